import {
  Alert,
  Badge,
  Box,
  Button,
  ButtonGroup,
  Collapsible,
  EmptyState,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  Pagination,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, FilePlus2, Filter, Inbox, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type UseQueryExecute, useQuery } from 'urql';
import { actStateNames, actSteps } from '../../../machines/act/act.machine';
import { localizedText } from '../../../machines/text/locales';

import { CellNote, DataTable } from '../../components/data-table';

import { type Option, OptionSelect } from '../../components/option-select';

import { RouterLink } from '../../components/router-link';

import { type FragmentType, useFragment } from '../../gql';

import type { ActListFilter, ActListItemFieldsFragment, ActListTab, ActState } from '../../gql/graphql';
import {
  type ActFilterValues,
  actHref,
  activeFilterCount,
  emptyActFilter,
  formatDate,
  formatDateTime,
  stateOfStep,
  toActListFilter,
} from './act-format';
import { ActFilterReferenceQuery, ActListItemFragment, MyActsQuery } from './acts.documents';

const pageSize = 20;
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

function FilterPanel({ onApply }: { onApply: (filter: ActListFilter) => void }) {
  const { t, i18n } = useTranslation('acts');
  const [{ data: reference }] = useQuery({ query: ActFilterReferenceQuery });
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
            (reference?.notaryOffices ?? []).map((office) => ({
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
            (reference?.actTypes ?? []).map((type) => ({
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

/** One tab's table: fetches its page, shows the wait, the error and the empty list. */
export function ActListResults({ tab, filter }: { tab: ActListTab; filter: ActListFilter }) {
  const { t } = useTranslation('acts');
  const [page, setPage] = useState(1);
  const [filterSeen, setFilterSeen] = useState(filter);
  // A new filter starts again from the first page.
  if (filterSeen !== filter) {
    setFilterSeen(filter);
    setPage(1);
  }
  const [{ data, fetching, error }, refetch] = useQuery({
    query: MyActsQuery,
    variables: { tab, filter, page, size: pageSize },
  });
  return (
    <ActResults
      list={data?.myActs}
      fetching={fetching}
      error={error}
      refetch={refetch}
      page={page}
      onPage={setPage}
      text={{
        loading: t('list.loading'),
        error: t('list.error'),
        empty: t(tab === 'AWAITING' ? 'list.emptyAwaiting' : 'list.empty'),
        emptyHint: activeFilterCount(filter) > 0 ? t('list.emptyFiltered') : undefined,
      }}
    />
  );
}

/**
 * One page of a list query's acts, as the query stands: the wait for its first answer, its error
 * with a retry, the empty list, or the table with the total and the pages (busy while it refetches).
 */
export function ActResults({
  list,
  fetching,
  error,
  refetch,
  page,
  onPage,
  text,
}: {
  /** The query's page of acts; undefined until it has answered once. */
  list: { items: readonly FragmentType<typeof ActListItemFragment>[]; total: number } | undefined;
  fetching: boolean;
  error: unknown;
  refetch: UseQueryExecute;
  page: number;
  onPage: (page: number) => void;
  text: { loading: string; error: string; empty: string; emptyHint?: string };
}) {
  const { t } = useTranslation('acts');
  const items = useFragment(ActListItemFragment, list?.items ?? []);
  const received = list !== undefined;
  if (!received && fetching)
    return (
      <HStack py="10" justify="center" gap="3" role="status">
        <Spinner size="md" />
        <Text>{text.loading}</Text>
      </HStack>
    );
  if (error && !received)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{text.error}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {t('retry')}
        </Button>
      </Alert.Root>
    );
  if (!list) return null;
  if (items.length === 0)
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <Inbox />
          </EmptyState.Indicator>
          <EmptyState.Title>{text.empty}</EmptyState.Title>
          {text.emptyHint && <EmptyState.Description>{text.emptyHint}</EmptyState.Description>}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  return (
    <Stack gap="4" aria-busy={fetching}>
      <ActTable items={items} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm">
          {t('list.total', { count: list.total })}
        </Text>
        <ActPagination total={list.total} page={page} onPage={onPage} />
      </HStack>
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
  if (total <= pageSize) return null;
  return (
    <Pagination.Root
      count={total}
      pageSize={pageSize}
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
  const [tab, setTab] = useState<ActListTab>('IN_PROCESS');
  const [filter, setFilter] = useState<ActListFilter>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const count = activeFilterCount(filter);
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
      <Collapsible.Root open={filtersOpen} onOpenChange={(details) => setFiltersOpen(details.open)}>
        <Collapsible.Trigger asChild>
          <Button variant="outline" size="sm">
            <Filter aria-hidden />
            {t('filters.title')}
            {count > 0 && (
              <Badge colorPalette="blue" variant="solid">
                {count}
              </Badge>
            )}
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box pt="3">
            <FilterPanel onApply={setFilter} />
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as ActListTab)}
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="IN_PROCESS">{t('tabs.inProcess')}</Tabs.Trigger>
          <Tabs.Trigger value="AWAITING">{t('tabs.awaiting')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="IN_PROCESS">
          <ActListResults tab="IN_PROCESS" filter={filter} />
        </Tabs.Content>
        <Tabs.Content value="AWAITING">
          <ActListResults tab="AWAITING" filter={filter} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
