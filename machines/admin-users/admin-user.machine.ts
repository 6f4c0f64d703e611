import { assign, fromPromise, setup } from 'xstate';
import { type GrantDecision, needsApproval, type UserChange } from './admin-users.schema';

/**
 * One user's administration page (/admin/users/:id, decisions 056, 072): its modes are states, the data
 * is context. loading -> ready | notFound | failed (retried). ready:
 * - idle;
 * - changing (the form open for one action: editing, or refused by a rule of separation of duties with
 *   the ministry's message) -> saving -> idle with the user as the ministry answers it, or back to
 *   changing with the ministry's messages by field when it refuses the input;
 * - deciding (a second administrator's form to approve or reject one pending grant: editing | refused)
 *   -> sendingDecision -> idle, or back to deciding as a change does.
 * Any other failure goes to the error policy (403 "Access Denied", 403 -> /403) and leaves the form open.
 * A grant of a role that needs a second administrator is saved as requested, not as granted.
 * The GraphQL calls are actors the UI provides (ui/features/admin-users/admin-users.actors.ts).
 */

/** Thrown by the UI's `loadUser` when the ministry knows no such user (NOT_FOUND). */
export class AdminUserNotFound extends Error {
  constructor() {
    super('user not found');
    this.name = 'AdminUserNotFound';
  }
}

/** Thrown by the UI's `changeUser` and `decideGrant` when the ministry refuses the input: message by field. */
export class ChangeRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('change refused');
    this.name = 'ChangeRefused';
  }
}

/**
 * Thrown by the UI's `changeUser` and `decideGrant` when a rule of separation of duties refuses the
 * change (a 403 with its own ministry code: self-grant, the last administrator, one's own request...):
 * the ministry's message, already in the user's language, shown on the form.
 */
export class ChangeForbidden extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChangeForbidden';
  }
}

export type ChangeAction = UserChange['action'];

/** What the page confirms: a change, a grant asked of a second administrator, or a decision on one. */
export type SavedKey = ChangeAction | 'request' | GrantDecision;

export interface GrantDecisionSent {
  grantId: number;
  decision: GrantDecision;
  reason: string;
}

export interface AdminUserContext {
  userId: number;
  user: unknown;
  /** The action whose form is open. */
  action: ChangeAction | null;
  /** The pending grant whose decision form is open, and the decision chosen. */
  grantId: number | null;
  decision: GrantDecision | null;
  fields: Record<string, string>;
  /** The ministry's message when a rule of separation of duties refused the form's last send. */
  refusal: string | null;
  /** What the form being sent will have saved. */
  sending: SavedKey | null;
  /** The last change saved (a confirmation line). */
  saved: SavedKey | null;
}

export type AdminUserEvent =
  | { type: 'user.retried' }
  | { type: 'user.changeOpened'; action: ChangeAction }
  | { type: 'user.changeCancelled' }
  | { type: 'user.changeSent'; change: UserChange }
  | { type: 'user.decisionOpened'; grantId: number; decision: GrantDecision }
  | { type: 'user.decisionCancelled' }
  | { type: 'user.decisionSent'; reason: string };

const savedOf = (change: UserChange): SavedKey =>
  change.action === 'grant' && needsApproval(change.role) ? 'request' : change.action;

const closed = { action: null, grantId: null, decision: null, fields: {}, refusal: null } as const;

// Any form may be opened over another (which closes it), but not while one is being sent.
const opening = {
  'user.changeOpened': { target: 'changing', actions: 'openChange', reenter: true },
  'user.decisionOpened': { target: 'deciding', actions: 'openDecision', reenter: true },
} as const;

