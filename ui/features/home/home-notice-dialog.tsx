import { lazy, Suspense, useState } from 'react';
import { useLoginView } from '../auth';
import { useSessionView } from '../session';
import { alreadyShown, markShown } from './home-notice-store';

const NoticeDialog = lazy(() => import('./notice-dialog').then((m) => ({ default: m.NoticeDialog })));

/** Home's notifications dialog (section 2): once per session after login, when landing on home. */
export function HomeNoticeDialog() {
  const session = useSessionView();
  const login = useLoginView();
  const [open, setOpen] = useState(() => !alreadyShown());
  // The login's own dialogs and the offer come first; the notice waits until the session is settled
  // and no other dialog is open, so it never opens over them (two modals would hide each other).
  const loginDialogOpen =
    login.faceDialogOpen || login.successOpen || login.errorOpen || login.technicalWorkOpen;
  if (!session.loggedIn || session.termsDialog || session.busy || loginDialogOpen || !open) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog
        onClose={() => {
          markShown();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
