import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { KioskIdleActorRef } from '../../../machines/kiosk-idle/kiosk-idle.machine';
import { selectKioskIdle } from '../../../machines/kiosk-idle/kiosk-idle.select';
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

function KioskIdleWarning({ actor }: { actor: KioskIdleActorRef }) {
  const warning = useSelector(actor, (snapshot) => selectKioskIdle(snapshot).warning);
  return (
    <Deferred open={warning}>
      <KioskIdleDialogBody actor={actor} />
    </Deferred>
  );
}

/** "Are you still here?" of a logged-in kiosk session left alone (decision 074). */
export function KioskIdleDialog() {
  const actor = useKioskIdleActor();
  return actor ? <KioskIdleWarning actor={actor} /> : null;
}
