import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { negotiateLocale } from '../i18n.js';
import { clientAddress, type TrustedProxies } from './forwarded-for.js';
import { carryRequest } from './request-id.js';
import { passedHeaders, pipeUpstream, sendText, sendUpstreamFailure } from './respond.js';

export interface SpeedTestRelayOptions {
  ministryUrl: string;
  timeoutMs: number;
  logger: Logger;
  trustedProxies: TrustedProxies;
}

/** The gateway's path of the speed test: the SPA talks only to the gateway (decision 046). */
export const SPEED_TEST_PATH = '/speed_test';

// The ministry's answer headers that describe the bytes; the rest stays behind.
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control'];

/**
 * `/speed_test` relays the ministry's `/api/speed_test` both ways without buffering: GET streams its
 * random bytes to the browser, POST streams the browser's upload to its counting sink. Measured
 * through the gateway, the figure is what the portal's own path carries. The ministry bounds the
 * size (a clear 400 in the request's language); the relay adds nothing but the caller's language and
 * address, and no token (the test runs before login).
 */
export function createSpeedTestRelay({
  ministryUrl,
  timeoutMs,
  logger,
  trustedProxies,
}: SpeedTestRelayOptions) {
  const base = ministryUrl.endsWith('/') ? ministryUrl : `${ministryUrl}/`;

  return async (req: IncomingMessage, res: ServerResponse, search: string) => {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST');
      req.resume();
      sendText(req, res, 405, 'http.methodNotAllowed');
      return;
    }
    const locale = negotiateLocale(req.headers['accept-language']);
    const target = new URL(`api${SPEED_TEST_PATH}${req.method === 'GET' ? search : ''}`, base);
    const headers: Record<string, string> = { 'accept-language': locale };
    const address = clientAddress(req, trustedProxies);
    if (address) headers['x-forwarded-for'] = address;
    carryRequest(headers);
    const upload = req.method === 'POST';
    if (upload) {
      headers['content-type'] = req.headers['content-type'] ?? 'application/octet-stream';
      if (req.headers['content-length']) headers['content-length'] = req.headers['content-length'];
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method: req.method,
        headers,
        signal: AbortSignal.any([timeout, gone.signal]),
        ...(upload ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
      } as RequestInit);
    } catch {
      if (gone.signal.aborted) return;
      const code = timeout.aborted ? 'MINISTRY_TIMEOUT' : 'INTEGRATION_ERROR';
      logger.warn({ path: SPEED_TEST_PATH, code }, 'speed test relay failed');
      sendUpstreamFailure(res, locale, code);
      return;
    }

    const outgoing = passedHeaders(upstream, PASSED_HEADERS);
    outgoing['cache-control'] = 'no-store, no-transform';
    outgoing['x-content-type-options'] = 'nosniff';
    res.writeHead(upstream.status, outgoing);
    if (!upstream.body) {
      res.end();
      return;
    }
    if (!(await pipeUpstream(upstream.body, res)) && !gone.signal.aborted)
      logger.warn({ path: SPEED_TEST_PATH, timedOut: timeout.aborted }, 'speed test stream broken');
  };
}
