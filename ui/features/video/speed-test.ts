/**
 * The bandwidth of the readiness check (sections 5 and 9): random bytes down from the ministry's
 * speed test and as many up to its sink, through the gateway's `/speed_test` (decision 046). The
 * smaller of the two is the figure: a video conference sends the participant's own video as much as
 * it receives the others'. Sizes grow from 256 KiB until one transfer takes a quarter of a second
 * (or the 4 MiB a measurement ever needs), so a slow line is not made to wait and a fast one is not
 * measured on a few packets.
 */

export const SPEED_TEST_URL = '/speed_test';
const FIRST_BYTES = 256 * 1024;
const MAX_BYTES = 4 * 1024 * 1024;
const LONG_ENOUGH_MS = 250;

export interface SpeedTestOptions {
  fetch?: typeof fetch;
  now?: () => number;
  signal?: AbortSignal;
}

/** Mb/s of `bytes` moved in `ms`. */
export const megabitsPerSecond = (bytes: number, ms: number) => (bytes * 8) / (Math.max(ms, 1) * 1000);

export async function measureBandwidth(options: SpeedTestOptions = {}): Promise<number> {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => performance.now());
  const init = { cache: 'no-store' as const, ...(options.signal ? { signal: options.signal } : {}) };

  const download = async (bytes: number) => {
    const started = now();
    const response = await fetchImpl(`${SPEED_TEST_URL}?bytes=${bytes}`, init);
    if (!response.ok) throw new Error(`speed test ${response.status}`);
    const received = (await response.arrayBuffer()).byteLength;
    return { bytes: received, ms: now() - started };
  };
  const upload = async (bytes: number) => {
    const body = new Uint8Array(bytes);
    // Random, so no link compression flatters the figure; getRandomValues fills 64 KiB at a time.
    for (let at = 0; at < bytes; at += 65_536) crypto.getRandomValues(body.subarray(at, at + 65_536));
    const started = now();
    const response = await fetchImpl(SPEED_TEST_URL, {
      ...init,
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body,
    });
    if (!response.ok) throw new Error(`speed test ${response.status}`);
    const { bytes: counted } = (await response.json()) as { bytes: number };
    return { bytes: counted, ms: now() - started };
  };

  let bytes = FIRST_BYTES;
  let down = await download(bytes);
  while (down.ms < LONG_ENOUGH_MS && bytes < MAX_BYTES) {
    bytes = Math.min(MAX_BYTES, bytes * 4);
    down = await download(bytes);
  }
  const up = await upload(bytes);
  return Math.min(megabitsPerSecond(down.bytes, down.ms), megabitsPerSecond(up.bytes, up.ms));
}
