import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginActor } from '../../app-actor/app-actor';
import { useDialogTitle } from '../../components/dialog-title';
import { useLoginView } from './login-actor';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../../theme/more-recipes';

function ResultDialog({
  open,
  title,
  icon,
  children,
  action,
  onClose,
  closeLabel,
}: {
  open: boolean;
  title: string;
  icon: ReactNode;
  children?: ReactNode;
  action: ReactNode;
  onClose: () => void;
  closeLabel: string;
}) {
  const titled = useDialogTitle();
  return (
    <Dialog.Root
      ids={titled.ids}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...titled.contentProps}>
            <Dialog.Body pt="8">
              <Stack align="center" textAlign="center" gap="4">
                {icon}
                <Dialog.Title fontSize="xl">{title}</Dialog.Title>
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">{action}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Success, error-with-retry and technical-work dialogs of the login (sections 4 and 8). */
export function LoginResultDialogs({ kiosk }: { kiosk: boolean }) {
  const { t } = useTranslation('login');
  // The result's words travel with the face check's (namespace face), already loaded by then.
  const { t: tFace } = useTranslation('face');
  const view = useLoginView();
  const actorRef = useLoginActor();
  const size = kiosk ? '2xl' : 'lg';
  const closeSuccess = () => actorRef.send({ type: 'login.successClosed' });
  const closeNotice = () => actorRef.send({ type: 'login.noticeClosed' });
  const cancel = () => actorRef.send({ type: 'login.cancelled' });
  const retry = () => actorRef.send({ type: 'login.retried' });
  const detail =
    view.serverMessage ??
    (view.messageKey && view.messageKey !== 'auth.failed'
      ? t(view.messageKey, { ns: ['login', 'face'] })
      : null);

  return (
    <>
      <ResultDialog
        open={view.successOpen}
        title={tFace('result.success')}
        icon={<CircleCheck aria-hidden size={56} color="var(--chakra-colors-green-600)" />}
        action={
          <Button colorPalette="blue" size={size} onClick={closeSuccess}>
            {tFace('result.continue')}
          </Button>
        }
        onClose={closeSuccess}
        closeLabel={t('dialog.close')}
      />
      <ResultDialog
        open={view.errorOpen}
        title={tFace('result.error')}
        icon={<CircleAlert aria-hidden size={56} color="var(--chakra-colors-red-600)" />}
        action={
          <Button colorPalette="blue" size={size} onClick={retry}>
            {tFace('result.retry')}
          </Button>
        }
        onClose={cancel}
        closeLabel={t('dialog.close')}
      >
        {detail && <Text color="fg.muted">{detail}</Text>}
      </ResultDialog>
      <ResultDialog
        open={view.technicalWorkOpen}
        title={tFace('result.technicalWork')}
        icon={<Wrench aria-hidden size={56} />}
        action={
          <Button size={size} onClick={closeNotice}>
            {tFace('result.close')}
          </Button>
        }
        onClose={closeNotice}
        closeLabel={t('dialog.close')}
      >
        <Text color="fg.muted">{tFace('result.technicalWorkText')}</Text>
      </ResultDialog>
    </>
  );
}
