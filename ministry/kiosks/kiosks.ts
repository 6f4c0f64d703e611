import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import {
  enrolmentCodeAlphabet,
  enrolmentCodeLength,
  enrolmentCodeLifetimeMs,
  type KioskPublicKey,
  type KiosksQuery,
  kioskLimits,
} from '../../machines/kiosk/kiosk.schema';
import type { Database } from '../db/database';
import { kiosks, offices } from '../db/schema';
import { MinistryError } from '../errors';
import { officeJson } from '../reference/reference';

// The kiosks' register (issue 27, decision 070): administrators enrol a kiosk for an office (a
// pending row and a one-time code, shown once and kept only as its hash), list them a page at a
// time and revoke them; the kiosk's enrolment page turns the code and its public key into an active
// kiosk. The proof of every later call is ./proof.ts's.

type KioskRow = typeof kiosks.$inferSelect;
type OfficeRow = typeof offices.$inferSelect;

export const codeHash = (code: string) =>
  createHash('sha256').update(`kiosk-enrolment:${code}`).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < enrolmentCodeLength; i += 1)
    code += enrolmentCodeAlphabet[randomInt(enrolmentCodeAlphabet.length)];
  return code;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A kiosk as the administrators' list shows it: never its key nor its code. */
export function kioskJson(row: KioskRow, office: OfficeRow, at: Date) {
  return {
    id: row.id,
    label: row.label,
    office: officeJson(office),
    state: row.state,
    createdAt: iso(row.createdAt)!,
    enrolledAt: iso(row.enrolledAt),
    revokedAt: iso(row.revokedAt),
    lastSeenAt: iso(row.lastSeenAt),
    // A pending kiosk whose code ran out can only be revoked and enrolled again.
    codeExpired:
      row.state === 'pending' && row.codeExpiresAt !== null && Date.parse(row.codeExpiresAt) <= at.getTime(),
  };
}

/** What a kiosk is told of itself: its id, its label, its office. */
export const kioskIdentity = (row: Pick<KioskRow, 'id' | 'label'>, office: OfficeRow) => ({
  kioskId: row.id,
  label: row.label,
  office: officeJson(office),
});

async function officeOf(db: Database, officeId: number): Promise<OfficeRow> {
  const [office] = await db.select().from(offices).where(eq(offices.id, officeId));
  if (!office) throw new MinistryError(404, 'not_found');
  return office;
}

export async function listKiosks(db: Database, query: KiosksQuery, at: Date) {
  const where: SQL | undefined = and(
    query.officeId === undefined ? undefined : eq(kiosks.officeId, query.officeId),
    query.state === undefined ? undefined : eq(kiosks.state, query.state),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(kiosks).where(where);
  const rows = await db
    .select({ kiosk: kiosks, office: offices })
    .from(kiosks)
    .innerJoin(offices, eq(offices.id, kiosks.officeId))
    .where(where)
    .orderBy(desc(kiosks.id))
    .limit(kioskLimits.pageSize)
    .offset((query.page - 1) * kioskLimits.pageSize);
  return {
    total,
    page: query.page,
    pageSize: kioskLimits.pageSize,
    items: rows.map(({ kiosk, office }) => kioskJson(kiosk, office, at)),
  };
}

/** A pending kiosk and its one-time code: the only time the code is ever given out. */
export async function enrolKiosk(
  db: Database,
  adminId: number,
  request: { officeId: number; label: string },
  at: Date,
) {
  const [office] = await db.select().from(offices).where(eq(offices.id, request.officeId));
  if (!office)
    throw new MinistryError(400, 'validation_failed', { fields: { officeId: 'error_wrong_office_id' } });
  const code = newCode();
  const codeExpiresAt = new Date(at.getTime() + enrolmentCodeLifetimeMs).toISOString();
  const [row] = await db
    .insert(kiosks)
    .values({
      officeId: office.id,
      label: request.label,
      state: 'pending',
      codeHash: codeHash(code),
      codeExpiresAt,
      createdAt: at.toISOString(),
      createdBy: adminId,
    })
    .returning();
  return { kiosk: kioskJson(row!, office, at), code, codeExpiresAt };
}

/** Revoked for good: the kiosk's next call is refused (./proof.ts reads the state on every call). */
export async function revokeKiosk(db: Database, adminId: number, kioskId: number, at: Date) {
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(kiosks).where(eq(kiosks.id, kioskId)).for('update');
    if (!locked) throw new MinistryError(404, 'not_found');
    if (locked.state === 'revoked') throw new MinistryError(409, 'kiosk_already_revoked');
    const [revoked] = await tx
      .update(kiosks)
      .set({ state: 'revoked', codeHash: null, revokedAt: at.toISOString(), revokedBy: adminId })
      .where(eq(kiosks.id, kioskId))
      .returning();
    return revoked!;
  });
  return kioskJson(row, await officeOf(db, row.officeId), at);
}

/**
 * The kiosk's enrolment page: the code, once and before it expires, makes the pending kiosk active
 * with this public key. A wrong, used or expired code is refused alike (the caller counts it).
 */
export async function completeEnrolment(
  db: Database,
  request: { code: string; publicKey: KioskPublicKey },
  at: Date,
) {
  const row = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(kiosks)
      .where(
        and(
          eq(kiosks.codeHash, codeHash(request.code)),
          eq(kiosks.state, 'pending'),
          gt(kiosks.codeExpiresAt, at.toISOString()),
        ),
      )
      .for('update');
    if (!pending) return null;
    const [enrolled] = await tx
      .update(kiosks)
      .set({
        state: 'active',
        codeHash: null,
        codeExpiresAt: null,
        publicKey: request.publicKey,
        enrolledAt: at.toISOString(),
      })
      .where(eq(kiosks.id, pending.id))
      .returning();
    return enrolled!;
  });
  return row ? kioskIdentity(row, await officeOf(db, row.officeId)) : null;
}

/** The identity of a kiosk whose proof was verified. */
export async function identityOf(db: Database, kiosk: { id: number; label: string; officeId: number }) {
  return kioskIdentity(kiosk, await officeOf(db, kiosk.officeId));
}
