import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { MinistryError } from '../errors';
import { sessionOf } from './plugin';

/** The session's user, when an administrator; 403 forbidden otherwise (403 access denied without a session). */
async function administrator(db: Database, request: FastifyRequest): Promise<number> {
  const { userId } = sessionOf(request);
  const [user] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.roles.includes('admin')) throw new MinistryError(403, 'forbidden');
  return userId;
}

/**
 * Admits administrators only to every route of `app` (an encapsulated route plugin), checked before
 * any input is read: a non-administrator learns nothing of what the routes hold, not even which input
 * would be refused (decisions 050, 056). Answers the administrator of a request.
 */
export function administratorsOnly(app: FastifyInstance, db: Database): (request: FastifyRequest) => number {
  const administrators = new WeakMap<FastifyRequest, number>();
  app.addHook('preHandler', async (request) => {
    administrators.set(request, await administrator(db, request));
  });
  return (request) => {
    const userId = administrators.get(request);
    if (userId === undefined) throw new MinistryError(403, 'forbidden');
    return userId;
  };
}
