import { createGraphQLError } from 'graphql-yoga';
import { isRecordId } from '../../machines/fields/record-id.js';
import { isStorableText } from '../../machines/fields/text.js';
import { isInvitationToken, redacted } from '../../machines/fields/tokens.js';
import { type Locale, type MessageKey, translate } from '../i18n.js';

/**
 * Every ministry path the gateway calls (below `/api`), in the ministry's own route notation: a
 * `:name` part is a value from the client (decision 026). The client matches each call against
 * this table before it builds a URL, checks each value by its name, and logs the path with the
 * secret ones blanked. A call outside the table is a bug of the gateway, refused before it leaves.
 */
export const ministryPaths = [
  'health',
  'regions',
  'act_types',
  'notary_offices',
  'notaries',
  'notaries/availability',
  'statistics',
  // The service catalogue and the dictionaries of /update_dict (decision 050).
  'catalogue',
  'catalogue/fee',
  'catalogue/:id',
  'dictionaries',
  'dictionaries/journal',
  'dictionaries/act_types/:id',
  'dictionaries/catalogue/:id',
  'dictionaries/regions/:id',
  'dictionaries/districts/:id',
  'dictionaries/offices/:id',
  'dictionaries/base_amounts',
  // User administration (decision 056).
  'admin/users',
  'admin/users/:id',
  'admin/users/:id/changes',
  'admin/users/:id/grants/:grantId/decision',
  // The analysts' pages (decisions 060, 062).
  'analysts/acts/:ref',
  'analysts/acts/:ref/trace',
  'analysts/stuck_acts',
  // The citizen's profile (decision 059).
  'profile',
  'profile/email',
  'profile/phone',
  'profile/phone/confirm',
  'profile/consent',
  'profile/reviews',
  'profile/lookups',
  'profile/sessions',
  'profile/sessions/logout_others',
  'check_before_auth',
  'auth',
  'check_token',
  'user',
  'offer_accept',
  'logout',
  'notarial_act',
  'notarial_act/list',
  'notarial_act/get_notify',
  'notarial_act/by_rid/:rid',
  'notarial_act/:uuid',
  'notarial_act/:uuid/events',
  'notarial_act/:uuid/fee',
  'notarial_act/:uuid/notary',
  'notarial_act/:uuid/vehicles/:id',
  'notarial_act/:uuid/real_estates/:id',
  'notarial_act/:uuid/other/:id',
  // The notary's general fields while checking the act (decision 080).
  'notarial_act/:uuid/general',
  'notarial_act/:uuid/parties/:id',
  'notarial_act/:uuid/watch',
  'notarial_act/:uuid/video/challenge',
  'notarial_act/:uuid/video/join',
  'notarial_act/:uuid/video/leave',
  'notarial_act/:uuid/video/attendance',
  'notarial_act/:uuid/video/recordings',
  'notarial_act/:uuid/video/room',
  'notarial_act/:uuid/video/publish',
  'notarial_act/:uuid/video/subscribe',
  'notarial_act/:uuid/video/command',
  'video_test/publish',
  'video_test/:sessionId/subscribe',
  'video_test/:sessionId/leave',
  // SANDBOX ONLY, outside /api: the sandbox e-signature provider (decision 045), /sandbox/esign/sign.
  '../sandbox/esign/sign',
  'notary/queue',
  'vehicles/lookup',
  'invoices/:id/pay',
  // Payment by bank transfer (decision 083); SANDBOX ONLY: the sandbox bank's counter.
  'invoices/:id/bank_order',
  'sandbox/bank/transfers',
  'invitations/:token',
  'invitations/:token/accept',
  'invitations/:token/reject',
  'sms_outbox',
  // The notary directory and its reviews (decision 051).
  'notary_directory',
  'notary_directory/offices',
  'notary_directory/:id',
  'notary_directory/:id/reviews',
  'notary_directory/:id/viewer',
  'notary_reviews',
  'notary_reviews/:id/report',
  'notary_reviews/:id/hide',
  // The moderation of reviews (decision 072).
  'notary_reviews/:id/restore',
  'notary_reviews/:id/keep',
  'review_moderation',
  // The appointment queue (decision 057).
  'equeue/slots',
  'equeue/bookings',
  'equeue/bookings/:id/events',
  'equeue/check_in',
  'equeue/general_queue',
  'equeue/today',
  // Enrolled kiosks and the duty notary (decision 070).
  'admin/kiosks',
  'admin/kiosks/:id/revoke',
  'admin/duty_notaries',
  'kiosk/enrol',
  'kiosk/nonce',
  'kiosk/identify',
  'search/notarial_act',
  'search/proxy',
  'search/inheritcase',
  'search/ban',
  // Browser traces (decision 061). An analyst's act reference (registry number, rid or uuid) is bounded
  // text, as an act's uuid is: the ministry reads which of the three it is.
  'browser_traces',
  'browser_traces/session',
  'browser_traces/consent',
  'analysts/acts/:ref/browser_traces',
  'analysts/browser_traces/:id',
] as const;

