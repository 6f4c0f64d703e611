import type { SnapshotFrom } from 'xstate';
import {
  answersAllowed,
  type Invitation,
  type InvitationActLike,
  type InvitationAnswer,
  type InvitationEvent,
  type InvitationMachine,
  invitedPartyStatus,
} from './invitation.machine';

export interface InvitationView<Act extends InvitationActLike> {
  /** The invitation is being read for the first time (nothing to show yet). */
  loading: boolean;
  /** Why nothing or no answer can be shown: 'invitation.error' or 'invitation.answerError' (namespace acts). */
  errorKey: string | null;
  canRetry: boolean;
  invitation: Invitation<Act> | null;
  /** The party's status now: 'awaiting' until answered, then accepted, rejected or exited. */
  status: string;
  /** The answer buttons: the answers the act allows now, while none is being confirmed or sent. */
  answers: InvitationAnswer[];
  /** The answer the confirmation dialog asks about (open while it is set). */
  confirming: InvitationAnswer | null;
  /** The answer is on its way: the dialog cannot be closed. */
  answering: boolean;
}

/** What the invitation panel renders (it compares no state names). */
export function selectInvitation<Act extends InvitationActLike>(
  snapshot: SnapshotFrom<InvitationMachine<Act>>,
): InvitationView<Act> {
  const { context } = snapshot;
  const invitation = context.invitation;
  const answering = snapshot.matches('answering');
  const confirming = snapshot.matches('confirming') || answering ? context.choice : null;
  const failed = snapshot.matches('failed');
  return {
    loading: snapshot.matches('loading') && invitation === null,
    errorKey: failed ? (context.failure === 'answer' ? 'invitation.answerError' : 'invitation.error') : null,
    canRetry: snapshot.can({ type: 'invitation.retried' }),
    invitation,
    status: (invitation && invitedPartyStatus(invitation)) ?? 'awaiting',
    answers: snapshot.matches('awaiting') && invitation ? answersAllowed(invitation.act) : [],
    confirming,
    answering,
  };
}

/** What the panel may ask of the machine: the only place its events are spelled for the view. */
export function invitationIntents(send: (event: InvitationEvent) => void) {
  return {
    choose: (answer: InvitationAnswer) => send({ type: 'invitation.answerChosen', answer }),
    confirm: () => send({ type: 'invitation.answerConfirmed' }),
    cancel: () => send({ type: 'invitation.answerCancelled' }),
    retry: () => send({ type: 'invitation.retried' }),
  };
}
