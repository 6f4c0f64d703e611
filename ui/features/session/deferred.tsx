import { lazy, Suspense } from 'react';
import { Deferred } from '../../components/deferred';
import { useKioskIdleActor } from './kiosk-idle-actor';
import { useSessionView } from './session-actor';
import { UserMenuButton } from './user-menu-button';

// Parts of the session's UI that a visitor of the first page does not see, loaded when they are
// (decision 029).
const UserMenuBody = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const NotificationListDialogBody = lazy(() =>
  import('./notification-list-dialog').then((m) => ({ default: m.NotificationListDialog })),
);
const KioskIdleDialogBody = lazy(() =>
  import('./kiosk-idle-dialog').then((m) => ({ default: m.KioskIdleDialog })),
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

/**
 * "Are you still here?" of a logged-in kiosk session left alone (decision 074). Its code loads as the
 * watch starts (at login), not with the first page, and not when the warning is due: by then the
 * network may be gone.
 */
export function KioskIdleDialog() {
  const actor = useKioskIdleActor();
  return actor ? (
    <Suspense fallback={null}>
      <KioskIdleDialogBody actor={actor} />
    </Suspense>
  ) : null;
}
