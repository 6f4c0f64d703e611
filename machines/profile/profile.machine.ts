import { assign, fromPromise, setup } from 'xstate';
import type { ConsentEvent } from './profile.schema';

/**
 * The citizen's profile (/profile, issue 13, decision 059): its modes are states, the data context.
 * loading -> ready | failed (retried). ready runs four regions side by side:
 * - contacts: idle; editingEmail -> savingEmail; editingPhone -> sendingCode -> codeSent ->
 *   confirming -> idle with the new phone, or back to codeSent with the ministry's message (wrong,
 *   expired or spent code; a new code may be asked for from there);
 * - consent: idle, saving (given or withdrawn);
 * - sessions: idle, endingOthers (the other sessions are ended and the list read again);
 * - reviews: idle, loading a page;
 * - lookups: idle, loading a page of who looked the user up in the registry (decision 069).
 * A refusal of the input (the ministry's message by field) stays on the form; any other failure goes
 * to the error policy through the UI's actors and leaves the form as it was.
 * The GraphQL calls are actors the UI provides (ui/features/profile/profile.actors.ts).
 */

/** Thrown by the UI's actors when the ministry refuses the input: message key by field. */
export class ProfileInputRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('input refused');
    this.name = 'ProfileInputRefused';
  }
}

export interface ProfileData {
  login: string;
  fullname: string;
  pin: string;
  inn?: string | null;
  passport: string;
  issueorg: string;
  issuedate: string;
  exprdate: string;
  birthdate: string;
  citizenship: string;
  nationality: string;
  regaddress: string;
  actaddress: string;
  region: string;
  district: string;
  phone: string;
  email?: string | null;
  consent: boolean;
  consentJournal: { event: ConsentEvent; at: string }[];
  pendingPhone?: { phone: string; expiresAt: string; attemptsLeft: number } | null;
}

