import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { negotiateLocale } from '../i18n.js';
import { REFRESHED_TOKEN_HEADER } from '../ministry/client.js';
import { clientAddress, type TrustedProxies } from './forwarded-for.js';
import { carryRequest } from './request-id.js';
import { passedHeaders, pipeUpstream, sendText, sendUpstreamFailure } from './respond.js';
import { FILE_CSP } from './security-headers.js';

export interface FilesProxyOptions {
  ministryUrl: string;
  timeoutMs: number;
  logger: Logger;
  trustedProxies: TrustedProxies;
}

// Headers of the ministry's answer that describe the file; everything else stays behind.
const PASSED_HEADERS = [
  'content-type',
  'content-disposition',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  REFRESHED_TOKEN_HEADER.toLowerCase(),
];

/** The ministry's Content-Disposition as an attachment: `inline` becomes `attachment`, names stay. */
export function attachment(disposition: string | undefined): string {
  const params = disposition?.replace(/^\s*[\w-]+\s*(;|$)/, '$1').trim() ?? '';
  if (!params) return 'attachment';
  return params.startsWith(';') ? `attachment${params}` : `attachment; ${params}`;
}

/**
 * `/files/<rest>` streams `GET {ministry}/api/files/<rest>`: the body is never buffered, and an
 * error status (404, 418, ...) comes through with the ministry's own body for the UI to show.
 */
export function createFilesProxy({ ministryUrl, timeoutMs, logger, trustedProxies }: FilesProxyOptions) {
  const base = ministryUrl.endsWith('/') ? ministryUrl : `${ministryUrl}/`;

  return async (req: IncomingMessage, res: ServerResponse, pathname: string, search: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      sendText(req, res, 405, 'http.methodNotAllowed');
      return;
    }
    const locale = negotiateLocale(req.headers['accept-language']);
    const target = new URL(`api${pathname}${search}`, base);
    const headers: Record<string, string> = { 'accept-language': locale };
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    const address = clientAddress(req, trustedProxies);
    if (address) headers['x-forwarded-for'] = address;
    carryRequest(headers);

    const timeout = AbortSignal.timeout(timeoutMs);
    const gone = new AbortController();
    // 'close' on the response fires when the client disconnects (or after we finish): stop fetching.
    res.once('close', () => gone.abort());
    const started = performance.now();

    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method: req.method,
        headers,
        signal: AbortSignal.any([timeout, gone.signal]),
      });
    } catch {
      if (gone.signal.aborted) return;
      const code = timeout.aborted ? 'MINISTRY_TIMEOUT' : 'INTEGRATION_ERROR';
      logger.warn(
        { path: '/files', code, ms: Math.round(performance.now() - started) },
        'file download failed',
      );
      sendUpstreamFailure(res, locale, code);
      return;
    }

    const outgoing = passedHeaders(upstream, PASSED_HEADERS);
    outgoing['cache-control'] ??= 'private, no-store';
    outgoing['x-content-type-options'] = 'nosniff';
    if (upstream.ok) {
      // A download is saved, never shown in the portal's origin: `attachment` whatever the ministry
      // said, keeping its file name, and a policy under which a rendered file could run nothing.
      outgoing['content-disposition'] = attachment(outgoing['content-disposition']);
      outgoing['content-security-policy'] = FILE_CSP;
    }
    res.writeHead(upstream.status, outgoing);
    logger.debug({ path: '/files', status: upstream.status }, 'file download');

    if (!upstream.body || req.method === 'HEAD') {
      await upstream.body?.cancel();
      res.end();
      return;
    }
    if (!(await pipeUpstream(upstream.body, res)) && !gone.signal.aborted)
      logger.warn({ path: '/files', timedOut: timeout.aborted }, 'file stream broken');
  };
}
