import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * What went wrong on an equeue list (/equeue, the notary's day): the list could not be loaded (with
 * a retry when the machine takes one), and the last action refused (the ministry's message, else the
 * generic one).
 */
export function ListAlerts({
  errorKey,
  onRetry,
  actionError,
}: {
  errorKey: string | null;
  onRetry: (() => void) | null;
  actionError: { message: string | null } | null;
}) {
  const { t } = useTranslation('equeue');
  return (
    <>
      {errorKey && (
        <HStack role="alert">
          <Text color="fg.error">{t(errorKey)}</Text>
          {onRetry && (
            <Button size="sm" onClick={onRetry}>
              {t('retry')}
            </Button>
          )}
        </HStack>
      )}
      {actionError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{actionError.message ?? t('actionError')}</Alert.Title>
        </Alert.Root>
      )}
    </>
  );
}
