import type { IncomingMessage, ServerResponse } from 'node:http';
import { type MessageKey, negotiateLocale, translate } from '../i18n.js';

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