type Param = 'rid' | 'id' | 'grantId' | 'uuid' | 'token' | 'sessionId' | 'ref';

// An act's uuid is checked by the ministry (an unknown or malformed one is its 418 uuid_not_found,
// which the UI answers by leaving the act); here it only has to be a bounded piece of text.
const MAX_UUID = 64;

const rules: Record<Param, { valid: (value: string) => boolean; message: MessageKey }> = {
  rid: { valid: isRecordId, message: 'input.wrongId' },
  id: { valid: isRecordId, message: 'input.wrongId' },
  // A pending role grant (decision 072).
  grantId: { valid: isRecordId, message: 'input.wrongId' },
  uuid: { valid: (value) => value.length > 0 && value.length <= MAX_UUID, message: 'input.wrongUuid' },
  token: { valid: isInvitationToken, message: 'input.wrongToken' },
  // A /room_video_testing session: 16 random bytes, base64url (ministry/video/test-room.ts).
  sessionId: { valid: (value) => /^[A-Za-z0-9_-]{22}$/.test(value), message: 'input.wrongId' },
  // An analyst's act reference (registry number, rid or uuid): the ministry reads which it is.
  ref: { valid: (value) => value.trim().length > 0 && value.length <= MAX_UUID, message: 'input.wrongUuid' },
};

// Values that must not reach a log: an invitation token opens the invitation to whoever holds it.
const SECRET: ReadonlySet<Param> = new Set(['token']);

const patterns = ministryPaths.map((path) => path.split('/'));

export interface CheckedPath {
  /** The path as given (already encoded), for the URL. */
  path: string;
  /** The path with every secret value replaced by `[redacted]`, for logs. */
  logged: string;
}

/** The client's answer to a value it cannot send: BAD_REQUEST naming the parameter, in its language. */
export function badInput(locale: Locale, param: string, key: MessageKey) {
  const message = translate(locale, key);
  return createGraphQLError(message, { extensions: { code: 'BAD_REQUEST', fields: { [param]: message } } });
}

export class UnknownMinistryPathError extends Error {
  constructor() {
    super('the gateway called a ministry path outside gateway/ministry/paths.ts');
    this.name = 'UnknownMinistryPathError';
  }
}

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * Matches `path` (relative to `/api`, its values encoded by the caller) against the table: a literal
 * part beats a parameter, as in the ministry's router. Throws BAD_REQUEST for a value its rule
 * refuses and UnknownMinistryPathError for a path outside the table.
 */
export function checkMinistryPath(path: string, locale: Locale): CheckedPath {
  const segments = path.replace(/^\/+/, '').split('/');
  let best: string[] | undefined;
  let bestLiterals = -1;
  for (const pattern of patterns) {
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
    const literals = pattern.filter((part) => !part.startsWith(':')).length;
    if (matches && literals > bestLiterals) {
      best = pattern;
      bestLiterals = literals;
    }
  }
  if (!best) throw new UnknownMinistryPathError();
  const logged = best.map((part, i) => {
    if (!part.startsWith(':')) return part;
    const param = part.slice(1) as Param;
    const value = decode(segments[i] ?? '');
    const rule = rules[param];
    if (value === undefined || !isStorableText(value)) throw badInput(locale, param, 'input.invalidText');
    if (!rule.valid(value)) throw badInput(locale, param, rule.message);
    return SECRET.has(param) ? redacted : segments[i];
  });
  return { path: segments.join('/'), logged: logged.join('/') };
}
