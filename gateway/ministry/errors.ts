import { createGraphQLError } from 'graphql-yoga';
import type { ErrorCode } from '../generated/schema-types.js';
import { type Locale, translate } from '../i18n.js';

/** What the ministry answered when it did not answer 2xx: its status and the body it sent. */
export interface MinistryFailure {
  status: number;
  /** snake_case `code` of a JSON error body, e.g. `uuid_not_found`. */
  ministryCode?: string;
  /** The ministry's message (JSON `message`, or the plain-text body of a 4xx). */
  message?: string;
  /** The act an `uuid_not_found` refers to, from the body or from the call that failed. */
  uuid?: string;
  /** validation_failed: field name -> the ministry's message for it, in the request's language. */
  fields?: Record<string, string>;
  /**
   * The error's own parameters the UI acts on (acts: `reason` of transition_refused, `version` of
   * stale_version, `bans`/`fines`, `pin`, `link`, `missing`, `rid`/`uuid`/`link` of duplicate_act).
   */
  params?: Record<string, string | number | boolean>;
  /**
   * The call carried no session token: its Access Denied means nobody is logged in (LOGIN_REQUIRED),
   * not that a session expired (TOKEN_EXPIRED). Only the gateway knows it; the ministry answers both
   * alike (specification section 8).
   */
  anonymous?: boolean;
}

/** Body fields of a ministry error passed on as extensions (docs/contracts.md, "Errors of acts"). */
export const PASSED_PARAMS = [
  'reason',
  'version',
  'bans',
  'fines',
  'pin',
  'link',
  'missing',
  'rid',
  'uuid',
  'time',
  'phase',
] as const;

/** The video conference's refusals (decision 045), each its own code so the UI shows its section-8 text. */
const VIDEO_CODES: Readonly<Record<string, ErrorCode>> = {
  video_identity_not_confirmed: 'VIDEO_IDENTITY_NOT_CONFIRMED',
  video_time_expired: 'VIDEO_TIME_EXPIRED',
  video_not_open: 'VIDEO_NOT_OPEN',
  video_closed: 'VIDEO_CLOSED',
  not_video_act: 'NOT_VIDEO_ACT',
  not_video_participant: 'NOT_VIDEO_PARTICIPANT',
  signing_key_missing: 'SIGNING_KEY_MISSING',
  video_not_joined: 'VIDEO_NOT_JOINED',
  video_not_in_room: 'VIDEO_NOT_IN_ROOM',
  not_video_notary: 'NOT_VIDEO_NOTARY',
  video_room_phase: 'VIDEO_ROOM_PHASE',
  video_not_admitted: 'VIDEO_NOT_ADMITTED',
  video_media_unavailable: 'VIDEO_MEDIA_UNAVAILABLE',
  video_participant_absent: 'VIDEO_PARTICIPANT_ABSENT',
  video_test_busy: 'VIDEO_TEST_BUSY',
};

// The specification's session-expiry marker (section 4): a 403 whose message is exactly this.
const ACCESS_DENIED = 'Access Denied';

export function codeForFailure(failure: MinistryFailure): ErrorCode {
  const { status, ministryCode, message } = failure;
  const video =
    ministryCode !== undefined && status < 500 && Object.hasOwn(VIDEO_CODES, ministryCode)
      ? VIDEO_CODES[ministryCode]
      : undefined;
  if (video) return video;
  // The media server's refusals (media_invalid_sdp, media_room_full, its 503 media_closed, ...): one
  // code, the detail in ministryCode; the message is the ministry's own text.
  if (ministryCode?.startsWith('media_') && (status < 500 || status === 503)) return 'MEDIA_REFUSED';
  if (status === 400) return 'BAD_REQUEST';
  const noSession = failure.anonymous ? 'LOGIN_REQUIRED' : 'TOKEN_EXPIRED';
  if (status === 401) return noSession;
  if (status === 403) {
    return ministryCode === 'access_denied' || message?.trim() === ACCESS_DENIED ? noSession : 'FORBIDDEN';
  }
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) {
    if (ministryCode === 'stale_version') return 'STALE_VERSION';
    if (ministryCode === 'transition_refused') return 'TRANSITION_REFUSED';
    return 'CONFLICT';
  }
  if (status === 418) {
    if (ministryCode === 'uuid_not_found') return 'UUID_NOT_FOUND';
    if (ministryCode === 'pin_not_found_in_uuid') return 'PIN_NOT_FOUND_IN_UUID';
    // An unlabelled 418 still means "not yours to see" (the file-download case of section 8).
    return 'FORBIDDEN';
  }
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  // The face-ID service did not answer (decision 120), or the ministry's queue is full (`busy`): a retry,
  // as for the ministry itself.
  if (
    status === 503 &&
    (ministryCode === 'face_id_unavailable' ||
      ministryCode === 'busy' ||
      ministryCode === 'database_unavailable')
  )
    return 'MINISTRY_UNAVAILABLE';
  // A balancer's own answer in front of the ministries (no ministry code: HAProxy's 502, 503 or 504):
  // no instance could take the call just then, so a retry (decision 123).
  if ((status === 502 || status === 503 || status === 504) && ministryCode === undefined)
    return 'MINISTRY_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  return 'BAD_REQUEST';
}

/**
 * Turns a ministry failure into the GraphQL error the UI acts on. The message is the ministry's
 * own text (it is already in the request's language) except where that text is a protocol
 * marker ("Access Denied": TOKEN_EXPIRED, or LOGIN_REQUIRED for a call without a token) or absent;
 * then the gateway's translation for the code is used.
 */
export function ministryError(failure: MinistryFailure, locale: Locale) {
  const code = codeForFailure(failure);
  const own = failure.message?.trim();
  const marker = code === 'TOKEN_EXPIRED' || code === 'LOGIN_REQUIRED';
  const message = own && !marker ? own : translate(locale, `errors.${code}`);
  return createGraphQLError(message, {
    extensions: {
      ...failure.params,
      code,
      ...(failure.ministryCode ? { ministryCode: failure.ministryCode } : {}),
      ...(code === 'UUID_NOT_FOUND' && failure.uuid ? { uuid: failure.uuid } : {}),
      ...(failure.fields ? { fields: failure.fields } : {}),
    },
  });
}

/**
 * An error that starts in the gateway: a timeout, an unreachable or unreadable ministry, or one the
 * circuit breaker keeps calls away from (MINISTRY_UNAVAILABLE).
 */
export function gatewayError(
  code: 'MINISTRY_TIMEOUT' | 'INTEGRATION_ERROR' | 'MINISTRY_UNAVAILABLE',
  locale: Locale,
) {
  return createGraphQLError(translate(locale, `errors.${code}`), { extensions: { code } });
}
