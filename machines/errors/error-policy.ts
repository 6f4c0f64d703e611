import { paths } from '../navigation/routes';

/**
 * The client's error catalogue (specification, section 8) as a pure decision: given the
 * `extensions.code` the gateway put on an error (docs/contracts.md) and where the user is, what
 * to show, for how long, and where to go. ui/ performs the decision.
 */

export const errorCodes = [
  'BAD_REQUEST',
  'TOKEN_EXPIRED',
  'LOGIN_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'STALE_VERSION',
  'TRANSITION_REFUSED',
  'UUID_NOT_FOUND',
  'PIN_NOT_FOUND_IN_UUID',
  'TOO_MANY_ATTEMPTS',
  'INTERNAL_SERVER_ERROR',
  'MINISTRY_TIMEOUT',
  'INTEGRATION_ERROR',
  'MINISTRY_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const durations = {
  error: 20_000,
  tokenExpired: 3_000,
  downloadDenied: 30_000,
} as const;

export interface ErrorSituation {
  /** extensions.code, or null for a network failure or an error without a code. */
  code: string | null;
  mode: 'browser' | 'kiosk';
  /** A GET-like read (query, file download) leaves the page on 404; a write (mutation) does not. */
  operation: 'query' | 'mutation' | 'download';
  /** pathname + search the user is on, kept as redirect target when the session expires. */
  currentPath: string;
  /** The ministry's own message (already in the request's language) for codes that show it. */
  message?: string | null;
  /** extensions.uuid of UUID_NOT_FOUND, when known. */
  uuid?: string | null;
}

/**
 * A failure as its caller reports it (a GraphQL operation, a file download): what went wrong, not
 * where the user is. The app machine adds the mode and the page shown to make the situation.
 */
export type ErrorReport = Pick<ErrorSituation, 'code' | 'operation' | 'message' | 'uuid'>;

export interface ErrorToast {
  /** Key in the `errors` namespace. */
  key: string;
  values: Record<string, string>;
  /** Server text to show under the title (400, 404, 409, 429 carry the ministry's message). */
  detail: string | null;
  durationMs: number;
}

export interface ErrorReaction {
  toast: ErrorToast | null;
  /** Where to go (replace), or null to stay. */
  redirectTo: string | null;
  /** TOKEN_EXPIRED, LOGIN_REQUIRED: clear token and user and keep currentPath as the redirect target. */
  endSession: boolean;
  redirectTarget: string | null;
}

const isKnownCode = (code: string | null): code is ErrorCode =>
  code !== null && (errorCodes as readonly string[]).includes(code);

const none: ErrorReaction = { toast: null, redirectTo: null, endSession: false, redirectTarget: null };

function toast(key: string, durationMs: number, detail: string | null = null, values = {}): ErrorToast {
  return { key, values, detail, durationMs };
}

export function decideErrorReaction(situation: ErrorSituation): ErrorReaction {
  const { mode, operation } = situation;
  const kiosk = mode === 'kiosk';
  const code = isKnownCode(situation.code) ? situation.code : null;
  const detail = situation.message?.trim() ? situation.message.trim() : null;
  const myActs = kiosk ? paths.kioskMyActs : paths.myActs;

  if (operation === 'download' && (code === 'UUID_NOT_FOUND' || code === 'PIN_NOT_FOUND_IN_UUID')) {
    return { ...none, toast: toast('DOWNLOAD_ACCESS_DENIED', durations.downloadDenied), redirectTo: myActs };
  }

  switch (code) {
    case 'BAD_REQUEST':
    case 'CONFLICT':
    case 'STALE_VERSION':
    case 'TRANSITION_REFUSED':
    case 'TOO_MANY_ATTEMPTS':
      return { ...none, toast: toast(code, durations.error, detail) };
    // Nobody was logged in (a call without a token): the same way to the login, but no session
    // "expired" (section 8: "login required").
    case 'TOKEN_EXPIRED':
    case 'LOGIN_REQUIRED':
      return {
        toast: toast(code, durations.tokenExpired),
        redirectTo: kiosk ? paths.kioskAuth : null,
        endSession: true,
        redirectTarget: situation.currentPath,
      };
    case 'FORBIDDEN':
      return { ...none, redirectTo: kiosk ? paths.kioskForbidden : paths.forbidden };
    case 'NOT_FOUND':
      return {
        ...none,
        toast: toast('NOT_FOUND', durations.error, detail),
        redirectTo: operation === 'mutation' ? null : kiosk ? paths.kioskNotFound : paths.notFound,
      };
    case 'UUID_NOT_FOUND':
      return {
        ...none,
        toast: situation.uuid
          ? toast('UUID_NOT_FOUND', durations.error, null, { uuid: situation.uuid })
          : toast('UUID_NOT_FOUND_UNKNOWN', durations.error),
        redirectTo: myActs,
      };
    case 'PIN_NOT_FOUND_IN_UUID':
      return { ...none, toast: toast('PIN_NOT_FOUND_IN_UUID', durations.error), redirectTo: myActs };
    case 'INTERNAL_SERVER_ERROR':
    case 'MINISTRY_TIMEOUT':
    case 'INTEGRATION_ERROR':
    case 'MINISTRY_UNAVAILABLE':
      return { ...none, toast: toast(code, durations.error) };
    default:
      return { ...none, toast: toast('SYSTEM_ERROR', durations.error) };
  }
}
