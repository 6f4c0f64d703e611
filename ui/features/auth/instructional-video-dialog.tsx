import { AspectRatio, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The embedded instructional video (section 2): autoplay, close icon, 16:9, 90% wide on mobile. */
export function InstructionalVideoDialog({
  url,
  open,
  onClose,
}: {
  url: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('login');
  const src = `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ base: '90vw', md: '3xl' }} w={{ base: '90vw', md: '3xl' }}>
            <Dialog.Header>
              <Dialog.Title>{t('video.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <AspectRatio ratio={16 / 9}>
                {open ? (
                  <iframe
                    src={src}
                    title={t('video.title')}
                    allow="autoplay; encrypted-media; picture-in-picture"
                    allowFullScreen
                    style={{ border: 0 }}
                  />
                ) : (
                  <span />
                )}
              </AspectRatio>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
