import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkTimeoutMs, withinTime } from './screen';

describe('a screen chunk’s load', () => {
  afterEach(() => vi.useRealTimers());

  it('fails after 120 s without an answer (section 8), so the error boundary offers a reload', async () => {
    vi.useFakeTimers();
    expect(chunkTimeoutMs).toBe(120_000);
    const settled = vi.fn();
    const loading = withinTime(new Promise<never>(() => {}), chunkTimeoutMs).catch((error: Error) => {
      settled(error.message);
    });
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(settled).toHaveBeenCalledWith('chunk load timed out');
  });

  it('answers the chunk that arrives in time, and a chunk’s own failure as it is', async () => {
    vi.useFakeTimers();
    await expect(withinTime(Promise.resolve('module'), chunkTimeoutMs)).resolves.toBe('module');
    await expect(withinTime(Promise.reject(new Error('404')), chunkTimeoutMs)).rejects.toThrow('404');
    // No timer is left behind to fire later.
    expect(vi.getTimerCount()).toBe(0);
  });
});
