import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasMessage, type Language, translate } from './i18n';

// Codes of docs/contracts.md; the message of each is `errors.<code>` in locales/<lang>/ministry.json.
export const errorCodes = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  'passport_not_found',
  'access_denied',
  'forbidden',
  'not_found',
  'conflict',
  'uuid_not_found',
  'pin_not_found_in_uuid',
  'too_many_attempts',
  'too_many_searches',
  // Decision 071: open streams per session, browser traces per user and day.
  'too_many_streams',
  'too_many_browser_traces',
  'internal_error',
  'busy',
  // Decision 120: the face-ID service did not answer a face description in time.
  'face_id_unavailable',
  // Decision 124: the database did not answer (restarting, unreachable): a retry.
  'database_unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

// Codes of the acts (issues 4 and 10): lifecycle, registry rules, payments, invitations (docs/contracts.md).
export const actErrorCodes = [
  'stale_version',
  'transition_refused',
  'not_assigned_notary',
  'not_a_notary',
  'duplicate_act',
  'not_vehicle_owner',
  'deceased_party',
  'enforcement_debt',
  'vehicle_bans_fines',
  'co_owner_missing',
  'rule_refused',
  'real_estate_not_found',
  'not_real_estate_owner',
  'real_estate_bans',
  'vehicle_not_found',
  'citizen_not_found',
  'no_notary_available',
  // The automatic choice in the applicant's own region found nobody (decision 079).
  'no_notary_in_home_region',
  'card_declined',
  // Payment by bank transfer (decision 083).
  'invoice_not_payable',
  'invoice_already_paid',
  'bank_order_not_found',
  'bank_amount_mismatch',
  'bank_signature_refused',
  'invitation_not_found',
  'not_invited_party',
  // The registry is not a lookup service; leaving an act (decision 069).
  'too_many_acts',
  'too_many_lookups',
  'act_left',
  'recording_not_allowed',
  // The video conference (issue 11, decision 045).
  'not_video_act',
  'not_video_participant',
  'video_identity_not_confirmed',
  'video_time_expired',
  'video_not_open',
  'video_closed',
  'signing_key_missing',
  // The live room (decision 047).
  'video_not_joined',
  'video_not_in_room',
  'not_video_notary',
  'video_room_phase',
  'video_not_admitted',
  'video_media_unavailable',
  'video_participant_absent',
  'video_test_busy',
  // The notary directory's reviews (decision 051).
  'review_not_allowed',
  'review_exists',
  'review_hide_forbidden',
  'review_not_reported',
  'review_already_hidden',
  // Separation of duties (decision 072): each refusal its own message.
  'self_grant_forbidden',
  'self_unblock_forbidden',
  'self_block_forbidden',
  'self_delete_forbidden',
  'last_admin',
  'grant_own_request',
  'grant_decided',
  'review_moderation_conflict',
  'review_not_hidden',
  // The equeue (decision 057).
  'slot_taken',
  'slot_not_offered',
  'booking_refused',
  'booking_not_found',
  'not_office_notary',
  // Enrolled kiosks, the duty notary and the booking quota (issue 27, decision 070).
  'booking_quota',
  'check_in_at_kiosk',
  'not_booking_notary',
  'kiosk_required',
  'kiosk_proof_refused',
  'kiosk_revoked',
  'kiosk_rate_limited',
  'kiosk_code_refused',
  'kiosk_already_revoked',
  // The media server's refusals (ministry/video/media, decision 043), with its HTTP status.
  'media_invalid_id',
  'media_invalid_sdp',
  'media_sdp_too_large',
  'media_unknown_room',
  'media_unknown_participant',
  'media_room_full',
  'media_too_many_rooms',
  'media_not_publishing',
  'media_closed',
] as const;
export type ActErrorCode = (typeof actErrorCodes)[number];

