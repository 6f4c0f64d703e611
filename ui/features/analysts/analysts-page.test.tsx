// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import analysts from '../../../locales/oz/analysts.json';
import { type StuckActsFilter, stuckActsMachine } from '../../../machines/analysts/stuck-acts.machine';
import { type ListPage, ListQueryRefused } from '../../../machines/paging/filtered-list.machine';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { StuckActsSection } from './analysts-page';

setUpComponentTests({ analysts });

const item = (rid: number, page: number) => ({
  rid,
  uuid: `5d0c0a1e-0000-4000-8000-${String(rid).padStart(12, '0')}`,
  typeId: 11962,
  officeId: 1,
  notaryId: 3,
  state: 'checking',
  step: 2,
  awaiting: ['notary'],
  since: '2026-11-14T09:00:00Z',
  hours: 240 + page,
  limitHours: 48,
});

function renderList() {
  const asked: string[] = [];
  const list = createActor(
    stuckActsMachine.provide({
      actors: {
        loadPage: fromPromise(
          async ({ input }: { input: { filter: StuckActsFilter; page: number } }): Promise<ListPage> => {
            const { office, notary, state } = input.filter;
            asked.push(`${office ?? '-'} ${notary ?? '-'} ${state ?? '-'} ${input.page}`);
            if (office === 999) throw new ListQueryRefused({ office: 'Idora topilmadi' });
            const nothing = { total: 0, page: 1, pageSize: 50, items: [], groups: [] };
            if (state === 'payment') return nothing;
            const result = {
              asOf: '2026-11-24T09:00:00Z',
              limits: [],
              total: 51,
              page: input.page,
              pageSize: 50,
              groups: [
                {
                  state: 'checking',
                  step: 2,
                  awaiting: ['notary'],
                  count: 50,
                  oldestSince: '2026-11-14T09:00:00Z',
                },
                {
                  state: 'preparation',
                  step: 1,
                  awaiting: ['applicant'],
                  count: 1,
                  oldestSince: '2026-11-01T09:00:00Z',
                },
              ],
              items: [item(input.page === 1 ? 1042 : 2042, input.page)],
            };
            return result;
          },
        ),
      },
    }),
    { input: {} },
  ).start();
  renderWithProviders(<StuckActsSection list={list} />, {
    location: memoryLocation({ path: '/analysts' }),
  });
  return { list, asked };
}

describe('the stuck acts list', () => {
  it('groups by step and by who must act with counts, links each act, and pages', async () => {
    const { asked } = renderList();
    const link = await screen.findByRole('link', { name: '№ 1042' });
    expect(link.getAttribute('href')).toBe('/analysts/acts/5d0c0a1e-0000-4000-8000-000000001042');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('2-bosqich: Notarius tekshiruvi')).toBeTruthy();
    expect(within(row).getByText('Notarius')).toBeTruthy();
    expect(within(row).getByText('241 soat (48 soat muddat)')).toBeTruthy();
    const groups = screen.getAllByRole('row').map((r) => r.textContent ?? '');
    expect(groups.some((text) => text.startsWith('2-bosqich: Notarius tekshiruviNotarius50 ta'))).toBe(true);
    expect(groups.some((text) => text.startsWith('1-bosqich: TayyorlashArizachi1 ta'))).toBe(true);
    expect(screen.getByText('1 / 2 sahifa')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    expect(await screen.findByRole('link', { name: '№ 2042' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Keyingi' }) as HTMLButtonElement).disabled).toBe(true);
    expect(asked).toEqual(['- - - 1', '- - - 2']);
  });

  it('filters by office, notary and step, and shows the ministry’s message for a refused filter', async () => {
    const { asked } = renderList();
    await screen.findByRole('link', { name: '№ 1042' });
    fireEvent.input(screen.getByRole('textbox', { name: 'Notarius raqami' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Bosqich' }), { target: { value: 'payment' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ko‘rsatish' }));
    expect(await screen.findByText('To‘xtab qolgan harakat yo‘q.')).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Idora raqami' }), { target: { value: '999' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Bosqich' }), { target: { value: '' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Ko‘rsatish' }));
    });
    expect(await screen.findByText('Idora topilmadi')).toBeTruthy();
    expect(asked).toEqual(['- - - 1', '- 3 payment 1', '999 3 - 1']);
  });
});
