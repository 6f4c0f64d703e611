import { lazy, Suspense, useState } from 'react';
import { useLoginView } from '../auth';
import { useSessionView } from '../session';

const shownKey = 'homeNoticeShown';
const NoticeDialog = lazy(() => import('./notice-dialog').then((m) => ({ default: m.NoticeDialog })));

/** Cleared at each login, so the notice shows once per login session (sessionStorage: per tab). */
export function resetHomeNotice() {
  try {
    window.sessionStorage.removeItem(shownKey);
  } catch {
    // Without sessionStorage the notice shows once per page load instead.
  }
}

function alreadyShown() {
  try {
    return window.sessionStorage.getItem(shownKey) === '1';
  } catch {
    return false;
  }
}

function markShown() {
  try {
    window.sessionStorage.setItem(shownKey, '1');
  } catch {
    // See resetHomeNotice.
  }
}

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