export interface MinistryErrorOptions {
  // Placeholders of the message; also returned in the body (e.g. uuid for uuid_not_found), so they
  // must never carry personal data.
  params?: Record<string, string | number>;
  // Field name -> translation key under `validation.` (validation_failed only).
  fields?: Record<string, string>;
  // The message's key when it is not `errors.<code>` (a 409 refused transition names its reason).
  messageKey?: string;
}

/**
 * The one way a route reports a failure: `throw new MinistryError(418, 'uuid_not_found', { params: { uuid } })`.
 * The error handler turns it into `{ code, message, ...params, fields? }` in the request's language.
 */
export class MinistryError extends Error {
  readonly params: Record<string, string | number>;
  readonly fields: Record<string, string> | undefined;
  readonly messageKey: string | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | ActErrorCode,
    options: MinistryErrorOptions = {},
  ) {
    // The code, not the text: messages are chosen per request language when the error is answered.
    super(code);
    this.name = 'MinistryError';
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.messageKey = options.messageKey;
  }
}

export interface ErrorBody {
  code: ErrorCode | ActErrorCode;
  message: string;
  fields?: Record<string, string>;
  [param: string]: unknown;
}

export function errorBody(error: MinistryError, language: Language): ErrorBody {
  const body: ErrorBody = {
    ...error.params,
    code: error.code,
    message: translate(language, error.messageKey ?? `errors.${error.code}`, error.params),
  };
  if (error.fields && Object.keys(error.fields).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, key]) => [field, translate(language, `validation.${key}`)]),
    );
    body.fields = fields;
    // Clients that show only `message` (the specification's 400 toast) still see every reason.
    body.message = [...new Set(Object.values(fields))].join('; ');
  }
  return body;
}

/**
 * Parses `value` with a zod schema whose messages are translation keys under `validation.`; throws
 * validation_failed before the handler touches the database, so a rejected request stores nothing.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
    if (field === undefined || fields[field] !== undefined) continue;
    fields[field] = hasMessage(`validation.${issue.message}`) ? issue.message : 'invalid_value';
  }
  throw new MinistryError(400, 'validation_failed', { fields });
}

export function sendError(reply: FastifyReply, language: Language, error: MinistryError): FastifyReply {
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(error, language));
}

const send = (reply: FastifyReply, request: FastifyRequest, error: MinistryError) =>
  sendError(reply, request.language, error);

// SQLSTATE classes and codes that say the server is not there to answer: class 08 (connection
// exception), 57P01-57P03 (terminated by an administrator, a crash, or still starting), 53300 (no
// connection slot free); and the socket errors of a server that is gone.
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;
const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
// node-postgres's own messages when its connection ends or its pool waits in vain.
const unavailableMessages =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;
// 55000 is also other states; at connection time it is a database that takes no connections now.
const notAcceptingConnections = /is not currently accepting connections/;

/**
 * The reason, as a code and never the driver's text (it may name the server), when `error` or one of
 * its causes (drizzle wraps the driver's) says the database did not answer; undefined otherwise.
 */
export function databaseUnavailable(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableSqlStates.test(code) || unavailableSocketCodes.has(code)))
      return code;
    if (code === '55000' && notAcceptingConnections.test(cause.message)) return code;
    if (unavailableMessages.test(cause.message)) return 'connection_ended';
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => send(reply, request, new MinistryError(404, 'not_found')));

  app.setErrorHandler((error: FastifyError | MinistryError, request, reply) => {
    if (error instanceof MinistryError) return send(reply, request, error);
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, request, new MinistryError(400, 'invalid_json'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework-level client errors (unsupported media type, body too large): keep the status.
      return send(reply, request, new MinistryError(status, 'bad_request'));
    }
    if (databaseUnavailable(error)) {
      // The database is restarting or out of reach: the caller tries again (decision 124).
      request.log.warn({ reason: databaseUnavailable(error) }, 'database unavailable');
      reply.header('retry-after', '2');
      return send(reply, request, new MinistryError(503, 'database_unavailable'));
    }
    // The logger's err serializer strips values (query parameters, digits) before this is written.
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, request, new MinistryError(500, 'internal_error'));
  });
}
