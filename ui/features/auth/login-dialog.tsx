import { Button, Spinner } from '@chakra-ui/react';
import { PlayCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppView } from '../../app-actor/app-actor';
import { ModalDialog } from '../../components/modal-dialog';
import { InstructionalVideoDialog } from './instructional-video-dialog';
import { useLoginView } from './login-actor';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

// The form (react-hook-form, its resolvers) loads when the dialog first opens, not with the home page.
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

/**
 * The browser's login dialog (specification, section 2), opened by the header's login button and
 * by the navigation guard. It steps aside while the face check runs.
 */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('login');
  const view = useLoginView();
  const { instructionalVideoUrl: videoUrl } = useAppView();
  const [videoOpen, setVideoOpen] = useState(false);

  return (
    <>
      <ModalDialog
        open={open && view.formVisible && !videoOpen}
        onClose={onClose}
        title={t('dialog.title')}
        closeLabel={t('dialog.close')}
        rootProps={{ size: { base: 'full', md: 'md' } }}
      >
        <Suspense fallback={<Spinner size="lg" />}>
          <LoginForm />
        </Suspense>
        {videoUrl && (
          <Button variant="plain" colorPalette="blue" mt="3" px="0" onClick={() => setVideoOpen(true)}>
            <PlayCircle aria-hidden />
            {t('video.link')}
          </Button>
        )}
      </ModalDialog>
      {videoUrl && (
        <InstructionalVideoDialog url={videoUrl} open={videoOpen} onClose={() => setVideoOpen(false)} />
      )}
    </>
  );
}
