import { AspectRatio } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/modal-dialog';

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
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('video.title')}
      closeLabel={t('dialog.close')}
      contentProps={{ maxW: { base: '90vw', md: '3xl' }, w: { base: '90vw', md: '3xl' } }}
      bodyProps={{ pb: '6' }}
    >
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
    </ModalDialog>
  );
}
