import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyVariables, Client } from 'urql';
import { fromPromise } from 'xstate';
import {
  type ActChangeAnswer,
  createActChangeMachine,
} from '../../../machines/act-actions/act-actions.machine';
import { selectActChange } from '../../../machines/act-actions/act-actions.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { toaster } from '../../components/toaster';
// A plain function despite its name: reads the masked fragment, usable outside render.
import { type FragmentType, useFragment as readFragment } from '../../gql';
import type {
  SetActOtherSubjectMutationVariables,
  SetActPartyPhoneMutationVariables,
  SetActRealEstateMutationVariables,
  SetActVehiclePriceMutationVariables,
} from '../../gql/graphql';
import { refusedFields } from '../../graphql/failure';
import {
  ActDetailFragment,
  SetActOtherSubjectMutation,
  SetActPartyPhoneMutation,
  SetActRealEstateMutation,
  SetActVehiclePriceMutation,
} from './acts.documents';
import type { ActDetail } from './use-act';

// A correction of an act in preparation from its subject pages (act-subject-pages.tsx, decision 041):
// an invited party's phone, a vehicle's price, a real estate or the other subject data, each one
// mutation, sent through the act change statechart (machines/act-actions, decision 097).

/** One correction: its mutation's variables, the act's uuid and version as the page has them. */
export type SubjectChangeRequest =
  | { kind: 'phone'; variables: SetActPartyPhoneMutationVariables }
  | { kind: 'price'; variables: SetActVehiclePriceMutationVariables }
  | { kind: 'realEstate'; variables: SetActRealEstateMutationVariables }
  | { kind: 'other'; variables: SetActOtherSubjectMutationVariables };

const subjectChangeMachine = createActChangeMachine<ActDetail, SubjectChangeRequest>();

async function sendChange(
  client: Client,
  request: SubjectChangeRequest,
): Promise<ActChangeAnswer<ActDetail>> {
  /** One mutation, its answer the act after it: a refusal's field messages otherwise (validation_failed). */
  const send = async <Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    actOf: (data: Data) => FragmentType<typeof ActDetailFragment>,
  ): Promise<ActChangeAnswer<ActDetail>> => {
    const result = await client.mutation(document, variables).toPromise();
    // A refusal, a stale version or a lost access is also the global error policy's toast.
    return result.data
      ? { act: readFragment(ActDetailFragment, actOf(result.data)) }
      : { refused: refusedFields(result.error) ?? {} };
  };
  switch (request.kind) {
    case 'phone':
      return send(SetActPartyPhoneMutation, request.variables, (data) => data.setActPartyPhone);
    case 'price':
      return send(SetActVehiclePriceMutation, request.variables, (data) => data.setActVehiclePrice);
    case 'realEstate':
      return send(SetActRealEstateMutation, request.variables, (data) => data.setActRealEstate);
    case 'other':
      return send(SetActOtherSubjectMutation, request.variables, (data) => data.setActOtherSubject);
  }
}

/**
 * A correction form's statechart: `submit` sends the request; while it is on its way the form is
 * `busy`. The act after it goes to `onAct`, "saved" is said and `saved` is called; a refusal's field
 * messages go to `refused`.
 */
export function useSubjectChange(handlers: {
  onAct: (act: ActDetail) => void;
  saved: () => void;
  refused?: (fields: Readonly<Record<string, string>>) => void;
}) {
  const { t } = useTranslation('acts');
  const actor = usePageMachine(({ client }) =>
    subjectChangeMachine.provide({
      actors: {
        save: fromPromise(({ input }: { input: { request: SubjectChangeRequest } }) =>
          sendChange(client, input.request),
        ),
      },
    }),
  );
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const saved = actor.on('change.saved', ({ act }) => {
      latest.current.onAct(act);
      toaster.create({ title: t('edit.saved'), type: 'success', closable: true });
      latest.current.saved();
    });
    const refused = actor.on('change.refused', ({ fields }) => latest.current.refused?.(fields));
    return () => {
      saved.unsubscribe();
      refused.unsubscribe();
    };
  }, [actor, t]);
  return useSelector(
    actor,
    (snapshot) => selectActChange(snapshot, actor.send),
    (a, b) => a.busy === b.busy,
  );
}
