import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { type Locale, type MessageKey, negotiateLocale, translate } from '../i18n.js';

/** A short plain-text answer in the caller's language, for HTTP paths outside GraphQL. */
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, key: MessageKey) {
  const body = translate(negotiateLocale(req.headers['accept-language']), key);
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The JSON answer of a relay whose ministry call failed: 504 for a timeout, 502 otherwise. */
export function sendUpstreamFailure(
  res: ServerResponse,
  locale: Locale,
  code: 'MINISTRY_TIMEOUT' | 'INTEGRATION_ERROR',
) {
  const body = JSON.stringify({ code, message: translate(locale, `errors.${code}`) });
  res.writeHead(code === 'MINISTRY_TIMEOUT' ? 504 : 502, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(body);
}

/**
 * The named headers of the ministry's answer that a relay passes on; without the length when fetch
 * has already decoded a compressed body, as the ministry's length then no longer applies.
 */
export function passedHeaders(upstream: Response, names: readonly string[]): Record<string, string> {
  const outgoing: Record<string, string> = {};
  for (const name of names) {
    const value = upstream.headers.get(name);
    if (value !== null) outgoing[name] = value;
  }
  if (upstream.headers.has('content-encoding')) delete outgoing['content-length'];
  return outgoing;
}

/**
 * Streams the ministry's body to the client as it arrives; resolves false when the stream broke.
 * Headers are out by then: a broken stream can only be cut, which the client sees as a failed
 * transfer.
 */
export async function pipeUpstream(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<boolean> {
  try {
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), res);
    return true;
  } catch {
    res.destroy();
    return false;
  }
}
