import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { settings } from '../db/schema';

export const settingKeys = {
  livenessSecret: 'liveness_jwt_secret',
  sessionSecret: 'session_secret',
  maintenance: 'auth_maintenance',
} as const;

export interface AuthSecrets {
  liveness: Uint8Array;
  session: Uint8Array;
}

export interface SecretOverrides {
  // From LIVENESS_JWT_SECRET / SESSION_SECRET; unset means the database's own, generated once.
  liveness?: string | undefined;
  session?: string | undefined;
}

// HS256 keys shorter than the hash output weaken the MAC (RFC 7518, section 3.2).
const MIN_SECRET_LENGTH = 32;

function fromOverride(name: string, value: string): Uint8Array {
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(`${name} must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return new TextEncoder().encode(value);
}

/**
 * A secret shared by every instance of this database: the first instance to start writes a random
 * one, the others (and later starts) read it, so tokens signed by one instance verify on any other.
 */
async function storedSecret(db: Database, key: string): Promise<Uint8Array> {
  await db
    .insert(settings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) throw new Error(`setting ${key} could not be stored`);
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}

export async function loadSecrets(db: Database, overrides: SecretOverrides = {}): Promise<AuthSecrets> {
  return {
    liveness: overrides.liveness
      ? fromOverride('LIVENESS_JWT_SECRET', overrides.liveness)
      : await storedSecret(db, settingKeys.livenessSecret),
    session: overrides.session
      ? fromOverride('SESSION_SECRET', overrides.session)
      : await storedSecret(db, settingKeys.sessionSecret),
  };
}

/** The maintenance switch: while on, /api/auth answers resultCode 0 (technical work). */
export async function setMaintenance(db: Database, on: boolean): Promise<void> {
  const value = on ? '1' : '0';
  await db
    .insert(settings)
    .values({ key: settingKeys.maintenance, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

// Read at every auth call, not cached: an operator flips it in the database for all instances at once.
export async function isMaintenance(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, settingKeys.maintenance));
  return row?.value === '1';
}
