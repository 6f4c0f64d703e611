import type { ErrorSituation } from '../../../machines/errors/error-policy';
import { readLocalStore } from '../../storage/local-store';

/** RFC 6266 file name: filename* (UTF-8) first, then the plain filename. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || fallback;
}

/** The gateway's /files answers with the ministry's lower-case codes or its own upper-case ones. */
export function downloadErrorCode(status: number, code: unknown): string | null {
  const raw = typeof code === 'string' ? code : '';
  if (raw === 'uuid_not_found' || raw === 'UUID_NOT_FOUND') return 'UUID_NOT_FOUND';
  if (raw === 'pin_not_found_in_uuid' || raw === 'PIN_NOT_FOUND_IN_UUID') return 'PIN_NOT_FOUND_IN_UUID';
  if (/^[A-Z_]+$/.test(raw)) return raw;
  if (status === 404) return 'NOT_FOUND';
  if (status === 403) return 'FORBIDDEN';
  if (status === 400) return 'BAD_REQUEST';
  return status >= 500 ? 'INTERNAL_SERVER_ERROR' : null;
}

export type DownloadFailure = Pick<ErrorSituation, 'code' | 'message'>;

/**
 * Fetches /files/{id} with the session's bearer token (a plain link would carry none): the file and
 * the name the server gave it, or the failure for the error policy.
 */
async function fetchFile(
  url: string,
  fallbackName: string,
): Promise<{ blob: Blob; name: string } | { failure: DownloadFailure }> {
  const { token } = readLocalStore();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    return { failure: { code: null, message: null } };
  }
  if (!response.ok) {
    const body = (await response
      .clone()
      .json()
      .catch(async () => ({ message: await response.text().catch(() => '') }))) as {
      code?: unknown;
      message?: unknown;
    };
    return {
      failure: {
        code: downloadErrorCode(response.status, body.code),
        message: typeof body.message === 'string' && body.message ? body.message : null,
      },
    };
  }
  const blob = await response.blob();
  return { blob, name: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName) };
}

/** Downloads a file of the act and saves it under its name. Resolves null on success, or the failure. */
export async function downloadFile(url: string, fallbackName: string): Promise<DownloadFailure | null> {
  const fetched = await fetchFile(url, fallbackName);
  if ('failure' in fetched) return fetched.failure;
  const href = URL.createObjectURL(fetched.blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fetched.name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return null;
}

/**
 * The kiosk's way with a file of the act (issue 28): fetched into the page's memory as an object URL,
 * shown and printed from a frame (ui/features/acts/act-download.tsx), never saved on a machine the
 * next person uses. Resolves the URL (the caller revokes it) or the failure for the error policy.
 */
export async function fileForPrint(
  url: string,
  fallbackName: string,
): Promise<{ href: string; name: string } | { failure: DownloadFailure }> {
  const fetched = await fetchFile(url, fallbackName);
  if ('failure' in fetched) return fetched;
  return { href: URL.createObjectURL(fetched.blob), name: fetched.name };
}
