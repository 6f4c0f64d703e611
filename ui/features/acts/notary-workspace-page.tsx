import { Alert, Stack, Tabs } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { notaryQueueMachine, queueSteps } from '../../../machines/act-lists/act-lists.machine';
import { notaryQueueIntents, selectNotaryQueue } from '../../../machines/act-lists/act-lists.select';
import { hasNotaryRole } from '../../../machines/session/session.types';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { PageHeading } from '../../components/page-heading';
import { TodayQueue } from '../equeue';
import { useSessionView } from '../session';
import { stateOfStep } from './act-format';
import { actListsActors } from './act-lists.actors';
import { ActResults } from './my-acts-page';

const allSteps = 'all';
const tabOf = (step: number | null) => (step === null ? allSteps : String(step));
const stepOf = (tab: string) => (tab === allSteps ? null : Number(tab));

/** The notary's queue by step, a page at a time; `step` is the tab it opens on (null: every step). */
export function NotaryQueue({ step = null }: { step?: number | null }) {
  const { t } = useTranslation('acts');
  const list = usePageMachine(
    ({ client, report }) =>
      notaryQueueMachine.provide({ actors: { loadPage: actListsActors(client, report).notaryQueuePage } }),
    { input: { filter: { step } } },
  );
  const view = useSelector(list, selectNotaryQueue);
  const intents = notaryQueueIntents(list);
  const shown = tabOf(view.step);
  return (
    <Tabs.Root
      value={shown}
      onValueChange={(details) => intents.chooseStep(stepOf(details.value))}
      variant="enclosed"
    >
      <Tabs.List flexWrap="wrap" aria-label={t('notary.step')}>
        <Tabs.Trigger value={allSteps} whiteSpace="nowrap">
          {t('notary.allSteps')}
        </Tabs.Trigger>
        {queueSteps.map((step) => (
          <Tabs.Trigger key={step} value={String(step)} whiteSpace="nowrap">
            {`${step}. ${t(`states.${stateOfStep(step)}`)}`}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {[null, ...queueSteps].map((step) => (
        <Tabs.Content key={tabOf(step)} value={tabOf(step)}>
          {tabOf(step) === shown && (
            <ActResults
              view={view}
              onRetry={intents.retry}
              onPage={intents.choosePage}
              text={{ loading: t('notary.loading'), error: t('notary.error'), empty: t('notary.empty') }}
            />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** /notary_workspace: the notary's queue by step; each row opens the act, where the notary acts. */
export default function NotaryWorkspacePage() {
  const { t } = useTranslation('acts');
  const session = useSessionView();
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
      <NotaryQueue />
    </Stack>
  );
}
