import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import {
  consentJournalLimit,
  type PhoneCodeRefusal,
  phoneCodeAttempts,
  phoneCodeLifetimeMs,
  phoneCodesPerHour,
  profileReviewsPageSize,
  profileSessionsLimit,
} from '../../machines/profile/profile.schema';
import { userRecord } from '../auth/user-record';
import type { Database, Tx } from '../db/database';
import {
  citizens,
  consentJournal,
  notaries,
  phoneCodes,
  reviews,
  sessions,
  smsOutbox,
  users,
} from '../db/schema';
import { MinistryError } from '../errors';
import { type Language, translate } from '../i18n';
import { nameIn } from '../text/citizen-name';

// The citizen's profile (issue 13, decision 059): the user record of section 3, the phone (changed
// only with a code the sandbox SMS gateway sends to the new number) and the e-mail, the consent to
// personal-data processing (journaled, append-only), the reviews the user wrote and their sessions.
// Named citizen-profile: ministry/profile.ts is the production profile of the environment (decision 066).

/** 400 naming the field and the message key, as parseInput answers bad input. */
const refused = (field: string, key: string) =>
  new MinistryError(400, 'validation_failed', { fields: { [field]: key } });

const codeHash = (userId: number, phone: string, code: string) =>
  createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');

/** The user's profile as GET /profile answers it; 403 access_denied for a user who is gone. */
export async function citizenProfile(db: Database, userId: number, language: Language, now: Date) {
  const record = await userRecord(db, userId, language);
  const [user] = await db
    .select({ consent: users.personalDataConsent })
    .from(users)
    .where(eq(users.id, userId));
  if (!record || !user) throw new MinistryError(403, 'access_denied');
  const journal = await db
    .select({ event: consentJournal.event, at: consentJournal.at })
    .from(consentJournal)
    .where(eq(consentJournal.userId, userId))
    .orderBy(desc(consentJournal.id))
    .limit(consentJournalLimit);
  const [pending] = await db
    .select({ phone: phoneCodes.phone, expiresAt: phoneCodes.expiresAt, attempts: phoneCodes.attempts })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.userId, userId),
        isNull(phoneCodes.closedAt),
        gt(phoneCodes.expiresAt, now.toISOString()),
      ),
    )
    .orderBy(desc(phoneCodes.id))
    .limit(1);
  // The profile labels of section 3 (login, name, tax id, personal id, address, e-mail, phone,
  // passport, issuer, birth date, consent) and the rest of the user record a citizen may read.
  return {
    login: record.userid,
    fullname: record.fullname,
    surname: record.surname,
    name: record.name,
    lastname: record.lastname,
    pin: record.pin,
    inn: record.inn,
    passport: `${record.passserial} ${record.passnum}`,
    issueorg: record.issueorg,
    issuedate: record.issuedate,
    exprdate: record.exprdate,
    birthdate: record.birthdate,
    citizenship: record.citizenship,
    nationality: record.nationality,
    regaddress: record.regaddress,
    actaddress: record.actaddress,
    region: language === 'ru' ? record.regionru : record.regionuz,
    district: language === 'ru' ? record.districtru : record.districtuz,
    phone: record.phone,
    email: record.email,
    consent: user.consent,
    consentJournal: journal.map((entry) => ({ event: entry.event, at: new Date(entry.at).toISOString() })),
    pendingPhone: pending
      ? {
          phone: pending.phone,
          expiresAt: new Date(pending.expiresAt).toISOString(),
          attemptsLeft: phoneCodeAttempts - pending.attempts,
        }
      : null,
  };
}

async function citizenIdOf(tx: Tx | Database, userId: number): Promise<number> {
  const [row] = await tx.select({ citizenId: users.citizenId }).from(users).where(eq(users.id, userId));
  if (!row) throw new MinistryError(403, 'access_denied');
  return row.citizenId;
}

/** A new e-mail on the user's citizen record. */
export async function changeEmail(db: Database, userId: number, email: string): Promise<void> {
  const citizenId = await citizenIdOf(db, userId);
  await db.update(citizens).set({ email }).where(eq(citizens.id, citizenId));
}

/**
 * A code to a new phone by the sandbox SMS gateway (acts.sms_outbox), the user's earlier open codes
 * closed; nothing of the user record changes until the code comes back. 400 for the phone the user
 * has already, and beyond the hourly bound of codes.
 */
