import { type ActorRefFrom, and, assign, emit, fromPromise, setup, stateIn } from 'xstate';
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
 *
 * As it opens, the form also asks whether the user's own region has a notary on the portal, the one
 * the automatic choice would give the act (decision 079): when it has none, the form says so at once
 * and, unless the user already changed the notary choice, chooses the nearest region that has one.
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

/** A region as the availability names it, in the request's language. */
export interface NamedRegion {
  id: number;
  name: string;
}

/** Whether the user's region has a notary on the portal, and the nearest that has one when not. */
export interface NotaryAvailability {
  region: NamedRegion;
  available: boolean;
  nearest: NamedRegion | null;
}

export interface CreatedAct {
  rid: number;
  uuid: string;
}

export interface CreateActContext<TFound> {
  /** The lookup's record; kept on screen while a new lookup runs, dropped when the subject changes. */
  found: TFound | null;
  lookupRefusal: ActRefusal | null;
  refusal: ActRefusal | null;
  /** The answer about the user's region, once it came and said the region has no notary. */
  availability: NotaryAvailability | null;
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
  | { type: 'actForm.typeChosen' }
  /** The user changed the notary choice: the form no longer chooses a region for them. */
  | { type: 'actForm.notaryEdited' };

export type CreateActEmitted =
  | { type: 'actForm.created'; act: CreatedAct }
  | { type: 'actForm.failed'; report: ErrorReport }
  /** The form chooses the automatic choice in this region (the nearest with a notary) for the user. */
  | { type: 'actForm.notaryRegionChosen'; regionId: number };

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

const availabilityOf = (event: unknown) => (event as { output: NotaryAvailability }).output;

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
      /** Resolves with the user's own region's availability; a failure leaves the form as it was. */
      notaryAvailability: fromPromise<NotaryAvailability>(notProvided('notaryAvailability')),
    },
    guards: {
      refused: ({ event }) => refusalOf(event) !== null,
      regionServed: ({ event }) => availabilityOf(event).available,
      nearestOffered: ({ event }) => availabilityOf(event).nearest !== null,
      choiceUntouched: stateIn({ notary: { checking: 'untouched' } }),
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
      storeAvailability: assign({ availability: ({ event }) => availabilityOf(event) }),
      chooseNearestRegion: emit(({ event }) => ({
        type: 'actForm.notaryRegionChosen' as const,
        regionId: availabilityOf(event).nearest?.id ?? 0,
      })),
      announceCreated: emit(({ event }) => ({
        type: 'actForm.created' as const,
        act: (event as unknown as { output: CreatedAct }).output,
      })),
    },
  }).createMachine({
    id: 'createAct',
    context: { found: null, lookupRefusal: null, refusal: null, availability: null },
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
      notary: {
        initial: 'checking',
        states: {
          // Not `busy`: the form stays usable while it asks; the notary panel says it is asking.
          checking: {
            initial: 'untouched',
            states: {
              untouched: { on: { 'actForm.notaryEdited': { target: 'edited' } } },
              edited: {},
            },
            invoke: {
              id: 'notaryAvailability',
              src: 'notaryAvailability',
              onDone: [
                { guard: 'regionServed', target: 'served' },
                {
                  guard: and(['nearestOffered', 'choiceUntouched']),
                  target: 'elsewhere',
                  actions: ['storeAvailability', 'chooseNearestRegion'],
                },
                { guard: 'nearestOffered', target: 'elsewhere', actions: 'storeAvailability' },
                { target: 'nowhere', actions: 'storeAvailability' },
              ],
              // Nothing to say: the creation still refuses when no notary can take the act.
              onError: { target: 'unknown' },
            },
          },
          served: {},
          /** No notary on the portal in the user's region; the nearest region with one is offered. */
          elsewhere: {},
          /** No notary on the portal in the user's region, nor in any other. */
          nowhere: {},
          unknown: {},
        },
      },
    },
  });

export type CreateActMachine<TFound> = ReturnType<typeof createActMachine<TFound>>;
export type CreateActActorRef<TFound> = ActorRefFrom<CreateActMachine<TFound>>;
