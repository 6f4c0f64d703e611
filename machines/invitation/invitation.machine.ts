import { assign, fromPromise, setup } from 'xstate';
import type { partyStatuses } from '../act/act.schema';
import { placeholders } from '../actors/not-provided';

/** A party's answer so far (null: awaiting confirmation). */
type ActPartyStatus = (typeof partyStatuses)[number];
/** The status as the wire carries it: one of ActPartyStatus, or null. */
type WireStatus = string | null;

/**
 * The invited party's side of an act (the SMS link `/enotarial_act/{uuid}?invite=<token>`, decision
 * 088): the fourth statechart of the design, beside the act, the video room and the session.
 *
 *     loading -> sorted -> awaiting -> confirming -> answering -> sorted -> accepted | rejected
 *                       -> accepted | rejected | exited | closed          (read as it already is)
 *     loading | answering -> failed -> (retried) loading
 *
 * The party's status decides where a read invitation lands (specification: null is awaiting
 * confirmation, then accepted or rejected; an accepted party may exit the deal). An awaiting party
 * answers only while the act's statechart allows it (the ministry's `view.allowed`): the act left
 * preparation, was deleted or stopped, and the invitation is `closed`. An answer is asked to be
 * confirmed first, and sent with the act's version: a failure (the act moved on meanwhile, the network)
 * goes to `failed`, and retrying reads the invitation again rather than repeating a stale answer.
 * The invitation offers no resend: the SMS goes once when the applicant sends the act's parties their
 * invitations, and the applicant shows the same link as a QR code (invitation-qr.machine.ts).
 * The GraphQL calls are actors the UI provides (ui/features/acts/invitation.actors.ts).
 */

/** The two answers of an invitation, as the act's wire events name them. */
export const invitationAnswers = ['party_accepted', 'party_rejected'] as const;
export type InvitationAnswer = (typeof invitationAnswers)[number];

/** What the statechart reads of the act: its version, what it allows the party now, the parties. */
export interface InvitationActLike {
  version: number;
  view: { allowed: readonly string[] };
  parties: readonly { id: string; status?: WireStatus }[];
}

export interface Invitation<Act extends InvitationActLike> {
  party: { id: string; role: string; coOwner?: boolean | null; status?: WireStatus };
  act: Act;
}

export interface InvitationAnswerInput {
  token: string;
  accept: boolean;
  version: number;
}

export interface InvitationContext<Act extends InvitationActLike> {
  token: string;
  invitation: Invitation<Act> | null;
  /** The answer being confirmed or sent. */
  choice: InvitationAnswer | null;
  /** What failed last: reading the invitation, or sending the answer. */
  failure: 'load' | 'answer' | null;
}

export type InvitationEvent =
  | { type: 'invitation.answerChosen'; answer: InvitationAnswer }
  | { type: 'invitation.answerConfirmed' }
  | { type: 'invitation.answerCancelled' }
  | { type: 'invitation.retried' };

/** The party's status as the act has it now (the act read last is newer than the invitation's row). */
export function invitedPartyStatus<Act extends InvitationActLike>(invitation: Invitation<Act>): WireStatus {
  const { party, act } = invitation;
  return act.parties.find((item) => item.id === party.id)?.status ?? party.status ?? null;
}

/** The answers the act's statechart allows the party now. */
export const answersAllowed = (act: InvitationActLike): InvitationAnswer[] =>
  invitationAnswers.filter((answer) => act.view.allowed.includes(answer));

const notProvided = placeholders('invitation');

/** The statechart of one invitation; `Act` is the act detail the UI reads and shows. */
export function createInvitationMachine<Act extends InvitationActLike>() {
  const statusIs =
    (status: ActPartyStatus | null) =>
    ({ context }: { context: InvitationContext<Act> }) =>
      context.invitation !== null && invitedPartyStatus(context.invitation) === status;
  return setup({
    types: {
      context: {} as InvitationContext<Act>,
      events: {} as InvitationEvent,
      input: {} as { token: string },
      tags: {} as 'busy',
    },
    actors: {
      /** Reads the invitation by its token. */
      loadInvitation: fromPromise<Invitation<Act>, { token: string }>(notProvided('loadInvitation')),
      /** Sends the answer; resolves with the act as it is after it. */
      answerInvitation: fromPromise<Act, InvitationAnswerInput>(notProvided('answerInvitation')),
    },
    guards: {
      accepted: statusIs('accepted'),
      rejected: statusIs('rejected'),
      exited: statusIs('exited'),
      mayAnswer: ({ context }) =>
        context.invitation !== null &&
        invitedPartyStatus(context.invitation) === null &&
        answersAllowed(context.invitation.act).length > 0,
      answerAllowed: ({ context, event }) =>
        event.type === 'invitation.answerChosen' &&
        context.invitation !== null &&
        answersAllowed(context.invitation.act).includes(event.answer),
    },
  }).createMachine({
    id: 'invitation',
    context: ({ input }) => ({ token: input.token, invitation: null, choice: null, failure: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadInvitation',
          src: 'loadInvitation',
          input: ({ context }) => ({ token: context.token }),
          onDone: {
            target: 'sorted',
            actions: assign({ invitation: ({ event }) => event.output, failure: null }),
          },
          onError: { target: 'failed', actions: assign({ failure: 'load' }) },
        },
      },
      // Where the invitation stands, read from the party's status and what the act allows.
      sorted: {
        always: [
          { guard: 'accepted', target: 'accepted' },
          { guard: 'rejected', target: 'rejected' },
          { guard: 'exited', target: 'exited' },
          { guard: 'mayAnswer', target: 'awaiting' },
          { target: 'closed' },
        ],
      },
      awaiting: {
        on: {
          'invitation.answerChosen': {
            guard: 'answerAllowed',
            target: 'confirming',
            actions: assign({ choice: ({ event }) => event.answer }),
          },
        },
      },
      confirming: {
        on: {
          'invitation.answerConfirmed': 'answering',
          'invitation.answerCancelled': { target: 'awaiting', actions: assign({ choice: null }) },
        },
      },
      answering: {
        tags: ['busy'],
        invoke: {
          id: 'answerInvitation',
          src: 'answerInvitation',
          input: ({ context }) => ({
            token: context.token,
            accept: context.choice === 'party_accepted',
            version: context.invitation?.act.version ?? 0,
          }),
          onDone: {
            target: 'sorted',
            actions: assign({
              invitation: ({ context, event }) =>
                context.invitation && { ...context.invitation, act: event.output },
              choice: null,
            }),
          },
          onError: { target: 'failed', actions: assign({ failure: 'answer', choice: null }) },
        },
      },
      failed: { on: { 'invitation.retried': 'loading' } },
      // The party's answer is the act's now: the act page takes it from here (an accepted party may
      // still exit the deal there, while the act allows it).
      accepted: { type: 'final' },
      rejected: { type: 'final' },
      exited: { type: 'final' },
      // Never answered, and the act no longer takes an answer (it left preparation, or stopped).
      closed: { type: 'final' },
    },
  });
}

export type InvitationMachine<Act extends InvitationActLike = InvitationActLike> = ReturnType<
  typeof createInvitationMachine<Act>
>;

/** The state names, for the graph test. */
export const invitationStateNames = [
  'loading',
  'awaiting',
  'confirming',
  'answering',
  'failed',
  'accepted',
  'rejected',
  'exited',
  'closed',
] as const;
