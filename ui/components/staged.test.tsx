// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { options } from 'preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Staged, StageProvider, StageQueue } from './staged';

afterEach(cleanup);

// Effects in the task after the commit, as in the app (ui/preact-effects.ts), rather than after a frame.
const afterFrame = options.requestAnimationFrame;
beforeAll(() => {
  options.requestAnimationFrame = (callback: () => void) => setTimeout(callback, 0);
});
afterAll(() => {
  options.requestAnimationFrame = afterFrame;
});

/** A queue whose later tasks the test runs, one at a time; a part a task unless a budget is given. */
function manualQueue(options: ConstructorParameters<typeof StageQueue>[1] = { budgetMs: 0 }) {
  const tasks: (() => void)[] = [];
  const queue = new StageQueue((run) => tasks.push(run), options);
  return {
    queue,
    tasks,
    /**
     * Runs the next posted task with its microtasks, as the browser does: Preact renders what the task
     * released in a microtask (outside `act`, which would hold the renders until it ends).
     */
    next: async () => {
      const task = tasks.shift();
      if (!task) throw new Error('no task was posted');
      task();
      // The effects of what rendered (its parts listening to their places) run in the task after the
      // commit, as main.tsx has them (ui/preact-effects.ts); then the renders they asked for.
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    },
  };
}

/** The page's text, part by part, in the document's order. */
const shown = () => screen.queryAllByTestId('part').map((part) => part.textContent);

/** A test's clock, which a part advances by its `cost` as it renders. */
let clock = 0;

function Part({ name, cost = 0 }: { name: string; cost?: number }) {
  clock += cost;
  return <p data-testid="part">{name}</p>;
}

describe('Staged', () => {
  it('renders at once without a queue, as in the views’ tests', () => {
    render(
      <Staged>
        <Part name="section" />
      </Staged>,
    );
    expect(shown()).toEqual(['section']);
  });

  it('renders one part a task, from the top, the fallback before', async () => {
    const { queue, next, tasks } = manualQueue();
    render(
      <StageProvider value={queue}>
        <Part name="heading" />
        <Staged fallback={<span>waiting</span>}>
          <Part name="first" />
        </Staged>
        <Staged>
          <Part name="second" />
        </Staged>
      </StageProvider>,
    );
    expect(shown()).toEqual(['heading']);
    expect(screen.getByText('waiting')).toBeTruthy();
    // One task is posted at a time: the next once this one has run.
    expect(tasks).toHaveLength(1);
    await next();
    expect(shown()).toEqual(['heading', 'first']);
    expect(screen.queryByText('waiting')).toBeNull();
    await next();
    expect(shown()).toEqual(['heading', 'first', 'second']);
    expect(queue.pending).toBe(0);
    expect(tasks).toHaveLength(0);
  });

  it('renders the parts a released part mounts before the parts after it, the late ones last', async () => {
    const { queue, next } = manualQueue();
    render(
      <StageProvider value={queue}>
        <Staged late>
          <Part name="footer" />
        </Staged>
        <Staged>
          <Part name="list" />
          <Staged>
            <Part name="item 1" />
          </Staged>
          <Staged>
            <Part name="item 2" />
          </Staged>
        </Staged>
        <Staged>
          <Part name="pages" />
        </Staged>
      </StageProvider>,
    );
    const order: string[][] = [];
    while (queue.pending > 0) {
      await next();
      order.push(shown().filter((name): name is string => name !== null));
    }
    expect(order).toEqual([
      ['list'],
      ['list', 'item 1'],
      ['list', 'item 1', 'item 2'],
      ['list', 'item 1', 'item 2', 'pages'],
      ['footer', 'list', 'item 1', 'item 2', 'pages'],
    ]);
  });

  it('renders a part mounted after the page has built in the next task, and keeps a released part', async () => {
    const { queue, next } = manualQueue();
    function Page({ items }: { items: string[] }) {
      return (
        <StageProvider value={queue}>
          <Staged>
            <Part name="heading" />
          </Staged>
          {items.map((item) => (
            <Staged key={item}>
              <Part name={item} />
            </Staged>
          ))}
        </StageProvider>
      );
    }
    const page = render(<Page items={[]} />);
    await next();
    expect(shown()).toEqual(['heading']);
    // An answer arrives: its rows take places then.
    page.rerender(<Page items={['a', 'b']} />);
    expect(shown()).toEqual(['heading']);
    await next();
    expect(shown()).toEqual(['heading', 'a']);
    page.rerender(<Page items={['a', 'b']} />);
    expect(shown()).toEqual(['heading', 'a']);
    await next();
    expect(shown()).toEqual(['heading', 'a', 'b']);
  });

  it('renders parts in one task while it is within its budget, the next part in the next task', async () => {
    clock = 0;
    const { queue, next } = manualQueue({ budgetMs: 5, now: () => clock });
    render(
      <StageProvider value={queue}>
        {['a', 'b', 'c', 'd', 'e'].map((name) => (
          <Staged key={name}>
            <Part name={name} cost={2} />
          </Staged>
        ))}
      </StageProvider>,
    );
    expect(shown()).toEqual([]);
    // a at 2 ms, b at 4 ms, c at 6 ms: over the budget, the task ends.
    await next();
    expect(shown()).toEqual(['a', 'b', 'c']);
    await next();
    expect(shown()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.pending).toBe(0);
  });
});
