import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../machines/session/local-store.schema';
import { formatCount, formatDays, monthParts } from '../../../machines/statistics/format';
import {
  type PeriodChoiceId,
  periodChoices,
  type StatisticsPeriod,
} from '../../../machines/statistics/period';
import { type StatisticsData, statisticsMachine } from '../../../machines/statistics/statistics.machine';
import { selectStatistics } from '../../../machines/statistics/statistics.select';
import { usePageMachine } from '../../app-actor/use-page-machine';
import { Fact, FactList } from '../../components/fact-list';
import { OptionSelect } from '../../components/option-select';
import { PageHeading, PageSection } from '../../components/page-heading';
import { ProgressBar } from '../../components/progress-bar';
import { Staged } from '../../components/staged';
import { WhenNear } from '../../components/when-near';
import { chartHeight } from './chart-height';
import { statisticsActors } from './statistics.actors';
import type { ChartRow } from './statistics-chart';
import { StatisticsTable, type TableRow } from './statistics-tables';

// recharts arrives with the first chart, after the numbers and their tables (decision 053), and only
// when a chart comes near the viewport: drawing the four at once was the page's long task (decision 103).
const StatisticsChart = lazy(() => import('./statistics-chart'));

const localeOf = (language: string): Locale => (language === 'uz' || language === 'ru' ? language : 'oz');

const samePeriod = (a: StatisticsPeriod, b: StatisticsPeriod) => a.from === b.from && a.to === b.to;

interface Series {
  id: 'months' | 'types' | 'regions' | 'registrationTypes';
  /** Long labels: the chart's bars run across. */
  across: boolean;
  columns: string[];
  rows: TableRow[];
  chart: ChartRow[];
}

/** A yyyy-mm month in the page's language: "Mart 2026", or "Mar 26" short. */
function useMonthLabel() {
  const { t } = useTranslation('statistics');
  return (month: string, short = false) => {
    const parts = monthParts(month);
    return t('monthYear', {
      month: t(`${short ? 'monthsShort' : 'months'}.${parts.month}`),
      year: short ? parts.year.slice(2) : parts.year,
    });
  };
}

/** A period in the page's language: "Dekabr 2025 – Noyabr 2026". */
function usePeriodLabel() {
  const { t } = useTranslation('statistics');
  const monthLabel = useMonthLabel();
  return (period: StatisticsPeriod) =>
    t('period.range', { from: monthLabel(period.from), to: monthLabel(period.to) });
}

type SeriesId = Series['id'];

/** The page's series, in its order. */
const seriesIds: readonly SeriesId[] = ['months', 'types', 'regions', 'registrationTypes'];

/**
 * One series of an answer, labelled in the page's language. Each section works out its own series as
 * its stage renders: a hundred and fifty translations for the four at once made the numbers' first
 * stage one of the page's long tasks (decision 109).
 */
function useSeries(id: SeriesId, data: StatisticsData): Series {
  const { t, i18n } = useTranslation(['statistics', 'actTypes']);
  const locale = localeOf(i18n.language);
  const count = (n: number) => formatCount(n, locale);
  const monthLabel = useMonthLabel();
  /** A series of long labels (bars across), its table saying what its chart draws. */
  const acrossSeries = (column: string, chart: ChartRow[]): Series => ({
    id,
    across: true,
    columns: [t(`columns.${column}`), t('columns.count')],
    rows: chart.map((bar) => ({ key: bar.key, label: bar.label, cells: [count(bar.count)] })),
    chart,
  });
  switch (id) {
    case 'months': {
      return {
        id,
        across: false,
        columns: [t('columns.month'), t('columns.count'), t('columns.averageDays')],
        rows: data.months.map((m) => ({
          key: m.month,
          label: monthLabel(m.month),
          cells: [
            count(m.count),
            m.averageDays === null ? t('summary.none') : formatDays(m.averageDays, locale),
          ],
        })),
        chart: data.months.map((m) => ({ key: m.month, label: monthLabel(m.month, true), count: m.count })),
      };
    }
    case 'types':
      return acrossSeries(
        'type',
        data.types.map((r) => ({ key: r.type, label: t(`actTypes:titles.${r.type}`), count: r.count })),
      );
    case 'regions':
      return acrossSeries(
        'region',
        data.regions.map((r) => ({ key: String(r.regionId), label: r.name[locale], count: r.count })),
      );
    case 'registrationTypes':
      return acrossSeries(
        'registrationType',
        data.registrationTypes.map((r) => ({
          key: r.registrationType,
          label: t(`registrationTypes.${r.registrationType}`),
          count: r.count,
        })),
      );
  }
}

