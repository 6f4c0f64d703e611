import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';
import {
  InstructionalVideoDialogHost,
  InstructionalVideoLink,
  useInstructionalVideo,
} from './instructional-video';
import { useLoginView } from './login-actor';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

// The form loads when the dialog first opens, not with the home page; its checks when first focused.
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

/**
 * The browser's login dialog (specification, section 2), opened by the header's login button and
 * by the navigation guard. It steps aside while the face check runs.
 */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('login');
  const view = useLoginView();
  // The video's dialog is a mode of its own machine: the login dialog steps aside while it is open.
  const video = useInstructionalVideo();

  return (
    <>
      <ModalDialog
        open={open && view.formVisible && !video.view.open}
        onClose={onClose}
        title={t('dialog.title')}
        closeLabel={t('dialog.close')}
        rootProps={{ size: { base: 'full', md: 'md' } }}
      >
        <Suspense fallback={<Spinner size="lg" />}>
          <LoginForm />
        </Suspense>
        <InstructionalVideoLink intents={video.intents} />
      </ModalDialog>
      <InstructionalVideoDialogHost view={video.view} intents={video.intents} />
    </>
  );
}
