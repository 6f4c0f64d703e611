import { Badge, Button, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  type KioskActsFilter,
  type KioskActsPage,
  type KioskActsTab,
  kioskActsMachine,
  kioskActsPageSize,
  kioskActsTabs,
  kioskCard,
} from '../../../machines/kiosk-acts/kiosk-acts.machine';
import { type KioskActsView, selectKioskActs } from '../../../machines/kiosk-acts/kiosk-acts.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { PageHeading } from '../../components/page-heading';
import { RouterLink } from '../../components/router-link';
import { useFragment as readFragment } from '../../gql';
import type { ActListItemFieldsFragment } from '../../gql/graphql';
import { firstErrorReport, type PortalOperationContext } from '../../graphql/client';
import { formatDate, kioskActHref } from './act-format';
import { ActListStatus } from './act-list-status';
import { ActListItemFragment, KioskMyActsQuery } from './acts.documents';

type Card = ActListItemFieldsFragment & { awaitingMe: boolean | null };

// The page shows its own failure with a retry; an expired session is still the error policy's.
const silent: PortalOperationContext & { requestPolicy: 'network-only' } = {
  silent: true,
  requestPolicy: 'network-only',
};

const tabLabel: Record<KioskActsTab, string> = { IN_PROCESS: 'tabs.inProcess', AWAITING: 'tabs.awaiting' };

/** One act as a large card: what it is, where it stands and what the person is to do next. */
function ActCard({ item }: { item: Card }) {
  const { t } = useTranslation('acts');
  const { next, tone, step } = kioskCard(item);
  const title = item.regnum ?? t('list.noRegnum', { rid: item.rid });
  return (
    <RouterLink
      href={kioskActHref(item)}
      display="block"
      minH="12"
      p="5"
      borderWidth="2px"
      borderRadius="l3"
      borderColor={item.awaitingMe ? 'blue.solid' : 'border'}
      bg="bg.panel"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'bg.subtle', textDecoration: 'none' }}
    >
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {item.type.name}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <Badge size="lg" colorPalette={tone}>
            {t(`states.${item.state}`)}
          </Badge>
          {step !== null && <Text color="fg.muted">{t('list.stepOf', { step })}</Text>}
        </HStack>
        <Text fontSize="lg" fontWeight={item.awaitingMe ? 'bold' : 'normal'} data-next={next}>
          {t(`kioskActs.next.${next}`)}
        </Text>
        <Text color="fg.muted">
          {item.office.name}
          {item.visitdate
            ? ` · ${t('kioskActs.visit', { date: formatDate(item.visitdate), time: item.visittime ?? '' })}`
            : ''}
        </Text>
      </Stack>
    </RouterLink>
  );
}

/** The tab's wait, failure with a retry, empty list, or cards with the pager. */
function Results({
  view,
  items,
  onRetry,
  onPage,
}: {
  view: KioskActsView;
  items: Card[];
  onRetry: () => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('acts');
  return (
    <Stack gap="6">
      <ActListStatus
        view={{ ...view, waiting: view.busy }}
        text={{
          loading: t('list.loading'),
          error: t('list.error'),
          empty: t(view.tab === 'AWAITING' ? 'list.emptyAwaiting' : 'list.empty'),
        }}
        onRetry={onRetry}
        large
      />
      {items.length > 0 && (
        <Stack gap="4" aria-busy={view.busy}>
          {items.map((item) => (
            <ActCard key={item.uuid} item={item} />
          ))}
        </Stack>
      )}
      {view.pages > 1 && (
        <HStack justify="space-between" gap="4">
          <Button
            size="2xl"
            variant="outline"
            disabled={!view.canGoPrevious}
            onClick={() => onPage(view.page - 1)}
          >
            <ChevronLeft aria-hidden />
            {t('list.previous')}
          </Button>
          <Text fontSize="lg">{t('kioskActs.page', { page: view.page, pages: view.pages })}</Text>
          <Button
            size="2xl"
            variant="outline"
            disabled={!view.canGoNext}
            onClick={() => onPage(view.page + 1)}
          >
            {t('list.next')}
            <ChevronRight aria-hidden />
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * /kiosk/my_notarial_act (specification section 2, issue 28): the person's acts on a public kiosk, both
 * tabs of my_notarial_act, as large cards that open the act; every target at least 48 px.
 */
export default function KioskMyActsPage() {
  const { t } = useTranslation('acts');
  const list = usePageMachine(
    ({ client, report }) =>
      kioskActsMachine.provide({
        actors: {
          loadPage: fromPromise(
            async ({
              input,
            }: {
              input: { filter: KioskActsFilter; page: number };
            }): Promise<KioskActsPage> => {
              const result = await client
                .query(
                  KioskMyActsQuery,
                  { tab: input.filter.tab, page: input.page, size: kioskActsPageSize },
                  silent,
                )
                .toPromise();
              if (result.data) {
                const { items, total, page, size } = result.data.myActs;
                return {
                  total,
                  page,
                  pageSize: size,
                  items: items.map((item) => ({
                    ...readFragment(ActListItemFragment, item),
                    awaitingMe: item.awaitingMe ?? null,
                  })),
                };
              }
              if (result.error) report(firstErrorReport(result.error, 'query'));
              throw result.error ?? new Error('no answer');
            },
          ),
        },
      }),
    { input: {} },
  );
  const view = useSelector(list, selectKioskActs);
  const items = (view.result?.items ?? []) as Card[];
  return (
    <Stack gap="6">
      <PageHeading variant="kiosk" title={t('list.title')} intro={t('kioskActs.intro')} />
      <Tabs.Root
        value={view.tab}
        onValueChange={(details) =>
          list.send({ type: 'list.filtered', filter: { tab: details.value as KioskActsTab } })
        }
        variant="enclosed"
        size="lg"
      >
        <Tabs.List>
          {kioskActsTabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} minH="12" fontSize="lg">
              {t(tabLabel[tab])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {kioskActsTabs.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            {tab === view.tab && (
              <Results
                view={view}
                items={items}
                onRetry={() => list.send({ type: 'list.retried' })}
                onPage={(page) => list.send({ type: 'list.pageChosen', page })}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