export async function requestPhoneCode(
  db: Database,
  userId: number,
  phone: string,
  at: Date,
  language: Language,
): Promise<{ expiresAt: string; attemptsLeft: number }> {
  return db.transaction(async (tx) => {
    // One user's requests one after another: the hourly bound cannot be raced past.
    const [user] = await tx
      .select({ citizenId: users.citizenId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new MinistryError(403, 'access_denied');
    const [citizen] = await tx
      .select({ phone: citizens.phone })
      .from(citizens)
      .where(eq(citizens.id, user.citizenId));
    if (citizen?.phone === phone) throw refused('phone', 'error_phone_unchanged');
    const [recent] = await tx
      .select({ n: count() })
      .from(phoneCodes)
      .where(
        and(
          eq(phoneCodes.userId, userId),
          gt(phoneCodes.createdAt, new Date(at.getTime() - 3_600_000).toISOString()),
        ),
      );
    if ((recent?.n ?? 0) >= phoneCodesPerHour) throw refused('phone', 'error_phone_codes_too_many');
    await tx
      .update(phoneCodes)
      .set({ closedAt: at.toISOString() })
      .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.closedAt)));
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(at.getTime() + phoneCodeLifetimeMs).toISOString();
    await tx.insert(phoneCodes).values({
      userId,
      phone,
      codeHash: codeHash(userId, phone, code),
      createdAt: at.toISOString(),
      expiresAt,
    });
    await tx.insert(smsOutbox).values({
      phone,
      text: translate(language, 'profile.sms.code', { code }),
      at: at.toISOString(),
    });
    return { expiresAt, attemptsLeft: phoneCodeAttempts };
  });
}

export interface PhoneCodeOutcome {
  refusal: PhoneCodeRefusal;
  attemptsLeft: number;
}

/**
 * The code sent to the new phone: right -> the phone changes and the code is closed, in one
 * transaction (null); wrong -> an attempt is counted (the last one closes the code); expired or none
 * -> refused as such. The refusal is answered, not thrown, so the counted attempt commits.
 */
export async function confirmPhoneCode(
  db: Database,
  userId: number,
  code: string,
  now: () => Date,
): Promise<PhoneCodeOutcome | null> {
  const at = now().toISOString();
  return db.transaction(async (tx): Promise<PhoneCodeOutcome | null> => {
    const [open] = await tx
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.closedAt)))
      .orderBy(desc(phoneCodes.id))
      .limit(1)
      .for('update');
    if (!open) return { refusal: 'error_code_none', attemptsLeft: 0 };
    if (new Date(open.expiresAt).getTime() <= now().getTime()) {
      await tx.update(phoneCodes).set({ closedAt: at }).where(eq(phoneCodes.id, open.id));
      return { refusal: 'error_code_expired', attemptsLeft: 0 };
    }
    if (open.codeHash !== codeHash(userId, open.phone, code)) {
      const attempts = open.attempts + 1;
      const spent = attempts >= phoneCodeAttempts;
      await tx
        .update(phoneCodes)
        .set({ attempts, ...(spent ? { closedAt: at } : {}) })
        .where(eq(phoneCodes.id, open.id));
      return spent
        ? { refusal: 'error_code_spent', attemptsLeft: 0 }
        : { refusal: 'error_code_wrong', attemptsLeft: phoneCodeAttempts - attempts };
    }
    await tx.update(phoneCodes).set({ closedAt: at }).where(eq(phoneCodes.id, open.id));
    const citizenId = await citizenIdOf(tx, userId);
    await tx.update(citizens).set({ phone: open.phone }).where(eq(citizens.id, citizenId));
    return null;
  });
}

/** The consent to personal-data processing given or withdrawn, journaled; the same answer again changes nothing. */
export async function setConsent(
  db: Database,
  userId: number,
  given: boolean,
  now: () => Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ consent: users.personalDataConsent })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new MinistryError(403, 'access_denied');
    // Asking for what already holds changes nothing and journals nothing.
    if (user.consent === given) return;
    await tx.update(users).set({ personalDataConsent: given }).where(eq(users.id, userId));
    await tx
      .insert(consentJournal)
      .values({ userId, event: given ? 'given' : 'withdrawn', at: now().toISOString() });
  });
}

/** A page of the reviews the user wrote, newest first, hidden ones marked. */
export async function reviewsByUser(db: Database, userId: number, page: number, language: Language) {
  const [total] = await db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId));
  const rows = await db
    .select({ review: reviews, notary: notaries })
    .from(reviews)
    .innerJoin(notaries, eq(notaries.id, reviews.notaryId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.id))
    .limit(profileReviewsPageSize)
    .offset((page - 1) * profileReviewsPageSize);
  return {
    items: rows.map(({ review, notary }) => ({
      id: review.id,
      notaryId: notary.id,
      notaryName: nameIn(language, notary.fullNameLatin, notary.fullNameCyrillic),
      rating: review.rating,
      text: review.text,
      createdAt: new Date(review.createdAt).toISOString(),
      hidden: review.hiddenAt !== null,
    })),
    total: total?.n ?? 0,
    page,
    pageSize: profileReviewsPageSize,
  };
}

/** The user's open sessions: when each began and was last seen, never a token. */
export async function openSessions(db: Database, session: { id: string; userId: number }, now: Date) {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, session.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(profileSessionsLimit);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === session.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** Ends every other session of the user; answers how many ended. */
export async function endOtherSessions(
  db: Database,
  session: { id: string; userId: number },
  now: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, session.userId), ne(sessions.id, session.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}
