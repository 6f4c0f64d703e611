import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { CombinedError } from 'urql';
import { vi } from 'vitest';
import type { ActDetail } from './use-act';

// Test data of the corrections from the subject pages (act-edit-form.test.tsx, act-subject-edit.test.tsx):
// a client's `mutation` that answers each correction as `answer` says, and records what was sent.

/** The act after a correction, as far as the forms look at it (they hand it to `onAct`). */
export const actAfterCorrection = { rid: 7, uuid: 'u-1', version: 5 } as unknown as ActDetail;

/** The gateway's refusal of a correction, the ministry's messages by field (validation_failed). */
export const refusalOf = (fields: Record<string, string>) =>
  new CombinedError({
    graphQLErrors: [{ message: 'validation_failed', extensions: { code: 'BAD_REQUEST', fields } }],
  });

/** `answer` gets each mutation's name and variables; by default the act went through. */
export function subjectMutations(
  answer: (name: string, variables: Record<string, unknown>) => { data?: unknown; error?: CombinedError } = (
    name,
  ) => ({ data: { [name]: actAfterCorrection } }),
) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const mutation = vi.fn((document: DocumentNode, variables: Record<string, unknown>) => {
    const operation = (document.definitions[0] as OperationDefinitionNode).name?.value ?? '';
    // The field of the answer is the operation's name with a lower-case first letter (setActPartyPhone).
    const name = operation.charAt(0).toLowerCase() + operation.slice(1);
    sent.push({ name, variables });
    return { toPromise: () => Promise.resolve(answer(name, variables)) };
  });
  return { mutation, sent };
}
