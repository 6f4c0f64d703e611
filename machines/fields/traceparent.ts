/**
 * The W3C Trace Context header (decision 119). The browser starts the trace of each GraphQL request:
 * a `traceparent` with a new trace id and the id of its own (unexported) span, which the gateway's
 * span continues, so the trace id a browser sent finds the request in the gateway, the ministry and
 * the database. `random` fills its argument with random bytes (crypto.getRandomValues).
 */
export const traceparentHeader = 'traceparent';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export function newTraceparent(random: (bytes: Uint8Array<ArrayBuffer>) => unknown): string {
  const bytes = new Uint8Array(24);
  random(bytes);
  // An id of all zeros is invalid; random bytes make one about never, and a fixed bit avoids it.
  bytes[15] = (bytes[15] ?? 0) | 1;
  bytes[23] = (bytes[23] ?? 0) | 1;
  return `00-${hex(bytes.subarray(0, 16))}-${hex(bytes.subarray(16))}-01`;
}

/** The trace id and the parent span id of a well-formed version-00 `traceparent`, else null. */
export function readTraceparent(value: string): { traceId: string; spanId: string } | null {
  const match = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/.exec(value);
  if (!match || /^0+$/.test(match[1] ?? '') || /^0+$/.test(match[2] ?? '')) return null;
  return { traceId: match[1] as string, spanId: match[2] as string };
}
