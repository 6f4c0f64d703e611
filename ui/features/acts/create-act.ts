import type { CombinedError } from 'urql';
import type { ActRefusal } from '../../../machines/act-form/create-act.machine';

export type { ActRefusal };

/** A validation_failed answer's `fields`: path -> message, the strings alone. */
function fieldMessages(fields: unknown): Record<string, string> | null {
  if (!fields || typeof fields !== 'object') return null;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * A business-rule refusal of the act creation (or of the vehicle lookup) read from the GraphQL
 * error. Only BAD_REQUEST is the form's to show; anything else (expired session, server error)
 * stays with the global error policy.
 */
export function actRefusal(error: CombinedError, kiosk = false): ActRefusal | null {
  const first = error.graphQLErrors[0];
  if (first?.extensions?.code !== 'BAD_REQUEST') return null;
  const { ministryCode, link, fields } = first.extensions;
  let href: ActRefusal['link'] = null;
  if (typeof link === 'string' && link !== '') {
    // The ministry links an act by its portal path; any other link (the bureau's site) leaves the portal.
    const internal = link.startsWith('/');
    href = { href: internal && kiosk ? `/kiosk${link}` : link, internal };
  }
  return {
    ministryCode: typeof ministryCode === 'string' ? ministryCode : null,
    message: first.message || null,
    link: href,
    fields: fieldMessages(fields),
  };
}
