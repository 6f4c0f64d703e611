// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import analysts from '../../../locales/oz/analysts.json';
import { AnalystActNotFound, analystActMachine } from '../../../machines/analysts/analyst-act.machine';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import { AnalystActSections } from './analyst-act-page';
import type { AnalystActData } from './analysts.actors';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

setUpComponentTests({ analysts });

// The page lays the diagram out in a Web Worker, which happy-dom has not: the same elkjs engine runs
// in process instead.
vi.mock('./elk-layout', async () => {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  return { elkLayout: (graph: Parameters<typeof elk.layout>[0]) => elk.layout(graph) };
});

const actor = (role: 'applicant' | 'notary') => ({ role, userId: role === 'notary' ? '9' : '4' });
const step = (overrides: Partial<AnalystActData['replay']['steps'][number]>) => ({
  index: 0,
  ref: '1',
  at: '2026-11-10T09:00:00Z',
  kind: 'event' as const,
  type: 'act_sentForCheck' as const,
  actor: actor('applicant'),
  from: 'preparation' as const,
  to: 'preparation' as const,
  step: 1,
  outcome: 'applied' as const,
  refusal: null,
  expected: null,
  contextDiff: [],
  partial: false,
  waitingFor: ['applicant' as const],
  ...overrides,
});

/** An act whose journal has a row today's machine refuses: the notary accepted a check never sent. */
const data: AnalystActData = {
  matchesStored: false,
  act: {
    rid: 1042,
    uuid: '5d0c0a1e-0000-4000-8000-000000000099',
    regnum: null,
    typeId: 11962,
    officeId: 1,
    notaryId: 3,
    state: 'checking',
    step: 2,
    simplified: false,
    awaiting: ['notary'],
    version: 3,
    instime: '2026-11-10T09:00:00Z',
    updatedAt: '2026-11-12T09:00:00Z',
    stateSince: '2026-11-12T09:00:00Z',
  },
  replay: {
    partial: false,
    steps: [
      step({ index: 0, kind: 'start', type: 'act_created', outcome: 'started', contextDiff: [] }),
      step({
        index: 1,
        ref: '2',
        at: '2026-11-12T09:00:00Z',
        to: 'checking',
        step: 2,
        waitingFor: ['notary'],
        contextDiff: [{ key: 'checkRequested', before: null, after: 'true' }],
      }),
      step({
        index: 2,
        ref: '3',
        at: '2026-11-12T10:00:00Z',
        type: 'act_timeSet',
        actor: actor('notary'),
        from: 'checking',
        to: 'checking',
        step: 2,
        outcome: 'refused',
        refusal: 'not_allowed',
        expected: 'timeConfirmation',
        waitingFor: ['notary'],
      }),
    ],
    divergence: {
      index: 2,
      ref: '3',
      at: '2026-11-12T10:00:00Z',
      type: 'act_timeSet',
      kind: 'refused',
      from: 'checking',
      expected: 'timeConfirmation',
      actual: 'checking',
      refusal: 'not_allowed',
    },
    final: { state: 'checking', step: 2, done: false, waitingFor: ['notary'] },
    segments: [
      {
        state: 'preparation',
        step: 1,
        fromIndex: 0,
        toIndex: 1,
        enteredAt: '2026-11-10T09:00:00Z',
        leftAt: '2026-11-12T09:00:00Z',
        ms: 2 * dayMs,
        waitingFor: ['applicant'],
      },
      {
        state: 'checking',
        step: 2,
        fromIndex: 1,
        toIndex: null,
        enteredAt: '2026-11-12T09:00:00Z',
        leftAt: null,
        ms: 3 * dayMs + 5 * hourMs,
        waitingFor: ['notary'],
      },
    ],
    timeInStates: [],
    waitingTotals: [
      { role: 'applicant', ms: 2 * dayMs },
      { role: 'notary', ms: 3 * dayMs + 5 * hourMs },
    ],
    toGoal: {
      goal: 'registered',
      reachable: true,
      moves: [
        { event: 'act_checkAccepted', roles: ['notary'], from: 'checking', to: 'timeSetting', step: 5 },
        { event: 'act_timeSet', roles: ['notary'], from: 'timeSetting', to: 'timeConfirmation', step: 6 },
      ],
    },
  },
};

function renderPage(answer: (ref: string) => Promise<unknown>) {
  const page = createActor(
    analystActMachine.provide({
      actors: { loadAct: fromPromise(({ input }: { input: string }) => answer(input)) },
    }),
  ).start();
  renderWithProviders(<AnalystActSections page={page} />, {
    client: { query: () => ({ toPromise: async () => ({}) }) },
    location: memoryLocation({ path: '/analysts/acts/1042' }),
  });
  return page;
}

