import { type ActorRefFrom, assign, emit, fromPromise, setup } from 'xstate';
import { placeholders } from '../actors/not-provided';
import type { ErrorReport } from '../errors/error-policy';
import type { CreateActFormInput } from './act-form.input';
import type { VehicleLookupForm } from './act-form.schema';

/**
 * The act creation form's modes (every type of the registry, issue 10): the registry lookup of a vehicle
 * subject (editing → looking up → found or refused) and the creation (submitting → created,
 * refused or failed). react-hook-form owns the field values; this machine owns what the form is
 * doing. The lookup and the creation are actors ui/ provides. The record the lookup finds is the
 * type parameter, so another act type can look up another subject with the same machine.
 */

/**
 * A business-rule refusal shown in the form: the ministry's code, its message already in the
 * request's language, and the link some refusals carry (the existing act of a duplicate, the
 * enforcement bureau's site of a debt).
 */
export interface ActRefusal {
  ministryCode: string | null;
  message: string | null;
  link: { href: string; internal: boolean } | null;
  /**
   * A validation_failed answer's messages by the input's path (`parties.0.pin`, `fields.termTo`),
   * each already in the request's language: the form shows each on its field.
   */
  fields?: Readonly<Record<string, string>> | null;
}

/**
 * How a lookup or a creation fails: a refusal the form shows, or anything else (an expired
 * session, a server error) for the app's error policy, with the report it needs.
 */
export type ActFormFailure = { refusal: ActRefusal } | { report: ErrorReport };

export interface CreatedAct {
  rid: number;
  uuid: string;
}

export interface CreateActContext<TFound> {
  /** The lookup's record; kept on screen while a new lookup runs, dropped when the subject changes. */
  found: TFound | null;
  lookupRefusal: ActRefusal | null;
  refusal: ActRefusal | null;
}

export type CreateActEvent =
  | { type: 'actForm.lookupRequested'; vehicle: VehicleLookupForm }
  /** A field of the looked-up subject changed: the record shown no longer answers for it. */
  | { type: 'actForm.subjectEdited' }
  | { type: 'actForm.submitted'; input: CreateActFormInput }
  /**
   * Another act type was chosen: the form starts over with that type's fields, so what was found
   * and what was refused no longer answer for it. Ignored while an act is being created.
   */
  | { type: 'actForm.typeChosen' };

export type CreateActEmitted =
  | { type: 'actForm.created'; act: CreatedAct }
  | { type: 'actForm.failed'; report: ErrorReport };

const notProvided = placeholders('act form');

/** How an actor's error event failed (the kiosk's guided creation reads its creation's the same way). */
export const failureOf = (event: unknown, operation: ErrorReport['operation']): ActFormFailure => {
  const error = (event as { error?: unknown }).error;
  if (error && typeof error === 'object' && ('refusal' in error || 'report' in error))
    return error as ActFormFailure;
  // Anything the actor did not classify is a failure without a code: the policy's system error.
  return { report: { code: null, operation, message: null } };
};

const refusalOf = (event: unknown) => {
  const failure = failureOf(event, 'query');
  return 'refusal' in failure ? failure.refusal : null;
};

/** The event that entered a state only one event leads to (the invocation's input comes from it). */
function entered<T extends CreateActEvent['type']>(event: { type: string }, type: T) {
  if (event.type !== type) throw new Error(`act form: entered by ${event.type}, not ${type}`);
  return event as Extract<CreateActEvent, { type: T }>;
}

export const createActMachine = <TFound>() =>
  setup({
    types: {
      context: {} as CreateActContext<TFound>,
      events: {} as CreateActEvent,
      emitted: {} as CreateActEmitted,
    },
    actors: {
      /** Resolves with the registry's record, rejects with an ActFormFailure. */
      lookup: fromPromise<TFound, VehicleLookupForm>(notProvided('lookup')),
      /** Resolves with the act made, rejects with an ActFormFailure. */
      create: fromPromise<CreatedAct, CreateActFormInput>(notProvided('create')),
    },
    guards: {
      refused: ({ event }) => refusalOf(event) !== null,
    },
    actions: {
      forgetLookup: assign({ found: null, lookupRefusal: null }),
      clearLookupRefusal: assign({ lookupRefusal: null }),
      storeFound: assign({ found: ({ event }) => (event as unknown as { output: TFound }).output }),
      storeLookupRefusal: assign({ found: null, lookupRefusal: ({ event }) => refusalOf(event) }),
      clearRefusal: assign({ refusal: null }),
      storeRefusal: assign({ refusal: ({ event }) => refusalOf(event) }),
      reportFailure: emit(({ event }, params: { operation: ErrorReport['operation'] }) => {
        const failure = failureOf(event, params.operation);
        return {
          type: 'actForm.failed' as const,
          report: 'report' in failure ? failure.report : { code: null, operation: params.operation },
        };
      }),
      announceCreated: emit(({ event }) => ({
        type: 'actForm.created' as const,
        act: (event as unknown as { output: CreatedAct }).output,
      })),
    },
  }).createMachine({
    id: 'createAct',
    context: { found: null, lookupRefusal: null, refusal: null },
    type: 'parallel',
    states: {
      subject: {
        initial: 'editing',
        on: {
          'actForm.subjectEdited': { target: '.editing' },
          'actForm.typeChosen': { target: '.editing' },
          'actForm.lookupRequested': { target: '.lookingUp', reenter: true },
        },
        states: {
          editing: { entry: 'forgetLookup' },
          lookingUp: {
            tags: ['busy'],
            entry: 'clearLookupRefusal',
            invoke: {
              id: 'lookup',
              src: 'lookup',
              input: ({ event }) => entered(event, 'actForm.lookupRequested').vehicle,
              onDone: { target: 'found', actions: 'storeFound' },
              onError: [
                { guard: 'refused', target: 'refused', actions: 'storeLookupRefusal' },
                { target: 'editing', actions: { type: 'reportFailure', params: { operation: 'query' } } },
              ],
            },
          },
          found: {},
          refused: {},
        },
      },
      creation: {
        initial: 'editing',
        states: {
          editing: { on: { 'actForm.submitted': { target: 'submitting' } } },
          submitting: {
            tags: ['busy'],
            entry: 'clearRefusal',
            invoke: {
              id: 'create',
              src: 'create',
              input: ({ event }) => entered(event, 'actForm.submitted').input,
              onDone: { target: 'created', actions: 'announceCreated' },
              onError: [
                { guard: 'refused', target: 'refused', actions: 'storeRefusal' },
                { target: 'failed', actions: { type: 'reportFailure', params: { operation: 'mutation' } } },
              ],
            },
          },
          refused: {
            on: {
              'actForm.submitted': { target: 'submitting' },
              'actForm.typeChosen': { target: 'editing', actions: 'clearRefusal' },
            },
          },
          failed: {
            on: {
              'actForm.submitted': { target: 'submitting' },
              'actForm.typeChosen': { target: 'editing' },
            },
          },
          created: { type: 'final' },
        },
      },
    },
  });

export type CreateActMachine<TFound> = ReturnType<typeof createActMachine<TFound>>;
export type CreateActActorRef<TFound> = ActorRefFrom<CreateActMachine<TFound>>;
