// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import analysts from '../../../locales/oz/analysts.json';
import {
  type BrowserTraceSummary,
  browserTracesMachine,
} from '../../../machines/analysts/browser-traces.machine';
import { renderWithProviders, setUpComponentTests } from '../../testing/render';
import type { BrowserTraceReplayData } from './analysts.actors';
import { BrowserTracesView } from './browser-traces-section';

setUpComponentTests({ analysts });

// The diagram's layout runs in a Web Worker in the page; happy-dom has none: the same engine in process.
vi.mock('./elk-layout', async () => {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  return { elkLayout: (graph: Parameters<typeof elk.layout>[0]) => elk.layout(graph) };
});

const summary: BrowserTraceSummary = {
  id: 31,
  startedAt: '2026-11-24T04:00:00.000Z',
  lastAt: '2026-11-24T04:06:00.000Z',
  actorCount: 3,
  eventCount: 42,
  capped: false,
  partial: true,
};

const step = (index: number, from: string, to: string, type: string) => ({
  index,
  ref: null,
  at: `2026-11-24T04:0${index}:00.000Z`,
  kind: index === 0 ? ('start' as const) : ('event' as const),
  type,
  from,
  to,
  step: null,
  outcome: index === 0 ? ('started' as const) : ('applied' as const),
  refusal: null,
  expected: to,
  contextDiff: index === 1 ? [{ key: 'passport', before: null, after: '"[redacted]"' }] : [],
  partial: false,
  waitingFor: [],
});

/** A traced page load: the login machine replayed, a promise actor (no machine), an unknown machine. */
const replay: BrowserTraceReplayData = {
  trace: summary,
  acts: [1042],
  actors: [
    {
      sessionId: 'x:2',
      machineId: 'login',
      parentSessionId: 'x:0',
      eventCount: 3,
      replay: {
        partial: false,
        steps: [
          step(0, 'editing', 'editing', 'xstate.init'),
          step(1, 'editing', 'prechecking', 'login.submitted'),
          step(2, 'prechecking', 'faceCheck', 'xstate.done.actor.precheck'),
        ],
        divergence: null,
        final: { state: 'faceCheck', done: false, context: null },
        segments: [],
        timeInStates: [],
      },
    },
    { sessionId: 'x:5', machineId: 'precheck', parentSessionId: 'x:2', eventCount: 1, replay: null },
  ],
};

function renderSection(lists: (() => Promise<readonly BrowserTraceSummary[]>)[]) {
  const traces = createActor(
    browserTracesMachine.provide({
      actors: {
        loadTraces: fromPromise(async () => {
          const next = lists.shift();
          if (!next) throw new Error('no more lists');
          return next();
        }),
        loadReplay: fromPromise(async ({ input }: { input: number }): Promise<unknown> => {
          expect(input).toBe(31);
          return replay;
        }),
      },
    }),
    { input: { ref: '5d0c0a1e-0000-4000-8000-000000000099' } },
  ).start();
  renderWithProviders(<BrowserTracesView traces={traces} />);
  return traces;
}

const highlighted = () =>
  document.querySelector('svg[role="img"] g[data-active="true"]')?.getAttribute('data-state');

describe('the browser traces on an analyst’s act page', () => {
  it('lists the act’s traces and steps through a chosen one’s actor on its drawn statechart', async () => {
    renderSection([async () => [summary]]);
    const open = await screen.findByRole('button', { name: '31-izni ochish' });
    expect(screen.getByText('3 ta aktor, 42 ta hodisa')).toBeTruthy();
    expect(screen.getByText('to‘liq emas')).toBeTruthy();
    fireEvent.click(open);
    // The login actor is stepped; the promise actor has no machine to draw and cannot be chosen.
    expect(await screen.findByRole('button', { name: 'login (3)', pressed: true })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'precheck (1)' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Ba’zi paketlar yetib kelmagan: izda bo‘shliq bor.')).toBeTruthy();
    await waitFor(() => expect(highlighted()).toBe('editing'), { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi qadam' }));
    await waitFor(() => expect(highlighted()).toBe('prechecking'), { timeout: 5_000 });
    expect(screen.getAllByText('login.submitted').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Oxirgi qadam' }));
    await waitFor(() => expect(highlighted()).toBe('faceCheck'), { timeout: 5_000 });
  });

  it('says when no trace is linked, and shows one uploaded since when the list is reloaded', async () => {
    renderSection([async () => [], async () => [summary]]);
    expect(await screen.findByText('Bu harakatga bog‘langan brauzer izi yo‘q.')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Ro‘yxatni yangilash' }));
    });
    expect(await screen.findByRole('button', { name: '31-izni ochish' })).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    renderSection([
      async () => {
        throw new Error('down');
      },
      async () => [summary],
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('Ma’lumotlarni yuklab bo‘lmadi.');
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('button', { name: '31-izni ochish' })).toBeTruthy();
  });
});
