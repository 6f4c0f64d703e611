import { and, eq, isNull, or } from 'drizzle-orm';
import { type ChangedAct, openAccount } from '../acts/accounts';
import type { Acts } from '../acts/lifecycle';
import type { Database } from '../db/database';
import { citizens, users } from '../db/schema';
import type { Auth } from './index';
import { consumeLivenessToken } from './liveness-store';

// The login's reads and writes (specification section 7): the pre-check's and the login's look-up of
// the citizen by passport and PIN, the session a face check opens (with the account, at the first
// login), and the acceptance of the terms of use. The routes (routes/check-before-auth.ts,
// routes/auth.ts) count and log the refusals.

export interface Credentials {
  passserial: string;
  passnum: string;
  pin: string;
}

/** Whether a valid citizen of the registry has this passport and PIN (the pre-check). */
/** The registry's valid citizen holding this passport and PIN. */
const validCitizenWith = ({ passserial, passnum, pin }: Credentials) =>
  and(
    eq(citizens.passserial, passserial),
    eq(citizens.passnum, passnum),
    eq(citizens.pin, pin),
    eq(citizens.valid, true),
  );

export async function registeredCitizen(db: Database, credentials: Credentials): Promise<boolean> {
  const found = await db
    .select({ id: citizens.id })
    .from(citizens)
    .where(validCitizenWith(credentials))
    .limit(1);
  return found.length > 0;
}

type Citizen = typeof citizens.$inferSelect;

export interface LoginCandidate {
  citizen: Citizen;
  citizenId: number;
  /** Null before the first login: the account is opened then (decision 069). */
  userId: number | null;
}

/**
 * The citizen who may log in with this passport and PIN: any valid citizen of the registry, unless an
 * administrator blocked or deleted their user (decision 056).
 */
export async function loginCandidate(
  db: Database,
  credentials: Credentials,
): Promise<LoginCandidate | undefined> {
  const [person] = await db
    .select({ citizen: citizens, citizenId: citizens.id, userId: users.id })
    .from(citizens)
    .leftJoin(users, eq(users.citizenId, citizens.id))
    .where(
      and(
        validCitizenWith(credentials),
        or(isNull(users.id), and(eq(users.state, 'active'), isNull(users.deletedAt))),
      ),
    )
    .limit(1);
  return person;
}

export interface OpenedSession {
  token: string;
  userId: number;
  /** The acts whose parties became the new account's (empty unless this was the first login). */
  changed: ChangedAct[];
}

/**
 * The session of a face check that matched: the liveness token is consumed in the transaction that
 * creates the session (and opens the account at the first login), so of two requests racing with one
 * token exactly one gets a session; null for the other.
 */
export async function openSession(
  db: Database,
  auth: Pick<Auth, 'sessions' | 'now'>,
  person: LoginCandidate,
  liveness: { sessionId: string; jti: string },
  acts?: Pick<Acts, 'publishWithin'>,
): Promise<OpenedSession | null> {
  return db.transaction(async (tx) => {
    if (!(await consumeLivenessToken(tx, liveness.sessionId, liveness.jti, auth.now()))) return null;
    const account =
      person.userId !== null
        ? { userId: person.userId, changed: [] }
        : await openAccount(tx, person.citizen, auth.now().toISOString());
    // The acts whose parties became the account's are announced with the account (`acts.committed`
    // after the commit).
    for (const change of account.changed) await acts?.publishWithin(tx, change.actId, change.version);
    return { ...(await auth.sessions.create(tx, account.userId)), ...account };
  });
}

/** The user's answer to the offer (terms of use): 1 accepted, 0 refused. */
export async function setTermsOfUse(db: Database, userId: number, termsofuse: 0 | 1): Promise<void> {
  await db.update(users).set({ termsofuse }).where(eq(users.id, userId));
}
