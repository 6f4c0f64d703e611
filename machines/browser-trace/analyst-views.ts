import type { AnyStateMachine, StateNode } from 'xstate';
import { actAnalystView } from '../replay/act.replay';
import { type AnalystView, statesOnlyView, type ViewField, viewValue } from '../replay/analyst-view';
import { redacted } from '../replay/redact';
import { tracedMachines } from './traced-machines';

/**
 * What analysts see of each SPA machine a browser trace holds (decision 067), by machine id: the
 * context keys that tell where a page was and why it stopped (modes, flags, counts, ids, error keys,
 * portal paths without their query), never what a person typed, looked up or was told (credentials,
 * lookups, answers, messages, tokens, pictures). Events show their type only, and only a type the
 * machine knows. A machine without a view here shows its states and event types alone. An uploaded
 * trace names its actors itself: analysts see a name only where the SPA's machines define it.
 */

const refusal: ViewField = { fields: { ministryCode: 'word' } };
const message: ViewField = { fields: { message: 'withheld' } };
const booking: ViewField = { fields: { bookingId: 'id', officeId: 'id', notaryId: 'id' } };

const views: Readonly<Record<string, AnalystView>> = {
  app: { context: { mode: 'word', location: 'path', hasToken: 'flag', loggedIn: 'flag' }, events: {} },
  navigation: {
    context: { routeId: 'word', location: 'path', redirectTarget: 'path', handoffDone: 'flag' },
    events: {},
  },
  session: {
    context: { mode: 'word', locale: 'word', redirectUrl: 'path', currentPath: 'path' },
    events: {},
  },
  login: { context: { attempt: 'count', messageKey: 'word', serverMessage: 'withheld' }, events: {} },
  faceCheck: {
    context: {
      errors: { items: 'count' },
      challenge: { fields: { step: 'word', index: 'count', of: 'count' } },
      skipped: 'flag',
      frameOk: 'flag',
      framesSent: 'count',
      failureKey: 'word',
    },
    events: {},
  },
  livenessSocket: {
    context: {
      minDelayMs: 'count',
      failures: 'count',
      attempts: 'count',
      nextDelayMs: 'count',
      errorCode: 'word',
      errorMessage: 'withheld',
      outcome: 'word',
    },
    events: {},
  },
  terms: {
    context: {
      mode: 'word',
      persistent: 'flag',
      termsofuse: 'count',
      currentPath: 'path',
      redirectUrl: 'path',
    },
    events: {},
  },
  createAct: { context: { lookupRefusal: refusal, refusal }, events: {} },
  act: { context: actAnalystView.context, events: {} },
  kioskAct: {
    context: {
      step: 'word',
      active: 'word',
      reviewIssues: { items: 'word' },
      refusal,
      created: { fields: { rid: 'id', uuid: 'id' } },
    },
    events: {},
  },
  equeueList: {
    context: { tab: 'word', page: 'count', actionError: message, moving: booking },
    events: {},
  },
  booking: {
    context: {
      officeId: 'id',
      notaryId: 'id',
      date: 'date',
      slot: 'time',
      queueNumber: 'count',
      lateNotice: 'flag',
    },
    events: {},
  },
  bookingPage: {
    context: {
      today: 'date',
      reschedule: booking,
      phone: 'withheld',
      description: 'withheld',
      error: message,
    },
    events: {},
  },
  kioskEqueue: {
    context: {
      officeId: 'id',
      checkIn: { fields: { id: 'id', state: 'word', queueNumber: 'count', lateNotice: 'flag' } },
      ticket: { fields: { officeId: 'id', day: 'date', number: 'count' } },
      error: message,
    },
    events: {},
  },
  videoJoin: {
    context: {
      actId: 'id',
      mobile: 'flag',
      quality: 'word',
      joined: { fields: { attendanceId: 'id', role: 'word', partyId: 'id' } },
      refusal: { fields: { errorKey: 'word' } },
      finished: { fields: { outcome: 'word', regnum: 'id', errorKey: 'word' } },
    },
    events: {},
  },
  videoRoom: {
    context: {
      actId: 'id',
      self: { fields: { participantId: 'id', role: 'word' } },
      mobile: 'flag',
      checked: 'flag',
      participants: {
        items: {
          fields: { participantId: 'id', role: 'word', admitted: 'flag', paused: 'flag', muted: 'flag' },
        },
      },
      attempts: 'count',
      nextDelayMs: 'count',
      errorKey: 'word',
      regnum: 'id',
      outcome: 'word',
    },
    events: {},
  },
};

const eventTypesOf = (logic: AnyStateMachine): ReadonlySet<string> =>
  new Set(['xstate.init', ...logic.events]);

/** The analyst view of a traced machine id (states and event types only for one without a view). */
export function tracedAnalystView(machineId: string): AnalystView {
  const logic = tracedMachines.get(machineId);
  const view = Object.hasOwn(views, machineId) ? views[machineId]! : statesOnlyView;
  return logic ? { ...view, eventTypes: eventTypesOf(logic) } : view;
}

/** Every actor name the SPA's traced machines define: their ids, their actors and invocations. */
const actorNames: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  const visit = (node: StateNode) => {
    for (const invoke of node.invoke) {
      names.add(invoke.id);
      if (typeof invoke.src === 'string') names.add(invoke.src);
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  for (const [id, logic] of tracedMachines) {
    names.add(id);
    for (const actor of Object.keys(logic.implementations.actors)) names.add(actor);
    visit(logic.root);
  }
  return names;
})();

/** An actor's name (a machine's id, an invoked actor's) as analysts see it: one the SPA defines. */
export const actorNameOf = (name: string): string => (actorNames.has(name) ? name : redacted);

/** An actor's session id as the recorder writes it (`x:3`, or `p2/x:3` for a page's own system). */
export const sessionIdOf = (sessionId: string): string =>
  /^(p\d{1,6}\/)?x:\d{1,9}$/.test(sessionId) ? (viewValue('word', sessionId) as string) : redacted;
