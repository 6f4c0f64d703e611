import { Alert, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { hasNotaryRole } from '../../../machines/session/session.types';
import { PageHeading } from '../../components/page-heading';
import { TodayQueue } from '../equeue';
import { useSessionView } from '../session';
import { stateOfStep } from './act-format';
import { NotaryQueueQuery } from './acts.documents';
import { ActResults } from './my-acts-page';

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
  return (
    <ActResults
      list={data?.notaryQueue}
      fetching={fetching}
      error={error}
      refetch={refetch}
      page={page}
      onPage={setPage}
      text={{ loading: t('notary.loading'), error: t('notary.error'), empty: t('notary.empty') }}
    />
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
      <TodayQueue />
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
