import { actAnalystView } from '../replay/act.replay';
import { type AnalystView, statesOnlyView, type ViewField } from '../replay/analyst-view';

/**
 * What analysts see of each SPA machine a browser trace holds (decision 067), by machine id: the
 * context keys that tell where a page was and why it stopped (modes, flags, counts, ids, error keys,
 * portal paths without their query), never what a person typed, looked up or was told (credentials,
 * lookups, answers, messages, tokens, pictures). Events show their type only. A machine without a
 * view here, or an actor of no known machine, shows its states and event types alone.
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

/** The analyst view of a traced machine id (states and event types only for an unknown one). */
export const tracedAnalystView = (machineId: string): AnalystView =>
  Object.hasOwn(views, machineId) ? views[machineId]! : statesOnlyView;
