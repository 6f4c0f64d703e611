/**
 * A request's id (issue 31, decision 118): the gateway gives every request one, or takes the one a
 * trusted proxy (HAProxy's `unique-id-header`) sent, answers it in `X-Request-Id`, writes it in every
 * log line of the request and hands it to the ministry, whose log lines carry it too. An id is short
 * printable ASCII: a UUID, or HAProxy's hex and dots; anything else is replaced, never logged.
 */
export const requestIdHeader = 'x-request-id';

export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{8,128}$/.test(value);
}
