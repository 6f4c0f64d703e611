import type { SnapshotFrom } from 'xstate';
import type { AdminUserMachine, ChangeAction, SavedKey } from './admin-user.machine';
import type { GrantDecision } from './admin-users.schema';

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
  /** The pending grant whose decision form is open, with the decision chosen; null when none is. */
  decisionForm: { grantId: number; decision: GrantDecision } | null;
  sendingDecision: boolean;
  /** The ministry's messages by field for the open form. */
  fields: Record<string, string>;
  /** The ministry's message when a rule of separation of duties refused the open form (a 403). */
  refusal: string | null;
  /** The confirmation of the change just saved (namespace adminUsers, under saved.). */
  saved: SavedKey | null;
  canOpen: boolean;
}

export function selectAdminUser(snapshot: SnapshotFrom<AdminUserMachine>): AdminUserView {
  const { context } = snapshot;
  const open = snapshot.matches({ ready: 'changing' }) || snapshot.matches({ ready: 'saving' });
  const deciding = snapshot.matches({ ready: 'deciding' }) || snapshot.matches({ ready: 'sendingDecision' });
  const refused =
    snapshot.matches({ ready: { changing: 'refused' } }) ||
    snapshot.matches({ ready: { deciding: 'refused' } });
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
    decisionForm:
      deciding && context.grantId !== null && context.decision !== null
        ? { grantId: context.grantId, decision: context.decision }
        : null,
    sendingDecision: snapshot.matches({ ready: 'sendingDecision' }),
    fields: context.fields,
    refusal: refused ? context.refusal : null,
    saved: snapshot.matches({ ready: 'idle' }) ? context.saved : null,
    canOpen: snapshot.can({ type: 'user.changeOpened', action: 'block' }),
  };
}
