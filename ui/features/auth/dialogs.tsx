import { lazy } from 'react';
import { Deferred } from '../../components/deferred';
import { useSessionView } from '../session';
import { useLoginView } from './login-actor';

// The shell's login dialogs, each loaded the first time it opens (decision 029).
const LoginDialogBody = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));
const FaceCheckDialogBody = lazy(() =>
  import('./face-check-dialog').then((m) => ({ default: m.FaceCheckDialog })),
);
const LoginResultDialogsBody = lazy(() =>
  import('./login-result-dialogs').then((m) => ({ default: m.LoginResultDialogs })),
);
const TermsDialogBody = lazy(() => import('./terms-dialog').then((m) => ({ default: m.TermsDialog })));

export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Deferred open={open}>
      <LoginDialogBody open={open} onClose={onClose} />
    </Deferred>
  );
}

export function FaceCheckDialog({ kiosk }: { kiosk: boolean }) {
  const view = useLoginView();
  return (
    <Deferred open={view.faceDialogOpen}>
      <FaceCheckDialogBody kiosk={kiosk} />
    </Deferred>
  );
}

export function LoginResultDialogs({ kiosk }: { kiosk: boolean }) {
  const view = useLoginView();
  return (
    <Deferred open={view.successOpen || view.errorOpen || view.technicalWorkOpen}>
      <LoginResultDialogsBody kiosk={kiosk} />
    </Deferred>
  );
}

export function TermsDialog(props: { anonymousOpen: boolean; onAnonymousClose: () => void }) {
  const session = useSessionView();
  return (
    <Deferred open={session.termsDialog || (props.anonymousOpen && !session.loggedIn)}>
      <TermsDialogBody {...props} />
    </Deferred>
  );
}
