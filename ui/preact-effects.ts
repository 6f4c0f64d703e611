import { options } from 'preact';
import { nextTaskPost } from './next-task';

/**
 * Preact runs `useEffect` callbacks after the next animation frame (or 35 ms); React runs them in a
 * task of the scheduler's own right after the commit. What the app's parts were written for is
 * React's timing, and frames are not a clock to lean on: a page whose frames stop (a tab in the
 * background, a test's paused clock) would leave every effect waiting, and with them a kiosk's idle
 * warning and the statistics' charts, which are drawn once their effects have measured their box
 * (decision 101). Effects here run in the task after the commit, on a `MessageChannel` as React's
 * scheduler does.
 */
export function runEffectsAfterCommit() {
  const post = nextTaskPost();
  const queue: (() => void)[] = [];
  options.requestAnimationFrame = (callback: () => void) => {
    queue.push(callback);
    if (queue.length === 1)
      post(() => {
        for (const waiting of queue.splice(0)) waiting();
      });
  };
}
