import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MinistryError } from '../errors';
import type { AuthSession, Sessions } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    // 'required': no valid session token -> 403 Access Denied. Routes without it are public, and a
    // valid token sent to them still gets refreshed.
    session?: 'required';
  }
  interface FastifyRequest {
    authSession: AuthSession | null;
  }
}

export const refreshedTokenHeader = 'x-refreshed-token';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Session tokens for the /api scope: verifies `Authorization: Bearer` before the route runs and puts a
 * refreshed token of the same session on every 200 it answers. Installed on the scope itself (not as
 * an encapsulated plugin) so its hooks cover every route registered there.
 */
export function installSessionAuth(api: FastifyInstance, sessions: Sessions): void {
  api.decorateRequest('authSession', null);

  api.addHook('onRequest', async (request) => {
    const token = bearer(request);
    request.authSession = token ? await sessions.verify(token) : null;
    if (!request.authSession && request.routeOptions.config.session === 'required') {
      throw new MinistryError(403, 'access_denied');
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const session = request.authSession;
    if (session && !session.revoked && reply.statusCode === 200) {
      reply.header(refreshedTokenHeader, await sessions.refresh(session));
    }
    return payload;
  });
}

/** The session of a route declared with `config: { session: 'required' }`. */
export function sessionOf(request: FastifyRequest): AuthSession {
  if (!request.authSession) throw new MinistryError(403, 'access_denied');
  return request.authSession;
}
