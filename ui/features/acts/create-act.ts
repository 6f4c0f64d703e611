import type { CombinedError } from 'urql';
import type { ActRefusal } from '../../../machines/act-form/create-act.machine';

export type { ActRefusal };

/**
 * A business-rule refusal of the act creation (or of the vehicle lookup) read from the GraphQL
 * error. Only BAD_REQUEST is the form's to show; anything else (expired session, server error)
 * stays with the global error policy.
 */
export function actRefusal(error: CombinedError, kiosk = false): ActRefusal | null {
  const first = error.graphQLErrors[0];
  if (first?.extensions?.code !== 'BAD_REQUEST') return null;
  const { ministryCode, link } = first.extensions;
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
  };
}
