import { assign, fromPromise, raise, setup } from 'xstate';
import { pagesOfList } from '../paging/filtered-list.machine';
import { type KioskState, kioskEnrolRequestSchema } from './kiosk.schema';
import type { LocalizedName } from './kiosk-identity';

/**
 * /admin/kiosks (decision 070): the administrators' kiosks, three regions at once.
 * - `list`: a page of kiosks (newest first), narrowed by office and state: loading -> shown | failed.
 * - `enrolment`: closed -> open (the office and the label) -> enrolling -> issued (the one-time code,
 *   shown this once) | open again with the ministry's messages by field | failed. Issuing reloads
 *   the list.
 * - `revocation`: idle -> confirming (which kiosk) -> revoking -> idle (the list reloads) | failed.
 * The offices of the form and the filter are loaded once. Every call is an actor the UI provides.
 */

export interface KioskOffice {
  id: number;
  name: LocalizedName;
  /** For the office's notaries (the duty rota's choice); absent where only the name is shown. */
  regionId?: number;
}

export interface KioskRow {
  id: number;
  label: string;
  office: KioskOffice;
  state: KioskState;
  createdAt: string;
  enrolledAt?: string | null;
  revokedAt?: string | null;
  lastSeenAt?: string | null;
  codeExpired: boolean;
}

export interface KiosksPage {
  total: number;
  page: number;
  pageSize: number;
  items: KioskRow[];
}

export interface KiosksFilter {
  officeId: number | null;
  state: KioskState | null;
}

export interface IssuedCode {
  kiosk: KioskRow;
  code: string;
  codeExpiresAt: string;
}

/** Thrown by the UI's `enrol` when the ministry refused the form: its messages by field. */
export class EnrolmentRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('enrolment refused');
    this.name = 'EnrolmentRefused';
  }
}

export interface KiosksAdminContext {
  offices: KioskOffice[];
  filter: KiosksFilter;
  page: number;
  result: KiosksPage | null;
  /** The form's fields found wrong before sending: keys of namespace kiosks (`validation.…`). */
  fieldKeys: Record<string, string>;
  /** The form's fields the ministry refused: its messages, in the user's language. */
  fieldMessages: Record<string, string>;
  issued: IssuedCode | null;
  /** The kiosk asked to be revoked. */
  revoking: number | null;
  /** The enrolment failed otherwise: the ministry's message, or null for the generic one. */
  enrolError: { message: string | null } | null;
  /** The last revocation failed: the ministry's message, or null for the generic one. */
  revokeError: { message: string | null } | null;
}

export type KiosksAdminEvent =
  | { type: 'kiosks.filtered'; filter: KiosksFilter }
  | { type: 'kiosks.pageChosen'; page: number }
  | { type: 'kiosks.retried' }
  | { type: 'kiosks.reloaded' }
  | { type: 'kiosks.enrolOpened' }
  | { type: 'kiosks.enrolSent'; officeId: number | null; label: string }
  | { type: 'kiosks.enrolClosed' }
  | { type: 'kiosks.revokeAsked'; kioskId: number }
  | { type: 'kiosks.revokeConfirmed' }
  | { type: 'kiosks.revokeCancelled' };

const noFilter: KiosksFilter = { officeId: null, state: null };

/** The form's fields as the ministry would judge them: keys under `validation.` of namespace kiosks. */
export function checkEnrolment(officeId: number | null, label: string): Record<string, string> {
  const parsed = kioskEnrolRequestSchema.safeParse({ officeId: officeId ?? undefined, label });
  if (parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'label');
    fields[field] ??= `validation.${issue.message}`;
  }
  return fields;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

