import { Alert, Button, EmptyState, HStack, Spinner, Text } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A list of acts' wait, failure (with a retry when the list's machine takes one) and empty state: the
 * browser's lists (my acts, the notary's queue) and the kiosk's cards, larger on the kiosk's screen.
 */
export function ActListStatus({
  view,
  text,
  onRetry,
  large = false,
}: {
  view: { waiting: boolean; errorKey: string | null; canRetry: boolean; empty: boolean };
  text: { loading: string; error: string; empty: string; emptyHint?: string | undefined };
  onRetry: () => void;
  large?: boolean;
}) {
  const { t } = useTranslation('acts');
  return (
    <>
      {view.waiting && (
        <HStack py={large ? '6' : '10'} justify="center" gap="3" role="status">
          <Spinner size={large ? 'lg' : 'md'} />
          <Text fontSize={large ? 'lg' : undefined}>{text.loading}</Text>
        </HStack>
      )}
      {view.errorKey && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{text.error}</Alert.Title>
          </Alert.Content>
          {view.canRetry && (
            <Button size={large ? '2xl' : 'sm'} variant="outline" onClick={onRetry}>
              {t('retry')}
            </Button>
          )}
        </Alert.Root>
      )}
      {view.empty && (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Inbox />
            </EmptyState.Indicator>
            <EmptyState.Title>{text.empty}</EmptyState.Title>
            {text.emptyHint && <EmptyState.Description>{text.emptyHint}</EmptyState.Description>}
          </EmptyState.Content>
        </EmptyState.Root>
      )}
    </>
  );
}