const highlighted = () =>
  document.querySelector('svg[role="img"] g[data-active="true"]')?.getAttribute('data-state');

describe('the analysts’ act page', () => {
  it('shows the divergence, who must act and the way to registered, and the timeline grouped by step', async () => {
    const page = renderPage(async () => data);
    act(() => page.send({ type: 'act.searched', ref: '1042' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notarial harakat № 1042' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      '3-yozuv (act.timeSet, Notarius tekshiruvi holatidan): bugungi mashina bu hodisani rad etadi (not_allowed).',
    );
    expect(screen.getByText('Takrorlash vazirlikda saqlangan harakatdan farq qiladi.')).toBeTruthy();
    expect(screen.getByText('Hozir: Notarius')).toBeTruthy();
    const path = screen.getAllByRole('row').map((row) => row.textContent);
    expect(path).toContain('act.checkAcceptedNotarius5-bosqich: Vaqt belgilash');
    expect(path).toContain('act.timeSetNotarius6-bosqich: Vaqtni tasdiqlash');
    // The timeline: step 1 took two days; step 2 is still going, three days and five hours so far.
    expect(screen.getByText('1-bosqich: Tayyorlash')).toBeTruthy();
    expect(screen.getByText('davomiyligi: 2 kun')).toBeTruthy();
    expect(screen.getByText('davom etmoqda: 3 kun 5 soat')).toBeTruthy();
  });

  it('steps through the replay with the drawn statechart highlighting each step’s state and its changes', async () => {
    const page = renderPage(async () => data);
    act(() => page.send({ type: 'act.searched', ref: '1042' }));
    await screen.findByText('3 tadan 1-qadam');
    // elkjs lays the 14 states out first (in process here; a busy machine takes a while).
    await waitFor(() => expect(highlighted()).toBe('preparation'), { timeout: 15_000 });
    expect(screen.getByRole('img', { name: 'Holatlar diagrammasi, joriy holat: Tayyorlash' })).toBeTruthy();
    // Every state of the act machine is drawn.
    expect(document.querySelectorAll('svg[role="img"] g[data-state]').length).toBe(14);
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi qadam' }));
    await screen.findByText('3 tadan 2-qadam');
    await waitFor(() => expect(highlighted()).toBe('checking'), { timeout: 5_000 });
    expect(screen.getByTestId('step-transition').textContent).toBe('Tayyorlash → Notarius tekshiruvi');
    expect(screen.getByText('checkRequested')).toBeTruthy();
    expect(document.querySelector('polyline[data-step="true"] title')?.textContent).toBe('act.sentForCheck');
    fireEvent.click(screen.getByRole('button', { name: 'Oxirgi qadam' }));
    await screen.findByText('3 tadan 3-qadam');
    expect(screen.getByText('Kontekst o‘zgarmadi.')).toBeTruthy();
    expect(screen.getByText('Bugungi mashina rad etadi', { selector: 'dd' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Keyingi qadam' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('narrows the timeline and the stepper to the failures', async () => {
    const page = renderPage(async () => data);
    act(() => page.send({ type: 'act.searched', ref: '1042' }));
    await screen.findByText('3 tadan 1-qadam');
    expect(screen.getAllByRole('button', { name: /-qadamni ko‘rsatish$/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Faqat nosozliklar' }));
    await screen.findByText('1 tadan 1-qadam');
    expect(screen.getAllByRole('button', { name: /-qadamni ko‘rsatish$/ }).map((b) => b.textContent)).toEqual(
      ['3'],
    );
    expect(screen.getByTestId('step-transition').textContent).toBe(
      'Notarius tekshiruvi → Notarius tekshiruvi',
    );
  });

  it('says when no act has the reference, and refuses one of no known shape without asking', async () => {
    const asked: string[] = [];
    const page = renderPage(async (ref) => {
      asked.push(ref);
      throw new AnalystActNotFound();
    });
    act(() => page.send({ type: 'act.searched', ref: 'NA-2026-000001' }));
    expect(await screen.findByText('Bunday notarial harakat topilmadi.')).toBeTruthy();
    act(() => page.send({ type: 'act.searched', ref: 'anybody' }));
    expect(
      await screen.findByText('Reyestr raqami (NA-2026-000042), harakat raqami yoki uuid kiriting.'),
    ).toBeTruthy();
    expect(asked).toEqual(['NA-2026-000001']);
  });
});