export const adminUserMachine = setup({
  types: {
    context: {} as AdminUserContext,
    events: {} as AdminUserEvent,
    input: {} as { userId: number },
    tags: {} as 'busy',
  },
  actors: {
    loadUser: fromPromise<unknown, number>(async () => {
      throw new Error('loadUser not provided');
    }),
    changeUser: fromPromise<unknown, { userId: number; change: UserChange }>(async () => {
      throw new Error('changeUser not provided');
    }),
    decideGrant: fromPromise<unknown, { userId: number } & GrantDecisionSent>(async () => {
      throw new Error('decideGrant not provided');
    }),
  },
  guards: {
    notFound: ({ event }) => 'error' in event && event.error instanceof AdminUserNotFound,
    refused: ({ event }) => 'error' in event && event.error instanceof ChangeRefused,
    forbidden: ({ event }) => 'error' in event && event.error instanceof ChangeForbidden,
    matchesForm: ({ context, event }) =>
      event.type === 'user.changeSent' && event.change.action === context.action,
  },
  actions: {
    openChange: assign(({ event }) => ({
      ...closed,
      saved: null,
      action: event.type === 'user.changeOpened' ? event.action : null,
    })),
    openDecision: assign(({ event }) =>
      event.type === 'user.decisionOpened'
        ? { ...closed, saved: null, grantId: event.grantId, decision: event.decision }
        : {},
    ),
    close: assign(closed),
    noteFields: assign({
      fields: ({ event }) => ('error' in event ? (event.error as ChangeRefused).fields : {}),
      refusal: null,
    }),
    noteRefusal: assign({
      fields: {},
      refusal: ({ event }) => ('error' in event ? (event.error as ChangeForbidden).message : null),
    }),
    forget: assign({ fields: {}, refusal: null }),
  },
}).createMachine({
  id: 'adminUser',
  context: ({ input }) => ({ userId: input.userId, user: null, ...closed, sending: null, saved: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadUser',
        input: ({ context }) => context.userId,
        onDone: { target: 'ready', actions: assign({ user: ({ event }) => event.output }) },
        onError: [{ guard: 'notFound', target: 'notFound' }, { target: 'failed' }],
      },
    },
    notFound: {},
    failed: { on: { 'user.retried': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { ...opening } },
        changing: {
          initial: 'editing',
          on: {
            ...opening,
            'user.changeCancelled': { target: 'idle', actions: 'close' },
            'user.changeSent': {
              guard: 'matchesForm',
              target: 'saving',
              actions: assign({ sending: ({ event }) => savedOf(event.change) }),
            },
          },
          states: { editing: {}, refused: {} },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'changeUser',
            input: ({ context, event }) => ({
              userId: context.userId,
              change: (event as Extract<AdminUserEvent, { type: 'user.changeSent' }>).change,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                ...closed,
                user: event.output,
                saved: context.sending,
                sending: null,
              })),
            },
            onError: [
              { guard: 'forbidden', target: 'changing.refused', actions: 'noteRefusal' },
              { guard: 'refused', target: 'changing.editing', actions: 'noteFields' },
              { target: 'changing.editing', actions: 'forget' },
            ],
          },
        },
        deciding: {
          initial: 'editing',
          on: {
            ...opening,
            'user.decisionCancelled': { target: 'idle', actions: 'close' },
            'user.decisionSent': { target: 'sendingDecision' },
          },
          states: { editing: {}, refused: {} },
        },
        sendingDecision: {
          tags: ['busy'],
          invoke: {
            src: 'decideGrant',
            input: ({ context, event }) => ({
              userId: context.userId,
              grantId: context.grantId!,
              decision: context.decision!,
              reason: (event as Extract<AdminUserEvent, { type: 'user.decisionSent' }>).reason,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                ...closed,
                user: event.output,
                saved: context.decision,
              })),
            },
            onError: [
              { guard: 'forbidden', target: 'deciding.refused', actions: 'noteRefusal' },
              { guard: 'refused', target: 'deciding.editing', actions: 'noteFields' },
              { target: 'deciding.editing', actions: 'forget' },
            ],
          },
        },
      },
    },
  },
});

export type AdminUserMachine = typeof adminUserMachine;
