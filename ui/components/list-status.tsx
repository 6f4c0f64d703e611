import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';

/** What the status reads of a filtered list's view (machines/paging/filtered-list.select.ts). */
export interface ListStatusView {
  busy: boolean;
  errorKey: string | null;
  canRetry: boolean;
}

/**
 * A filtered list's wait and failure: a spinner while the first answer loads (`loaded` false), and the
 * error of the last load with a retry when the machine takes one. Texts from the page's namespace:
 * `loading`, `retry` and the error key itself.
 */
export function ListStatus({
  view,
  loaded,
  t,
  onRetry,
}: {
  view: ListStatusView;
  loaded: boolean;
  t: TFunction;
  onRetry: () => void;
}) {
  return (
    <>
      {view.busy && !loaded && <Spinner role="img" aria-label={t('loading')} />}
      {view.errorKey && (
        <HStack>
          <Text color="fg.error">{t(view.errorKey)}</Text>
          {view.canRetry && (
            <Button size="sm" onClick={onRetry}>
              {t('retry')}
            </Button>
          )}
        </HStack>
      )}
    </>
  );
}
