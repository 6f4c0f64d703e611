import type { FastifyInstance } from 'fastify';
import { findUnstorableText, textKeys } from '../machines/fields/text';
import { MinistryError } from './errors';

/**
 * Text no route can use is refused before any handler reads it: a NUL (PostgreSQL text cannot hold
 * one, so it would fail in the database as a 500) or a lone UTF-16 surrogate, anywhere in the path
 * parameters, the query or the JSON body. The answer is the usual 400 validation_failed naming the
 * field, in the request's language (docs/decisions/026-bounded-input.md).
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field !== undefined) {
        throw new MinistryError(400, 'validation_failed', { fields: { [field]: textKeys.unstorable } });
      }
    }
  });
}
