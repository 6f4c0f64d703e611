import pino, { type DestinationStream, type Logger } from 'pino';
import { redactTokensDeep } from '../machines/fields/tokens.js';
import { currentRequestId } from './http/request-id.js';

/**
 * The gateway's JSON logger. Nothing logs a token, a PIN or a passport, and if a future line does,
 * these keys never reach the log; every string is also cleared of JWTs and invitation tokens
 * (decision 026). A line written while a request is served carries its id, `reqId` (decision 118).
 * main.ts writes to stdout; the tests write the same lines to a file they scan.
 */
export function createGatewayLogger(
  options: { level?: string; base?: Record<string, unknown> } = {},
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: options.base ?? { service: 'gateway' },
      redact: {
        paths: [
          'token',
          'authorization',
          'pin',
          'passnum',
          'passserial',
          'image',
          'jwt',
          '*.token',
          '*.authorization',
          '*.pin',
          '*.passnum',
          '*.passserial',
          '*.jwt',
        ],
        censor: '[redacted]',
      },
      formatters: { log: (object) => redactTokensDeep(object) as Record<string, unknown> },
      // Every line written while serving a request names it (decision 118).
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    destination,
  );
}
