/**
 * Tokens that travel in addresses: the invitation token of an SMS link (`?invite=`, the ministry's
 * `/invitations/{token}`) and the bearer token of a session (a JWT). Whoever holds one acts as its
 * owner, so neither may reach a log (docs/decisions/026-bounded-input.md).
 */

/**
 * An invitation token: 24 random bytes in base64url, 32 characters. Anything longer than 64 or with
 * other characters cannot be one (the ministry reads 16 to 64 and answers the rest as not found).
 */
export function isInvitationToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** A bearer token as a client may send it: base64url parts and dots (a JWT), a few hundred characters. */
export function isBearerToken(value: string): boolean {
  return /^[A-Za-z0-9._~+/=-]{1,4096}$/.test(value);
}

// A JWT (header, payload, signature); the first two parts of every JWT start with `{"` in base64.
const jwt = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
// The token of an invitation: in the ministry's path or in the link of the SMS.
const invitation = /(invitations\/|[?&]invite=)([^/?&#\s"'\\]+)/g;
// Anything else that looks random: 20 or more base64url characters mixing lower case, upper case and
// digits (an invitation token is 32), wherever a client put it (another query key, a path).
const randomLooking =
  /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[0-9])[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g;

export const redacted = '[redacted]';

/** A uuid: an act's, a file's or a recording's id, never a person's data or a secret. */
export const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * `text` with `replace` applied to the parts between its uuids, the uuids kept whole. A random uuid
 * holds seven digits in a row, or two letters and seven digits (a passport's shape), often enough
 * that a redaction by pattern cut the act's id out of a log line or a trace.
 */
export function outsideUuids(text: string, replace: (part: string) => string): string {
  let out = '';
  let from = 0;
  for (const id of text.matchAll(uuidPattern)) {
    out += replace(text.slice(from, id.index)) + id[0];
    from = id.index + id[0].length;
  }
  return out + replace(text.slice(from));
}

/** `text` with every JWT, every invitation token and anything else random-looking replaced by `[redacted]`. */
export function redactTokens(text: string): string {
  return text
    .replace(jwt, redacted)
    .replace(invitation, (_whole, before: string) => `${before}${redacted}`)
    .replace(randomLooking, redacted);
}

/**
 * Every string of a log object with its tokens blanked, whichever field a future line puts one in.
 * Plain objects and arrays only: a request or an error is left to its serializer, which runs after.
 */
export function redactTokensDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactTokens(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactTokensDeep(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactTokensDeep(item, depth + 1)]),
  );
}
