import type { Invitation, InvitationActLike } from './invitation.machine';

/** An act as the invited party reads it: its version, what it allows the party, the parties. */
export function actWith(
  allowed: string[],
  status: string | null = null,
  version = 3,
): InvitationActLike & { rid: number } {
  return {
    rid: 12,
    version,
    view: { allowed },
    parties: [
      { id: 'p-1', status: 'accepted' },
      { id: 'p-2', status },
    ],
  };
}

/** The invitation of party p-2, with its row's status and the act as above. */
export function invitationWith(
  allowed: string[],
  status: string | null = null,
  version = 3,
): Invitation<ReturnType<typeof actWith>> {
  return { party: { id: 'p-2', role: 'buyer', status }, act: actWith(allowed, status, version) };
}

/** What the act allows an awaiting party in preparation. */
export const answering = ['party_accepted', 'party_rejected'];
