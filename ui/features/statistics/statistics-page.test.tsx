// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import actTypes from '../../../locales/oz/actTypes.json';
import statistics from '../../../locales/oz/statistics.json';
import { lastMonths, monthsOf, type StatisticsPeriod } from '../../../machines/statistics/period';
import { TestAppActor } from '../../app-actor/app-actor.fixtures';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import StatisticsPage from './statistics-page';

// The chart (recharts) is the e2e spec's business: here it is a list of its rows' numbers.
vi.mock('./statistics-chart', () => ({
  default: ({ rows }: { rows: { key: string; count: number }[] }) => (
    <ul data-testid="chart">
      {rows.map((r) => (
        <li key={r.key}>{r.count}</li>
      ))}
    </ul>
  ),
}));

setUpComponentTests({ statistics, actTypes });

function answer(period: StatisticsPeriod) {
  const months = monthsOf(period).map((month) => ({ month, count: 0, averageDays: null as number | null }));
  months[months.length - 1] = { month: period.to, count: 1234, averageDays: 2.5 };
  return {
    actStatistics: {
      ...period,
      total: 1234,
      averageDays: 2.5,
      months,
      types: [
        { type: 'vehicleSale', count: 1200 },
        { type: 'translation', count: 34 },
      ],
      regions: [
        {
          regionId: 1726,
          name: { oz: 'Toshkent shahri', uz: 'Тошкент шаҳри', ru: 'город Ташкент' },
          count: 1234,
        },
      ],
      registrationTypes: [
        { registrationType: 'inPerson', count: 1000 },
        { registrationType: 'video', count: 234 },
      ],
    },
  };
}

/** A client whose answers the test gives in order; each query's variables are kept. */
function client(results: Array<(variables: StatisticsPeriod) => unknown>) {
  const asked: StatisticsPeriod[] = [];
  const query = vi.fn((_document: unknown, variables: StatisticsPeriod) => {
    asked.push(variables);
    const result = results.shift()?.(variables) ?? new Promise(() => {});
    return { toPromise: () => Promise.resolve(result) };
  });
  return { asked, query };
}

const table = (section: string) => within(screen.getByRole('region', { name: section })).getByRole('table');

describe('the statistics page', () => {
  it('says the ministry is unavailable, and on retry shows the numbers grouped, in tables with captions', async () => {
    const unavailable = { error: { graphQLErrors: [], networkError: new Error('Failed to fetch') } };
    const fake = client([() => unavailable, (variables) => ({ data: answer(variables) })]);
    renderWithProviders(
      <TestAppActor>
        <StatisticsPage />
      </TestAppActor>,
      { client: { query: fake.query } },
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(statistics.failure.unavailable);
    expect(alert.textContent).not.toContain('Failed to fetch');
    fireEvent.click(within(alert).getByRole('button', { name: statistics.failure.retry }));

    await waitFor(() => expect(screen.getByTestId('statistics-total').textContent).toBe('1 234'));
    expect(fake.asked).toEqual([lastMonths(new Date()), lastMonths(new Date())]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('statistics-average').textContent).toBe('2,5 kun');

    const types = table(statistics.sections.types);
    expect(types.querySelector('caption')?.textContent).toMatch(/^Turlar bo‘yicha/);
    const vehicleSale = within(types).getByRole('rowheader', { name: actTypes.titles.vehicleSale });
    expect(vehicleSale.closest('tr')?.querySelector('td')?.textContent).toBe('1 200');
    const months = table(statistics.sections.months);
    const last = fake.asked[1]!.to;
    const monthName = statistics.months[String(Number(last.slice(5))) as keyof typeof statistics.months];
    const lastRow = within(months)
      .getByRole('rowheader', { name: `${monthName} ${last.slice(0, 4)}` })
      .closest('tr')!;
    expect([...lastRow.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['1 234', '2,5']);
    const registration = table(statistics.sections.registrationTypes);
    expect(
      within(registration).getByRole('rowheader', { name: statistics.registrationTypes.video }),
    ).toBeTruthy();
  });

  it('shows the ministry’s message for a refused period', async () => {
    const refused = {
      error: {
        graphQLErrors: [{ message: 'Davr 36 oydan oshmasligi kerak', extensions: { code: 'BAD_REQUEST' } }],
      },
    };
    renderWithProviders(
      <TestAppActor>
        <StatisticsPage />
      </TestAppActor>,
      { client: { query: client([() => refused]).query } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Davr 36 oydan oshmasligi kerak');
  });

  it('asks for the period chosen and marks the numbers shown as the previous period’s meanwhile', async () => {
    const fake = client([(variables) => ({ data: answer(variables) })]);
    renderWithProviders(
      <TestAppActor>
        <StatisticsPage />
      </TestAppActor>,
      { client: { query: fake.query } },
    );
    await screen.findByTestId('statistics-total');
    fireEvent.change(screen.getByRole('combobox', { name: statistics.period.label }), {
      target: { value: 'last24' },
    });
    await waitFor(() => expect(fake.asked).toHaveLength(2));
    expect(fake.asked[1]).toEqual(lastMonths(new Date(), 24));
    expect(screen.getByText(statistics.stale)).toBeTruthy();
    expect(screen.getByTestId('statistics-total').textContent).toBe('1 234');
  });

  it('draws a chart only once it comes near the viewport, in a box as high as the chart', async () => {
    // The browser's IntersectionObserver, told by the test which boxes the reader has scrolled near.
    const observed: Array<{ element: Element; report: (near: boolean) => void }> = [];
    class ScrollWatch {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({
          element,
          report: (near) =>
            this.callback(
              [{ target: element, isIntersecting: near } as unknown as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
        });
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', ScrollWatch);
    try {
      const fake = client([(variables) => ({ data: answer(variables) })]);
      renderWithProviders(
        <TestAppActor>
          <StatisticsPage />
        </TestAppActor>,
        { client: { query: fake.query } },
      );
      await screen.findByTestId('statistics-total');
      const months = screen.getByTestId('statistics-chart-months');
      const types = screen.getByTestId('statistics-chart-types');
      expect(months.querySelector('[data-testid="chart"]')).toBeNull();
      expect(getComputedStyle(months).height).toBe('280px');
      // Two types: two lines of 30 px and the axis.
      expect(getComputedStyle(types).height).toBe('160px');

      const watched = (element: Element) => observed.find((o) => o.element === element)!;
      act(() => watched(months).report(false));
      expect(months.querySelector('[data-testid="chart"]')).toBeNull();
      act(() => watched(months).report(true));
      await waitFor(() => expect(within(months).getByTestId('chart').textContent).toContain('1234'));
      expect(types.querySelector('[data-testid="chart"]')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