export interface ProfileSessionData {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface ProfileReviewData {
  id: number;
  notaryId: number;
  notaryName: string;
  rating: number;
  text?: string | null;
  createdAt: string;
  hidden: boolean;
}

export interface ProfileReviewsPage {
  items: ProfileReviewData[];
  total: number;
  page: number;
  pageSize: number;
}

/** An act of someone else named the user, and the registry was asked who they are (decision 069). */
export interface ProfileLookupData {
  id: number;
  at: string;
  actType: { id: number; name: string };
  /** The applicant, as the registry names them. */
  by: string;
}

export interface ProfileLookupsPage {
  items: ProfileLookupData[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ProfileLoaded {
  profile: ProfileData;
  sessions: ProfileSessionData[];
  reviews: ProfileReviewsPage;
  lookups: ProfileLookupsPage;
}

export interface CodeSent {
  phone: string;
  expiresAt: string;
  attemptsLeft: number;
}

/** What was just saved: the confirmation line the profile shows. */
export type ProfileSaved = 'email' | 'phone' | 'consentGiven' | 'consentWithdrawn' | 'sessionsEnded';

export interface ProfileContext {
  profile: ProfileData | null;
  sessions: ProfileSessionData[];
  reviews: ProfileReviewsPage | null;
  lookups: ProfileLookupsPage | null;
  /** The ministry's messages by field for the open form. */
  fields: Record<string, string>;
  codeSent: CodeSent | null;
  saved: ProfileSaved | null;
}

export type ProfileEvent =
  | { type: 'profile.retried' }
  | { type: 'email.editOpened' }
  | { type: 'phone.editOpened' }
  | { type: 'contacts.editCancelled' }
  | { type: 'email.submitted'; email: string }
  | { type: 'phone.submitted'; phone: string }
  | { type: 'code.submitted'; code: string }
  | { type: 'consent.given' }
  | { type: 'consent.withdrawn' }
  | { type: 'sessions.othersEnded' }
  | { type: 'reviews.pageRequested'; page: number }
  | { type: 'lookups.pageRequested'; page: number };

const refusedFields = (error: unknown): Record<string, string> =>
  error instanceof ProfileInputRefused ? error.fields : {};

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadProfile: fromPromise<ProfileLoaded>(async () => {
      throw new Error('loadProfile not provided');
    }),
    saveEmail: fromPromise<ProfileData, string>(async () => {
      throw new Error('saveEmail not provided');
    }),
    requestCode: fromPromise<CodeSent, string>(async () => {
      throw new Error('requestCode not provided');
    }),
    confirmCode: fromPromise<ProfileData, string>(async () => {
      throw new Error('confirmCode not provided');
    }),
    setConsent: fromPromise<ProfileData, boolean>(async () => {
      throw new Error('setConsent not provided');
    }),
    /** Ends the other sessions and answers the sessions still open. */
    endOtherSessions: fromPromise<ProfileSessionData[]>(async () => {
      throw new Error('endOtherSessions not provided');
    }),
    loadReviews: fromPromise<ProfileReviewsPage, number>(async () => {
      throw new Error('loadReviews not provided');
    }),
    loadLookups: fromPromise<ProfileLookupsPage, number>(async () => {
      throw new Error('loadLookups not provided');
    }),
  },
  guards: {
    consentGiven: ({ context }) => context.profile?.consent === true,
    consentWithdrawn: ({ context }) => context.profile?.consent === false,
    otherSessions: ({ context }) => context.sessions.some((session) => !session.current),
    reviewsPageExists: ({ context, event }) => {
      if (event.type !== 'reviews.pageRequested' || !context.reviews) return false;
      const pages = Math.max(1, Math.ceil(context.reviews.total / context.reviews.pageSize));
      return event.page >= 1 && event.page <= pages && event.page !== context.reviews.page;
    },
    lookupsPageExists: ({ context, event }) => {
      if (event.type !== 'lookups.pageRequested' || !context.lookups) return false;
      const pages = Math.max(1, Math.ceil(context.lookups.total / context.lookups.pageSize));
      return event.page >= 1 && event.page <= pages && event.page !== context.lookups.page;
    },
  },
}).createMachine({
  id: 'profile',
  context: {
    profile: null,
    sessions: [],
    reviews: null,
    lookups: null,
    fields: {},
    codeSent: null,
    saved: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadProfile',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            profile: event.output.profile,
            sessions: event.output.sessions,
            reviews: event.output.reviews,
            lookups: event.output.lookups,
            // A code sent before the page was opened can still be typed.
            codeSent: event.output.profile.pendingPhone ?? null,
          })),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'profile.retried': 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        contacts: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: ({ context }) => context.codeSent !== null, target: 'codeSent' },
              on: {
                'email.editOpened': { target: 'editingEmail', actions: assign({ fields: {}, saved: null }) },
                'phone.editOpened': { target: 'editingPhone', actions: assign({ fields: {}, saved: null }) },
              },
            },
            editingEmail: {
              on: {
                'contacts.editCancelled': { target: 'idle', actions: assign({ fields: {} }) },
                'email.submitted': 'savingEmail',
              },
            },
            savingEmail: {
              tags: ['busy'],
              invoke: {
                src: 'saveEmail',
                input: ({ event }) => (event as Extract<ProfileEvent, { type: 'email.submitted' }>).email,
                onDone: {
                  target: 'idle',
                  actions: assign({ profile: ({ event }) => event.output, fields: {}, saved: 'email' }),
                },
                onError: {
                  target: 'editingEmail',
                  actions: assign({ fields: ({ event }) => refusedFields(event.error) }),
                },
              },
            },
            editingPhone: {
              on: {
                'contacts.editCancelled': { target: 'idle', actions: assign({ fields: {} }) },
                'phone.submitted': 'sendingCode',
              },
            },
            sendingCode: {
              tags: ['busy'],
              invoke: {
                src: 'requestCode',
                input: ({ event }) => (event as Extract<ProfileEvent, { type: 'phone.submitted' }>).phone,
                onDone: {
                  target: 'codeSent',
                  actions: assign({ codeSent: ({ event }) => event.output, fields: {} }),
                },
                onError: {
                  target: 'editingPhone',
                  actions: assign({ fields: ({ event }) => refusedFields(event.error) }),
                },
              },
            },
            codeSent: {
              on: {
                'code.submitted': 'confirming',
                // A new code (the last expired or was spent): the number is asked for again.
                'phone.editOpened': {
                  target: 'editingPhone',
                  actions: assign({ fields: {}, codeSent: null }),
                },
                'contacts.editCancelled': { target: 'idle', actions: assign({ fields: {}, codeSent: null }) },
              },
            },
            confirming: {
              tags: ['busy'],
              invoke: {
                src: 'confirmCode',
                input: ({ event }) => (event as Extract<ProfileEvent, { type: 'code.submitted' }>).code,
                onDone: {
                  target: 'idle',
                  actions: assign({
                    profile: ({ event }) => event.output,
                    codeSent: null,
                    fields: {},
                    saved: 'phone',
                  }),
                },
                onError: {
                  target: 'codeSent',
                  actions: assign({ fields: ({ event }) => refusedFields(event.error) }),
                },
              },
            },
          },
        },
        consent: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'consent.withdrawn': { guard: 'consentGiven', target: 'withdrawing' },
                'consent.given': { guard: 'consentWithdrawn', target: 'giving' },
              },
            },
            withdrawing: {
              tags: ['busy'],
              invoke: {
                src: 'setConsent',
                input: false,
                onDone: {
                  target: 'idle',
                  actions: assign({ profile: ({ event }) => event.output, saved: 'consentWithdrawn' }),
                },
                onError: 'idle',
              },
            },
            giving: {
              tags: ['busy'],
              invoke: {
                src: 'setConsent',
                input: true,
                onDone: {
                  target: 'idle',
                  actions: assign({ profile: ({ event }) => event.output, saved: 'consentGiven' }),
                },
                onError: 'idle',
              },
            },
          },
        },
        sessions: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'sessions.othersEnded': { guard: 'otherSessions', target: 'endingOthers' } },
            },
            endingOthers: {
              tags: ['busy'],
              invoke: {
                src: 'endOtherSessions',
                onDone: {
                  target: 'idle',
                  actions: assign({ sessions: ({ event }) => event.output, saved: 'sessionsEnded' }),
                },
                onError: 'idle',
              },
            },
          },
        },
        reviews: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'reviews.pageRequested': { guard: 'reviewsPageExists', target: 'loading' } },
            },
            loading: {
              tags: ['busy'],
              invoke: {
                src: 'loadReviews',
                input: ({ event }) =>
                  (event as Extract<ProfileEvent, { type: 'reviews.pageRequested' }>).page,
                onDone: { target: 'idle', actions: assign({ reviews: ({ event }) => event.output }) },
                onError: 'idle',
              },
            },
          },
        },
        lookups: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'lookups.pageRequested': { guard: 'lookupsPageExists', target: 'loading' } },
            },
            loading: {
              tags: ['busy'],
              invoke: {
                src: 'loadLookups',
                input: ({ event }) =>
                  (event as Extract<ProfileEvent, { type: 'lookups.pageRequested' }>).page,
                onDone: { target: 'idle', actions: assign({ lookups: ({ event }) => event.output }) },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
});

export type ProfileMachine = typeof profileMachine;
