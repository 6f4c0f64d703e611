import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDialogTitle } from './dialog-title';

/**
 * A modal dialog in the portal's frame: centred over a backdrop, a titled header, the body, an
 * optional footer of actions and a close button in the corner. Escape, a click outside and the close
 * button all ask `onClose`; while `closable` is false (a call is under way, a choice is required)
 * they do nothing and the close button is disabled.
 */
export function ModalDialog({
  open = true,
  onClose,
  closable = true,
  title,
  closeLabel,
  closeSize = 'sm',
  footer,
  children,
  rootProps,
  contentProps,
  bodyProps,
  footerProps,
}: {
  open?: boolean;
  onClose: () => void;
  closable?: boolean;
  title: ReactNode;
  /** The close button's accessible name; without it the dialog has no close button. */
  closeLabel?: string;
  closeSize?: 'sm' | 'md';
  footer?: ReactNode;
  children: ReactNode;
  rootProps?: Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children'>;
  contentProps?: Dialog.ContentProps;
  bodyProps?: Dialog.BodyProps;
  footerProps?: Dialog.FooterProps;
}) {
  const titled = useDialogTitle();
  return (
    <Dialog.Root
      ids={titled.ids}
      open={open}
      onOpenChange={(details) => !details.open && closable && onClose()}
      placement="center"
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...titled.contentProps} {...contentProps}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size={closeSize} aria-label={closeLabel} disabled={!closable} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
