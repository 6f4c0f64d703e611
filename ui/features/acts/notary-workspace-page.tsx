import { Alert, Button, EmptyState, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { hasNotaryRole } from '../../../machines/session/session.types';
import { PageHeading } from '../../components/page-heading';
import { useFragment } from '../../gql';
import { useSessionView } from '../session';
import { stateOfStep } from './act-format';
import { ActListItemFragment, NotaryQueueQuery } from './acts.documents';
import { ActPagination, ActTable } from './my-acts-page';

const pageSize = 20;
/** The queue holds unfinished acts: steps 1 to 8 (9 is registered). */
const queueSteps = [1, 2, 3, 4, 5, 6, 7, 8];

/** One step's page of the notary's queue; `step` null is every step. */
export function NotaryQueueResults({ step }: { step: number | null }) {
  const { t } = useTranslation('acts');
  const [page, setPage] = useState(1);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: NotaryQueueQuery,
    variables: { step, page, size: pageSize },
    requestPolicy: 'cache-and-network',
  });
  const items = useFragment(ActListItemFragment, data?.notaryQueue.items ?? []);
  if (!data && fetching)
    return (
      <HStack py="10" justify="center" gap="3" role="status">
        <Spinner size="md" />
        <Text>{t('notary.loading')}</Text>
      </HStack>
    );
  if (error && !data)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('notary.error')}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {t('retry')}
        </Button>
      </Alert.Root>
    );
  if (!data) return null;
  if (items.length === 0)
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Inbox />
          </EmptyState.Indicator>
          <EmptyState.Title>{t('notary.empty')}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Stack gap="4" aria-busy={fetching}>
      <ActTable items={items} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm">
          {t('list.total', { count: data.notaryQueue.total })}
        </Text>
        <ActPagination total={data.notaryQueue.total} page={page} onPage={setPage} />
      </HStack>
    </Stack>
  );
}

/** /notary_workspace: the notary's queue by step; each row opens the act, where the notary acts. */
export default function NotaryWorkspacePage() {
  const { t } = useTranslation('acts');
  const session = useSessionView();
  const [tab, setTab] = useState('all');
  if (!hasNotaryRole(session.user))
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('notary.notNotary')}</Alert.Title>
      </Alert.Root>
    );
  return (
    <Stack gap="6">
      <PageHeading variant="page" title={t('notary.title')} intro={t('notary.intro')} />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        variant="enclosed"
        lazyMount
        unmountOnExit
      >
        <Tabs.List flexWrap="wrap" aria-label={t('notary.step')}>
          <Tabs.Trigger value="all" whiteSpace="nowrap">
            {t('notary.allSteps')}
          </Tabs.Trigger>
          {queueSteps.map((step) => (
            <Tabs.Trigger key={step} value={String(step)} whiteSpace="nowrap">
              {`${step}. ${t(`states.${stateOfStep(step)}`)}`}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="all">
          <NotaryQueueResults step={null} />
        </Tabs.Content>
        {queueSteps.map((step) => (
          <Tabs.Content key={step} value={String(step)}>
            <NotaryQueueResults step={step} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
