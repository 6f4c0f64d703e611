import type { SnapshotFrom } from 'xstate';
import type { AdminUserMachine, ChangeAction } from './admin-user.machine';

export interface AdminUserView {
  busy: boolean;
  loading: boolean;
  /** Why the page cannot be shown (namespace adminUsers). */
  errorKey: string | null;
  canRetry: boolean;
  user: unknown;
  /** The action whose form is open, null when none is. */
  form: ChangeAction | null;
  saving: boolean;
  /** The ministry's messages by field for the open form. */
  fields: Record<string, string>;
  /** The confirmation of the change just saved. */
  saved: ChangeAction | null;
  canOpen: boolean;
}

export function selectAdminUser(snapshot: SnapshotFrom<AdminUserMachine>): AdminUserView {
  const { context } = snapshot;
  const open = snapshot.matches({ ready: 'changing' }) || snapshot.matches({ ready: 'saving' });
  return {
    busy: snapshot.hasTag('busy'),
    loading: snapshot.matches('loading'),
    errorKey: snapshot.matches('notFound')
      ? 'detail.notFound'
      : snapshot.matches('failed')
        ? 'load.error'
        : null,
    canRetry: snapshot.can({ type: 'user.retried' }),
    user: context.user,
    form: open ? context.action : null,
    saving: snapshot.matches({ ready: 'saving' }),
    fields: context.fields,
    saved: snapshot.matches({ ready: 'idle' }) ? context.saved : null,
    canOpen: snapshot.can({ type: 'user.changeOpened', action: 'block' }),
  };
}
