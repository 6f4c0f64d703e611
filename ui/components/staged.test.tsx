// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Staged, StageProvider, StageQueue } from './staged';

afterEach(cleanup);

/** A queue whose later tasks the test runs, one at a time. */
function manualQueue() {
  const tasks: (() => void)[] = [];
  const queue = new StageQueue((run) => tasks.push(run));
  return {
    queue,
    tasks,
    /** Runs the next posted task and what it renders. */
    next: () =>
      act(() => {
        const task = tasks.shift();
        if (!task) throw new Error('no task was posted');
        task();
      }),
  };
}

/** The page's text, part by part, in the document's order. */
const shown = () => screen.queryAllByTestId('part').map((part) => part.textContent);

function Part({ name }: { name: string }) {
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

  it('renders one part a task, from the top, the fallback before', () => {
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
    next();
    expect(shown()).toEqual(['heading', 'first']);
    expect(screen.queryByText('waiting')).toBeNull();
    next();
    expect(shown()).toEqual(['heading', 'first', 'second']);
    expect(queue.pending).toBe(0);
    expect(tasks).toHaveLength(0);
  });

  it('renders the parts a released part mounts before the parts after it, the late ones last', () => {
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
      next();
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

  it('renders a part mounted after the page has built in the next task, and keeps a released part', () => {
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
    next();
    expect(shown()).toEqual(['heading']);
    // An answer arrives: its rows take places then.
    page.rerender(<Page items={['a', 'b']} />);
    expect(shown()).toEqual(['heading']);
    next();
    expect(shown()).toEqual(['heading', 'a']);
    page.rerender(<Page items={['a', 'b']} />);
    expect(shown()).toEqual(['heading', 'a']);
    next();
    expect(shown()).toEqual(['heading', 'a', 'b']);
  });
});
