import { assign, fromPromise, setup } from 'xstate';
import type { UserChange } from './admin-users.schema';

/**
 * One user's administration page (/admin/users/:id, decision 056): its modes are states, the data is
 * context. loading -> ready | notFound | failed (retried). ready: idle, or changing (the form open
 * for one action) -> saving -> idle with the user as the ministry answers it, or back to changing
 * with the ministry's messages by field when it refuses the input. Any other failure of a save goes
 * to the error policy (403 "Access Denied", 403 -> /403) and leaves the form open.
 * The GraphQL calls are actors the UI provides (ui/features/admin-users/admin-users.actors.ts).
 */

/** Thrown by the UI's `loadUser` when the ministry knows no such user (NOT_FOUND). */
export class AdminUserNotFound extends Error {
  constructor() {
    super('user not found');
    this.name = 'AdminUserNotFound';
  }
}

/** Thrown by the UI's `changeUser` when the ministry refuses the input: message by field. */
export class ChangeRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('change refused');
    this.name = 'ChangeRefused';
  }
}

export type ChangeAction = UserChange['action'];

export interface AdminUserContext {
  userId: number;
  user: unknown;
  /** The action whose form is open. */
  action: ChangeAction | null;
  fields: Record<string, string>;
  /** The last change saved (a confirmation line). */
  saved: ChangeAction | null;
}

export type AdminUserEvent =
  | { type: 'user.retried' }
  | { type: 'user.changeOpened'; action: ChangeAction }
  | { type: 'user.changeCancelled' }
  | { type: 'user.changeSent'; change: UserChange };

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
  },
  guards: {
    notFound: ({ event }) => 'error' in event && event.error instanceof AdminUserNotFound,
    refused: ({ event }) => 'error' in event && event.error instanceof ChangeRefused,
    matchesForm: ({ context, event }) =>
      event.type === 'user.changeSent' && event.change.action === context.action,
  },
}).createMachine({
  id: 'adminUser',
  context: ({ input }) => ({ userId: input.userId, user: null, action: null, fields: {}, saved: null }),
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
        idle: {
          on: {
            'user.changeOpened': {
              target: 'changing',
              actions: assign({ action: ({ event }) => event.action, fields: {}, saved: null }),
            },
          },
        },
        changing: {
          on: {
            'user.changeCancelled': { target: 'idle', actions: assign({ action: null, fields: {} }) },
            'user.changeOpened': {
              target: 'changing',
              reenter: true,
              actions: assign({ action: ({ event }) => event.action, fields: {} }),
            },
            'user.changeSent': { guard: 'matchesForm', target: 'saving' },
          },
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
              actions: assign({
                user: ({ event }) => event.output,
                saved: ({ context }) => context.action,
                action: null,
                fields: {},
              }),
            },
            onError: [
              {
                guard: 'refused',
                target: 'changing',
                actions: assign({ fields: ({ event }) => (event.error as ChangeRefused).fields }),
              },
              { target: 'changing', actions: assign({ fields: {} }) },
            ],
          },
        },
      },
    },
  },
});

export type AdminUserMachine = typeof adminUserMachine;
