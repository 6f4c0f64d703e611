import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalRole } from '../../machines/admin-users/admin-users.schema';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { MinistryError } from '../errors';
import { sessionOf } from './plugin';

/**
 * The session's user, when they hold one of `roles`; 403 forbidden otherwise (403 access denied
 * without a session).
 */
async function holderOf(
  db: Database,
  request: FastifyRequest,
  roles: readonly PortalRole[],
): Promise<number> {
  const { userId } = sessionOf(request);
  const [user] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.roles.some((role) => roles.includes(role))) throw new MinistryError(403, 'forbidden');
  return userId;
}

/** Whether the user holds one of `roles` (a check made object by object, where a guard cannot be). */
export async function holdsRole(
  db: Database,
  userId: number,
  roles: readonly PortalRole[],
): Promise<boolean> {
  const [user] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.roles.some((role) => roles.includes(role)) ?? false;
}

/**
 * Admits the holders of one of `roles` only to every route of `app` (an encapsulated route plugin), checked
 * before any input is read: anybody else learns nothing of what the routes hold, not even which input
 * would be refused (decisions 050, 056, 060). Answers the user of a request.
 */
export function roleHoldersOnly(
  app: FastifyInstance,
  db: Database,
  roles: readonly PortalRole[],
): (request: FastifyRequest) => number {
  const holders = new WeakMap<FastifyRequest, number>();
  app.addHook('preHandler', async (request) => {
    holders.set(request, await holderOf(db, request, roles));
  });
  return (request) => {
    const userId = holders.get(request);
    if (userId === undefined) throw new MinistryError(403, 'forbidden');
    return userId;
  };
}

/** Administrators only (decisions 050, 056). */
export const administratorsOnly = (app: FastifyInstance, db: Database) => roleHoldersOnly(app, db, ['admin']);

/** Analysts only (decision 060). */
export const analystsOnly = (app: FastifyInstance, db: Database) => roleHoldersOnly(app, db, ['analyst']);

/** Who moderates notaries' reviews: moderators and administrators (decision 072). */
export const reviewModeratorRoles = ['moderator', 'admin'] as const satisfies readonly PortalRole[];

/** Moderators and administrators only (decision 072). */
export const reviewModeratorsOnly = (app: FastifyInstance, db: Database) =>
  roleHoldersOnly(app, db, reviewModeratorRoles);