/** A series' section: its chart, drawn when it comes near the viewport, and its table. */
function SeriesSection({ id, data }: { id: SeriesId; data: StatisticsData }) {
  const { t, i18n } = useTranslation('statistics');
  const locale = localeOf(i18n.language);
  const s = useSeries(id, data);
  const period = usePeriodLabel()(data);
  const title = t(`sections.${s.id}`);
  return (
    <PageSection id={`statistics-${s.id}`} title={title} gap="4">
      <WhenNear
        role="img"
        aria-label={t('chart', { title })}
        data-testid={`statistics-chart-${s.id}`}
        h={`${chartHeight(s.chart.length, s.across)}px`}
        fallback={<Spinner size="sm" />}
      >
        <StatisticsChart rows={s.chart} across={s.across} format={(n) => formatCount(n, locale)} />
      </WhenNear>
      <StatisticsTable
        caption={t(`captions.${s.id}`, { period })}
        columns={s.columns}
        rows={s.rows}
        testId={`statistics-table-${s.id}`}
      />
    </PageSection>
  );
}

function StatisticsNumbers({ data, stale }: { data: StatisticsData; stale: boolean }) {
  const { t, i18n } = useTranslation('statistics');
  const locale = localeOf(i18n.language);
  return (
    <Stack gap="8" opacity={stale ? 0.6 : 1} aria-busy={stale}>
      <PageSection id="statistics-summary" title={t('summary.title')} gap="3">
        {/* Label and number side by side; where the window is too narrow for both (a phone at 320 px,
            WCAG 1.4.10) the number goes under its label rather than past the window's edge. */}
        <FactList data-testid="statistics-summary">
          <Fact wrap label={t('summary.total')} valueTestId="statistics-total">
            {formatCount(data.total, locale)}
          </Fact>
          <Fact wrap label={t('summary.averageDays')} valueTestId="statistics-average">
            {data.averageDays === null
              ? t('summary.none')
              : t('summary.days', { value: formatDays(data.averageDays, locale) })}
          </Fact>
        </FactList>
      </PageSection>
      {seriesIds.map((id) => (
        <Staged key={id}>
          <SeriesSection id={id} data={data} />
        </Staged>
      ))}
    </Stack>
  );
}

/**
 * `/statistics` (specification section 2, issue 12): the acts registered in a period, by month,
 * type, region and registration type, with the average days from creation to registration; each
 * series as a chart and as a table of the same numbers. Its modes are machines/statistics.
 */
export default function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const [choices] = useState(() => periodChoices(new Date()));
  const actor = usePageMachine(
    ({ client }) => statisticsMachine.provide({ actors: statisticsActors(client) }),
    {
      input: { period: choices[0]!.period },
    },
  );
  const view = useSelector(actor, selectStatistics);
  const periodLabel = usePeriodLabel();
  const chosen = choices.find((c) => samePeriod(c.period, view.period))?.id ?? choices[0]!.id;
  const year = (id: PeriodChoiceId) => choices.find((c) => c.id === id)!.period.from.slice(0, 4);
  return (
    <Stack gap="6">
      <ProgressBar active={view.busy} />
      <PageHeading title={t('title')} intro={t('intro')} variant="page" />
      {/* A plain label, not Chakra's Field: Field would become a chunk of its own shared with the
          kiosk login's form, one more script on the budgeted first pages (decision 029). */}
      <Stack gap="1.5" maxW="sm">
        <Text asChild textStyle="sm" fontWeight="medium">
          <label htmlFor="statistics-period">{t('period.label')}</label>
        </Text>
        <OptionSelect
          field={{
            id: 'statistics-period',
            'aria-describedby': 'statistics-period-range',
            value: chosen,
            onChange: (event) => {
              const choice = choices.find((c) => c.id === event.currentTarget.value);
              if (choice) actor.send({ type: 'period.chosen', period: choice.period });
            },
          }}
          options={choices.map((c) => ({ value: c.id, label: t(`period.${c.id}`, { year: year(c.id) }) }))}
        />
        <Text id="statistics-period-range" textStyle="xs" color="fg.muted">
          {periodLabel(view.period)}
        </Text>
      </Stack>
      {view.busy && view.data === null && (
        <HStack role="status" data-testid="statistics-loading">
          <Spinner size="sm" />
          <Text>{t('loading')}</Text>
        </HStack>
      )}
      {view.stale && (
        <Text role="status" color="fg.muted">
          {t('stale')}
        </Text>
      )}
      {view.failed && (
        <Alert.Root status="error" role="alert" data-testid="statistics-failure">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('failure.title')}</Alert.Title>
            <Alert.Description>{view.failureMessage ?? t('failure.unavailable')}</Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            variant="outline"
            alignSelf="center"
            onClick={() => actor.send({ type: 'retry' })}
          >
            {t('failure.retry')}
          </Button>
        </Alert.Root>
      )}
      {view.empty && <Text role="status">{t('empty')}</Text>}
      {view.data && !view.failed && <StatisticsNumbers data={view.data} stale={view.stale} />}
    </Stack>
  );
}
