/**
 * Runs callbacks in a task after this one, one message each, ahead of timers and frames: a
 * `MessageChannel`, as React's scheduler posts its work. The effects after a commit
 * (ui/preact-effects.ts) and the page's stages (ui/components/staged.tsx) run on it.
 */
export function nextTaskPost(): (run: () => void) => void {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return (run) => {
    waiting.push(run);
    channel.port2.postMessage(null);
  };
}
