import {
  Alert,
  Badge,
  Box,
  Button,
  ButtonGroup,
  Collapsible,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { ChevronLeft, ChevronRight, FilePlus2, Filter, RotateCcw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { actStateNames, actSteps } from '../../../machines/act/act.machine';
import {
  type ActFilterReference,
  actFiltersMachine,
  actListPageSize,
  type MyActsTab,
  myActsMachine,
  myActsTabs,
} from '../../../machines/act-lists/act-lists.machine';
import {
  type ActListView,
  actFiltersIntents,
  myActsIntents,
  selectActFilters,
  selectMyActs,
} from '../../../machines/act-lists/act-lists.select';
import { localizedText } from '../../../machines/text/locales';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { CellNote, DataTable } from '../../components/data-table';
import { type Option, OptionSelect } from '../../components/option-select';
import { RouterLink } from '../../components/router-link';

import type { ActListFilter, ActListItemFieldsFragment, ActState } from '../../gql/graphql';
import {
  type ActFilterValues,
  actHref,
  emptyActFilter,
  formatDate,
  formatDateTime,
  stateOfStep,
  toActListFilter,
} from './act-format';
import { ActListStatus } from './act-list-status';
import { actListsActors } from './act-lists.actors';

const steps = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const systems = [2, 3, 4];

/** The state column: the state's name, with the step's number inside the nine steps. */
export function ActStateCell({ state, step }: { state: ActState; step: number }) {
  const { t } = useTranslation('acts');
  const inSteps = actSteps[state] !== null;
  return (
    <Stack gap="0">
      <Text>{t(`states.${state}`)}</Text>
      {inSteps && <CellNote>{t('list.stepOf', { step })}</CellNote>}
    </Stack>
  );
}

function ActTable({ items }: { items: readonly ActListItemFieldsFragment[] }) {
  const { t } = useTranslation('acts');
  return (
    <DataTable
      interactive
      columns={[
        t('list.columns.regnum'),
        t('list.columns.type'),
        t('list.columns.state'),
        t('list.columns.office'),
        t('list.columns.visit'),
        t('list.columns.created'),
      ]}
    >
      {items.map((item) => (
        <Table.Row key={item.uuid}>
          <Table.Cell>
            <RouterLink href={actHref(item)} colorPalette="blue" fontWeight="semibold">
              {item.regnum ?? t('list.noRegnum', { rid: item.rid })}
            </RouterLink>
            {item.regdate && <CellNote>{formatDate(item.regdate)}</CellNote>}
          </Table.Cell>
          <Table.Cell>
            <Text>{item.type.name}</Text>
            <CellNote>{t(`regtypes.${item.regtype}`)}</CellNote>
          </Table.Cell>
          <Table.Cell>
            <ActStateCell state={item.state} step={item.step} />
          </Table.Cell>
          <Table.Cell>{item.office.name}</Table.Cell>
          <Table.Cell>
            {item.visitdate ? `${formatDate(item.visitdate)} ${item.visittime ?? ''}` : '—'}
          </Table.Cell>
          <Table.Cell>{formatDateTime(item.instime)}</Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}

function FilterPanel({
  reference,
  referenceFailed,
  onRetryReference,
  onApply,
}: {
  reference: ActFilterReference;
  /** The selects' choices could not be loaded: they offer none until asked again. */
  referenceFailed: boolean;
  onRetryReference: () => void;
  onApply: (filter: ActListFilter) => void;
}) {
  const { t, i18n } = useTranslation('acts');
  const { register, handleSubmit, reset, watch } = useForm<ActFilterValues>({
    defaultValues: emptyActFilter,
  });
  const visitDate = watch('visitDate');
  const select = (name: keyof ActFilterValues, label: string, options: Option[]) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionSelect size="sm" field={register(name)} empty={t('filters.any')} options={options} />
    </Field.Root>
  );
  const input = (name: keyof ActFilterValues, label: string, type = 'text', disabled = false) => (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type={type} autoComplete="off" {...register(name)} />
    </Field.Root>
  );
  return (
    <form
      noValidate
      aria-label={t('filters.title')}
      onSubmit={handleSubmit((values) => onApply(toActListFilter(values)))}
    >
      <Stack gap="4" p="4" borderWidth="1px" borderRadius="l2" bg="bg.subtle">
        {referenceFailed && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('filters.referenceError')}</Alert.Title>
            <Button type="button" size="sm" variant="outline" onClick={onRetryReference}>
              {t('retry')}
            </Button>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
          {input('dateFrom', t('filters.dateFrom'), 'date')}
          {input('dateTo', t('filters.dateTo'), 'date')}
          {select(
            'state',
            t('filters.state'),
            actStateNames.map((state) => ({ value: state, label: t(`states.${state}`) })),
          )}
          {select(
            'step',
            t('filters.step'),
            steps.map((step) => ({
              value: String(step),
              label: `${step}. ${t(`states.${stateOfStep(step)}`)}`,
            })),
          )}
          {input('regnum', t('filters.regnum'))}
          {input('regdate', t('filters.regdate'), 'date')}
          {input('visitDate', t('filters.visitDate'), 'date')}
          {input('visitTime', t('filters.visitTime'), 'time', !visitDate)}
          {select(
            'regtype',
            t('filters.regtype'),
            ['1', '2'].map((value) => ({ value, label: t(`regtypes.${value}`) })),
          )}
          {select(
            'office',
            t('filters.office'),
            reference.offices.map((office) => ({
              value: String(office.id),
              label: localizedText(office.name, i18n.language),
            })),
          )}
          {input('notary', t('filters.notary'), 'number')}
          {select(
            'system',
            t('filters.system'),
            systems.map((system) => ({ value: String(system), label: t(`systems.${system}`) })),
          )}
          {select(
            'actType',
            t('filters.actType'),
            reference.actTypes.map((type) => ({
              value: String(type.id),
              label: localizedText(type.name, i18n.language),
            })),
          )}
        </SimpleGrid>
        <HStack gap="3" justify="flex-end">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              reset(emptyActFilter);
              onApply({});
            }}
          >
            <RotateCcw aria-hidden />
            {t('filters.reset')}
          </Button>
          <Button type="submit" colorPalette="blue" size="sm">
            <Filter aria-hidden />
            {t('filters.apply')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * One page of a list of acts, as its machine stands: the wait for its first page, its failure with a
 * retry, the empty list, or the table with the total and the pages (busy while another page loads).
 */
export function ActResults({
  view,
  onRetry,
  onPage,
  text,
}: {
  view: ActListView;
  onRetry: () => void;
  onPage: (page: number) => void;
  text: { loading: string; error: string; empty: string; emptyHint?: string };
}) {
  const { t } = useTranslation('acts');
  const list = view.result;
  const items = (list?.items ?? []) as ActListItemFieldsFragment[];
  return (
    <Stack gap="4">
      <ActListStatus view={view} text={text} onRetry={onRetry} />
      {list && items.length > 0 && (
        <Stack gap="4" aria-busy={view.busy}>
          <ActTable items={items} />
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text color="fg.muted" fontSize="sm">
              {t('list.total', { count: list.total })}
            </Text>
            <ActPagination total={list.total} page={view.page} onPage={onPage} />
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

function ActPagination({
  total,
  page,
  onPage,
}: {
  total: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('acts');
  if (total <= actListPageSize) return null;
  return (
    <Pagination.Root
      count={total}
      pageSize={actListPageSize}
      page={page}
      onPageChange={(details) => onPage(details.page)}
      aria-label={t('list.pages')}
    >
      <ButtonGroup variant="ghost" size="sm">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label={t('list.previous')}>
            <ChevronLeft />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label={t('list.next')}>
            <ChevronRight />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}

/** /my_notarial_act and /my_notarial_act/list (specification section 2, "My notarial acts"). */
export default function MyActsPage({ createHref }: { createHref: string | null }) {
  const { t } = useTranslation('acts');
  const list = usePageMachine(
    ({ client, report }) =>
      myActsMachine.provide({ actors: { loadPage: actListsActors(client, report).myActsPage } }),
    { input: {} },
  );
  const filters = usePageMachine(({ client, report }) =>
    actFiltersMachine.provide({ actors: { loadReference: actListsActors(client, report).filterReference } }),
  );
  const view = useSelector(list, selectMyActs);
  const filtersView = useSelector(filters, selectActFilters);
  const intents = myActsIntents(list);
  const filterIntents = actFiltersIntents(filters);
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t('list.title')}
        </Heading>
        {createHref && (
          <HStack gap="3" wrap="wrap" role="group" aria-label={t('list.create')}>
            <Button asChild colorPalette="blue">
              <RouterLink href={`${createHref}?type=1`} color="white" textDecoration="none">
                <FilePlus2 aria-hidden />
                {t('list.createSale')}
              </RouterLink>
            </Button>
            <Button asChild colorPalette="blue" variant="outline">
              <RouterLink href={`${createHref}?type=4`} textDecoration="none">
                <FilePlus2 aria-hidden />
                {t('list.createGift')}
              </RouterLink>
            </Button>
            <Button asChild colorPalette="blue" variant="outline">
              <RouterLink href={`${createHref}?type=1&simplified=1`} textDecoration="none">
                <FilePlus2 aria-hidden />
                {t('list.createSimplified')}
              </RouterLink>
            </Button>
          </HStack>
        )}
      </HStack>
      <Collapsible.Root
        open={filtersView.open}
        onOpenChange={(details) => filterIntents.setOpen(details.open)}
      >
        <Collapsible.Trigger asChild>
          <Button variant="outline" size="sm">
            <Filter aria-hidden />
            {t('filters.title')}
            {view.filterCount > 0 && (
              <Badge colorPalette="blue" variant="solid">
                {view.filterCount}
              </Badge>
            )}
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box pt="3">
            <FilterPanel
              reference={filtersView.reference}
              referenceFailed={filtersView.referenceFailed}
              onRetryReference={filterIntents.retryReference}
              onApply={intents.applyCriteria}
            />
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
      <Tabs.Root value={view.tab} onValueChange={(details) => intents.chooseTab(details.value as MyActsTab)}>
        <Tabs.List>
          <Tabs.Trigger value="IN_PROCESS">{t('tabs.inProcess')}</Tabs.Trigger>
          <Tabs.Trigger value="AWAITING">{t('tabs.awaiting')}</Tabs.Trigger>
        </Tabs.List>
        {myActsTabs.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            {tab === view.tab && (
              <ActResults
                view={view}
                onRetry={intents.retry}
                onPage={intents.choosePage}
                text={{
                  loading: t('list.loading'),
                  error: t('list.error'),
                  empty: t(tab === 'AWAITING' ? 'list.emptyAwaiting' : 'list.empty'),
                  emptyHint: view.filterCount > 0 ? t('list.emptyFiltered') : undefined,
                }}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
