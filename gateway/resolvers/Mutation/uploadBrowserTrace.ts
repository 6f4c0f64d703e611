import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { browserTraceUploadSchema } from '../../ministry/browser-traces-schemas.js';

/** A batch's JSON text at most: the ministry's own cap on a batch, with room for escaping. */
const maxEventsText = 1_000_000;

/**
 * The events cross GraphQL as JSON text; text that is not JSON (or too long) goes on as `null`, so the
 * ministry answers its usual 400 naming `events`, which the client maps to BAD_REQUEST.
 */
function eventsOf(text: string): unknown {
  if (text.length > maxEventsText) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const uploadBrowserTrace: NonNullable<MutationResolvers['uploadBrowserTrace']> = (
  _parent,
  { batch },
  { ministry },
) =>
  ministry.postJson(
    'browser_traces',
    { traceId: batch.traceId, seq: batch.seq, capped: batch.capped, events: eventsOf(batch.events) },
    browserTraceUploadSchema,
  );
