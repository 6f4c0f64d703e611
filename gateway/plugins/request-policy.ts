import type { Plugin } from 'graphql-yoga';
import { traceparentHeader } from '../../machines/fields/traceparent.js';

/** The POST bodies /graphql reads. Each needs a CORS preflight, so no page of another site can send one. */
export const ACCEPTED_POST_TYPES = ['application/json', 'application/graphql-response+json'] as const;

const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * What /graphql accepts over HTTP, and how its answers may be kept:
 * - a POST must be JSON: a form (urlencoded or multipart) or text/plain is what a foreign page can send
 *   without a preflight, so it is refused with 415 before anything runs. GET runs queries only (yoga
 *   answers 405 to a mutation).
 * - no answer is stored by a browser or a proxy: they carry tokens and personal data.
 */
export function requestPolicyPlugin(): Plugin {
  return {
    onRequestParse({ request, setRequestParser, endResponse, fetchAPI }) {
      if (request.method !== 'POST') return;
      const type = mediaType(request);
      if (type === 'application/json') return;
      if (type === 'application/graphql-response+json') {
        // Yoga reads this media type in no request; its body is the same JSON.
        setRequestParser((incoming) => incoming.json());
        return;
      }
      endResponse(
        new fetchAPI.Response(null, {
          status: 415,
          headers: { 'accept-post': ACCEPTED_POST_TYPES.join(', ') },
        }),
      );
    },
    onResponse({ response }) {
      response.headers.set('cache-control', 'no-store');
    },
  };
}

/** CORS_ORIGINS entries as origins (`https://kiosk.example`); `null`, `*` and paths are refused. */
export function parseOrigins(entries: readonly string[]): string[] {
  return entries
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (
        !url ||
        (url.protocol !== 'https:' && url.protocol !== 'http:') ||
        url.origin !== entry.replace(/\/$/, '')
      )
        throw new Error(`CORS_ORIGINS: "${entry}" is not an origin such as https://portal.example`);
      return url.origin;
    });
}

/**
 * CORS for /graphql: the SPA is same-origin and needs none, so by default no origin is answered; an
 * origin of CORS_ORIGINS gets itself back. Anything else, `Origin: null` included, gets no CORS header,
 * so a browser keeps the answer from the page that asked. Tokens travel in Authorization, never in
 * cookies: no credentials.
 */
export function corsPolicy(allowed: readonly string[], exposedHeaders: readonly string[]) {
  const origins = new Set(allowed);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !origins.has(origin)) return false as const;
    return {
      origin: [origin],
      methods: ['GET', 'POST'],
      // traceparent: the trace the page starts for each request (decision 119).
      allowedHeaders: ['authorization', 'content-type', 'accept', 'accept-language', traceparentHeader],
      exposedHeaders: [...exposedHeaders],
      credentials: false,
      maxAge: 600,
    };
  };
}
