import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Response headers of the portal's pages and files (decision 025). Each directive is here because
 * the SPA needs it, checked against the built app in Chromium (the e2e suite).
 */

/** In index.html (Vite's `html.cspNonce`), replaced by a fresh nonce in every answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export const PERMISSIONS_POLICY = 'camera=(self), microphone=(self)';

// A file is data, never a page: if a browser is ever made to render one, it runs nothing.
export const FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

const HSTS = 'max-age=31536000; includeSubDomains';

// A Host header is echoed into connect-src only when it is a plain host[:port].
const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface SecurityHeaderOptions {
  /** HSTS=on: the portal is reached over TLS only (TLS ends here or at a proxy in front). */
  hsts: boolean;
  /** Origins the page may frame: the instructional video's (INSTRUCTIONAL_VIDEO_URL). */
  frameOrigins: readonly string[];
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The page's policy: scripts and styles from the portal only, styles of its own <style> tags by nonce. */
export function contentSecurityPolicy(
  nonce: string,
  host: string | undefined,
  frameOrigins: readonly string[],
) {
  const sockets = host && plainHost.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${sockets}`,
    // The camera preview is a MediaStream in video.srcObject, which no CSP directive governs.
    "media-src 'self'",
    // blob: the kiosk prints a file of the act from a frame of the page (ui/features/acts/download.ts).
    `frame-src blob:${frameOrigins.length > 0 ? ` ${frameOrigins.join(' ')}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of the instructional video's URL, for frame-src; nothing for a URL that has none. */
export function frameOriginOf(url: string | null | undefined): string[] {
  if (!url) return [];
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
  } catch {
    return [];
  }
}

export function createSecurityHeaders(options: SecurityHeaderOptions) {
  return {
    /** On every answer of the gateway: pages, assets, /graphql, /files. */
    common(res: ServerResponse) {
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
      if (options.hsts) res.setHeader('strict-transport-security', HSTS);
    },
    /** The SPA's HTML document, whose <style> tags carry `nonce`. */
    document(req: IncomingMessage, nonce: string): Record<string, string> {
      return {
        'content-security-policy': contentSecurityPolicy(nonce, req.headers.host, options.frameOrigins),
        'permissions-policy': PERMISSIONS_POLICY,
      };
    },
  };
}

export type SecurityHeaders = ReturnType<typeof createSecurityHeaders>;
