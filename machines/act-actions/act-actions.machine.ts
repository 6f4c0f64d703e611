import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';

/**
 * The act's action bar (issue 29, decision 092): one button per event the act's statechart allows
 * the viewer, each behind its confirmation dialog. closed -> confirming (the dialog open on one event,
 * its form if it has one) -> sending (the call under way: the dialog cannot be closed). An event that
 * went through closes the dialog and emits the act after it (`action.done`) for the page to show; a
 * refused one (the global error policy's toast) leaves the dialog open with what was typed.
 *
 * The act's uuid and version come with the confirmation, as the page has them then: a page that is
 * behind is refused (STALE_VERSION) instead of applying the event twice.
 */

export interface ActEventRequest<EventType extends string, Payload> {
  uuid: string;
  version: number;
  type: EventType;
  payload: Payload | null;
}

export type ActActionsEvent<EventType extends string, Payload> =
  | { type: 'action.opened'; event: EventType }
  | { type: 'action.closed' }
  | { type: 'action.confirmed'; uuid: string; version: number; payload: Payload | null };

export type ActActionsEmitted<Act> = { type: 'action.done'; act: Act };

const notProvided = placeholders('act actions');

/** The machine for acts of type `Act` and the gateway's event names (machines know neither). */
export function createActActionsMachine<Act, EventType extends string = string, Payload = unknown>() {
  return setup({
    types: {
      context: {} as { open: EventType | null },
      events: {} as ActActionsEvent<EventType, Payload>,
      emitted: {} as ActActionsEmitted<Act>,
      tags: {} as 'busy',
    },
    actors: {
      /** Sends the event; resolves with the act after it, or null when it was refused. */
      sendEvent: fromPromise<Act | null, ActEventRequest<EventType, Payload>>(notProvided('sendEvent')),
    },
  }).createMachine({
    id: 'actActions',
    context: { open: null },
    initial: 'closed',
    states: {
      closed: {
        on: {
          'action.opened': { target: 'confirming', actions: assign({ open: ({ event }) => event.event }) },
        },
      },
      confirming: {
        on: {
          'action.closed': { target: 'closed', actions: assign({ open: null }) },
          'action.confirmed': 'sending',
        },
      },
      sending: {
        tags: ['busy'],
        invoke: {
          src: 'sendEvent',
          input: ({ context, event }) => {
            assertEvent(event, 'action.confirmed');
            return {
              uuid: event.uuid,
              version: event.version,
              type: context.open as EventType,
              payload: event.payload,
            };
          },
          onDone: [
            {
              guard: ({ event }) => event.output !== null,
              target: 'closed',
              actions: [
                assign({ open: null }),
                emit(({ event }) => ({ type: 'action.done' as const, act: event.output as Act })),
              ],
            },
            { target: 'confirming' },
          ],
          onError: 'confirming',
        },
      },
    },
  });
}

export type ActActionsMachine<Act, EventType extends string = string, Payload = unknown> = ReturnType<
  typeof createActActionsMachine<Act, EventType, Payload>
>;

/**
 * The fee the notary's invoices open with (decision 040): loading, then ready with the act's computed
 * fee, or with none when the ministry refused to compute it or the call failed (the notary types the
 * amounts, as before the fee). `Fee` is the UI's fee fragment.
 */
export function createActFeeMachine<Fee>() {
  return setup({
    types: {
      context: {} as { uuid: string; fee: Fee | null },
      input: {} as { uuid: string },
      tags: {} as 'busy',
    },
    actors: {
      loadFee: fromPromise<Fee | null, { uuid: string }>(placeholders('act fee')('loadFee')),
    },
  }).createMachine({
    id: 'actFee',
    context: ({ input }) => ({ uuid: input.uuid, fee: null }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'loadFee',
          input: ({ context }) => ({ uuid: context.uuid }),
          onDone: { target: 'ready', actions: assign({ fee: ({ event }) => event.output }) },
          onError: 'ready',
        },
      },
      ready: {},
    },
  });
}

export type ActFeeMachine<Fee> = ReturnType<typeof createActFeeMachine<Fee>>;

/**
 * What a change's call answers: the act after it, or a refusal with the ministry's messages by field
 * (none when the refusal is not about a field: the global error policy's toast has said it).
 */
export type ActChangeAnswer<Act> = { act: Act } | { refused: Readonly<Record<string, string>> };

export type ActChangeEmitted<Act> =
  | { type: 'change.saved'; act: Act }
  | { type: 'change.refused'; fields: Readonly<Record<string, string>> };

/**
 * One change of an act sent from a form on its page (the applicant's new notary after rejecting the
 * one the act had; an invited party's phone, a vehicle's price, a real estate or the other subject
 * data corrected in preparation): editing -> sending (the form busy) -> editing. The request carries
 * the act's uuid and version as the page has them; the act after a change that went through is
 * emitted (`change.saved`) for the page to show. A refused one leaves the form as it was typed, its
 * field messages emitted (`change.refused`) for the form to put on its fields; a failed call (the
 * global error policy's toast) leaves it as it was.
 */
export function createActChangeMachine<Act, Request>() {
  return setup({
    types: {
      events: {} as { type: 'change.submitted'; request: Request },
      emitted: {} as ActChangeEmitted<Act>,
      tags: {} as 'busy',
    },
    actors: {
      /** Sends the change; resolves with the act after it, or with the refusal's field messages. */
      save: fromPromise<ActChangeAnswer<Act>, { request: Request }>(placeholders('act change')('save')),
    },
  }).createMachine({
    id: 'actChange',
    initial: 'editing',
    states: {
      editing: { on: { 'change.submitted': 'sending' } },
      sending: {
        tags: ['busy'],
        invoke: {
          src: 'save',
          input: ({ event }) => {
            assertEvent(event, 'change.submitted');
            return { request: event.request };
          },
          onDone: {
            target: 'editing',
            actions: emit(({ event }) =>
              'act' in event.output
                ? { type: 'change.saved' as const, act: event.output.act }
                : { type: 'change.refused' as const, fields: event.output.refused },
            ),
          },
          onError: 'editing',
        },
      },
    },
  });
}

export type ActChangeMachine<Act, Request> = ReturnType<typeof createActChangeMachine<Act, Request>>;
