import { lazy, Suspense } from 'react';
import { Deferred } from '../../components/deferred';
import { useSessionView } from './session-actor';
import { UserMenuButton } from './user-menu-button';

// Parts of the session's UI that a visitor of the first page does not see, loaded when they are
// (decision 029).
const UserMenuBody = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const NotificationListDialogBody = lazy(() =>
  import('./notification-list-dialog').then((m) => ({ default: m.NotificationListDialog })),
);

export function UserMenu({ size = 'md' }: { size?: 'md' | 'xl' }) {
  return (
    <Suspense fallback={<UserMenuButton size={size} />}>
      <UserMenuBody size={size} />
    </Suspense>
  );
}

export function NotificationListDialog() {
  return (
    <Deferred open={useSessionView().notificationListOpen}>
      <NotificationListDialogBody />
    </Deferred>
  );
}
