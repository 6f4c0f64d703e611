import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeQueuedToasts } from './toast-queue';
// Its components' Chakra recipes are not in the first pages' system (decision 029).
import '../theme/more-recipes';

const chakraToaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

/** Shows the toasts; loaded by ./toaster.tsx with the first toast (decision 029). */
export function ToasterRegion() {
  const { t } = useTranslation('common');
  // A toast created in the effects of the commit that mounts Chakra's toast group reaches its store
  // but is never rendered (seen with Chakra 3.37: the group's machine is starting then), so the
  // toasts that waited for this region are created one task later. Later toasts go straight in.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop = takeQueuedToasts((options) => chakraToaster.create(options));
    }, 0);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={chakraToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('toast.close')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