export const kiosksAdminMachine = setup({
  types: {
    context: {} as KiosksAdminContext,
    events: {} as KiosksAdminEvent,
    tags: {} as 'busy' | 'listBusy',
  },
  actors: {
    loadOffices: fromPromise<KioskOffice[]>(async () => {
      throw new Error('loadOffices not provided');
    }),
    loadPage: fromPromise<KiosksPage, { filter: KiosksFilter; page: number }>(async () => {
      throw new Error('loadPage not provided');
    }),
    enrol: fromPromise<IssuedCode, { officeId: number; label: string }>(async () => {
      throw new Error('enrol not provided');
    }),
    revoke: fromPromise<KioskRow, { kioskId: number }>(async () => {
      throw new Error('revoke not provided');
    }),
  },
  guards: {
    pageInRange: ({ context, event }) =>
      event.type === 'kiosks.pageChosen' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= pagesOfList(context.result) &&
      event.page !== context.page,
    formValid: ({ event }) =>
      event.type === 'kiosks.enrolSent' &&
      Object.keys(checkEnrolment(event.officeId, event.label)).length === 0,
    refused: ({ event }) => 'error' in event && event.error instanceof EnrolmentRefused,
  },
}).createMachine({
  id: 'kiosksAdmin',
  type: 'parallel',
  context: {
    offices: [],
    filter: noFilter,
    page: 1,
    result: null,
    fieldKeys: {},
    fieldMessages: {},
    issued: null,
    revoking: null,
    enrolError: null,
    revokeError: null,
  },
  states: {
    offices: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadOffices',
            onDone: { target: 'ready', actions: assign({ offices: ({ event }) => event.output }) },
            // The list still shows (names come with each kiosk); the form waits for a reload.
            onError: { target: 'failed' },
          },
        },
        ready: {},
        failed: { on: { 'kiosks.retried': 'loading' } },
      },
    },
    list: {
      initial: 'loading',
      on: {
        'kiosks.filtered': {
          target: '.loading',
          actions: assign({ filter: ({ event }) => event.filter, page: 1 }),
        },
        'kiosks.reloaded': '.loading',
      },
      states: {
        loading: {
          tags: ['listBusy'],
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ filter: context.filter, page: context.page }),
            onDone: { target: 'shown', actions: assign({ result: ({ event }) => event.output }) },
            onError: { target: 'failed' },
          },
        },
        shown: {
          on: {
            'kiosks.pageChosen': {
              guard: 'pageInRange',
              target: 'loading',
              actions: assign({ page: ({ event }) => event.page }),
            },
          },
        },
        failed: { on: { 'kiosks.retried': 'loading' } },
      },
    },
    enrolment: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'kiosks.enrolOpened': {
              target: 'open',
              actions: assign({ fieldKeys: {}, fieldMessages: {}, issued: null, enrolError: null }),
            },
          },
        },
        open: {
          on: {
            'kiosks.enrolSent': [
              {
                guard: 'formValid',
                target: 'enrolling',
                actions: assign({ fieldKeys: {}, fieldMessages: {}, enrolError: null }),
              },
              {
                actions: assign({
                  fieldKeys: ({ event }) => checkEnrolment(event.officeId, event.label),
                  fieldMessages: {},
                }),
              },
            ],
            'kiosks.enrolClosed': 'closed',
          },
        },
        enrolling: {
          tags: ['busy'],
          invoke: {
            src: 'enrol',
            input: ({ event }) => {
              if (event.type !== 'kiosks.enrolSent' || event.officeId === null)
                throw new Error('no enrolment');
              return { officeId: event.officeId, label: event.label.trim() };
            },
            onDone: {
              target: 'issued',
              actions: [assign({ issued: ({ event }) => event.output }), raise({ type: 'kiosks.reloaded' })],
            },
            onError: [
              {
                guard: 'refused',
                target: 'open',
                actions: assign({ fieldMessages: ({ event }) => (event.error as EnrolmentRefused).fields }),
              },
              {
                target: 'open',
                actions: assign({ enrolError: ({ event }) => ({ message: messageOf(event.error) }) }),
              },
            ],
          },
        },
        // The code is shown once: closing the panel forgets it.
        issued: {
          on: { 'kiosks.enrolClosed': { target: 'closed', actions: assign({ issued: null }) } },
        },
      },
    },
    revocation: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'kiosks.revokeAsked': {
              target: 'confirming',
              actions: assign({ revoking: ({ event }) => event.kioskId, revokeError: null }),
            },
          },
        },
        confirming: {
          on: {
            'kiosks.revokeConfirmed': 'revoking',
            'kiosks.revokeCancelled': { target: 'idle', actions: assign({ revoking: null }) },
          },
        },
        revoking: {
          tags: ['busy'],
          invoke: {
            src: 'revoke',
            input: ({ context }) => ({ kioskId: context.revoking! }),
            onDone: {
              target: 'idle',
              actions: [assign({ revoking: null }), raise({ type: 'kiosks.reloaded' })],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ revoking: null, revokeError: ({ event }) => ({ message: messageOf(event.error) }) }),
                raise({ type: 'kiosks.reloaded' }),
              ],
            },
          },
        },
      },
    },
  },
});

export type KiosksAdminMachine = typeof kiosksAdminMachine;
