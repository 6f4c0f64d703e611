import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database, Tx } from '../db/database';
import { actTypes, notarialActs, parties, smsOutbox } from '../db/schema';
import { type Language, translate } from '../i18n';

// A party's invitation: an unguessable token whose SHA-256 is kept on the party, and the SMS (the
// sandbox's outbox) carrying the link `/enotarial_act/{uuid}?invite=<token>` and its QR code. A new
// invitation replaces the party's token, so an earlier link stops working. It always goes to the
// party's own phone in the registry, and to the phone the applicant added as well, never only there:
// a person named in an act learns of it (decision 069).

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function actTypeName(tx: Tx, typeId: number, language: Language): Promise<string> {
  const [type] = await tx.select().from(actTypes).where(eq(actTypes.id, typeId));
  if (!type) return '';
  return language === 'ru' ? type.nameRu : language === 'uz' ? type.nameUz : type.nameOz;
}

/** Where a party's invitation goes: its registry phone, then the one the applicant added, if another. */
export function invitationPhones(party: { phone: string; addedPhone: string | null }): string[] {
  return party.addedPhone && party.addedPhone !== party.phone
    ? [party.phone, party.addedPhone]
    : [party.phone];
}

export interface InvitationRequest {
  act: { id: number; uuid: string; typeId: number };
  partyId: number;
  /** The registry phone first (./invitationPhones): one SMS each, one token for all. */
  phones: readonly string[];
  /** `invitation` when first invited; `changed` when the act's data changed and the answer is asked again. */
  message: 'invitation' | 'changed';
  language: Language;
  publicUrl: string;
  at: string;
}

export async function sendInvitation(tx: Tx, request: InvitationRequest): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  const link = `${request.publicUrl}/enotarial_act/${request.act.uuid}?invite=${token}`;
  const na = await actTypeName(tx, request.act.typeId, request.language);
  await tx
    .update(parties)
    .set({ inviteTokenHash: hashToken(token), smsSent: true })
    .where(eq(parties.id, request.partyId));
  const text = translate(request.language, `acts.sms.${request.message}`, { na, link });
  const qr = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 1, width: 256 });
  await tx.insert(smsOutbox).values(
    request.phones.map((phone) => ({
      actId: request.act.id,
      partyId: request.partyId,
      phone,
      text,
      link,
      qr,
      at: request.at,
    })),
  );
}

/**
 * The party a token invites and its act's uuid; undefined for a token no party holds (or of a length
 * no token has, so nothing is looked up for it).
 */
export async function invitationByToken(
  db: Database,
  token: string,
): Promise<{ party: typeof parties.$inferSelect; uuid: string } | undefined> {
  if (token.length < 16 || token.length > 64) return undefined;
  const [row] = await db
    .select({ party: parties, uuid: notarialActs.uuid })
    .from(parties)
    .innerJoin(notarialActs, eq(notarialActs.id, parties.actId))
    .where(eq(parties.inviteTokenHash, hashToken(token)));
  return row;
}

export interface OutboxMessage {
  id: number;
  phone: string;
  text: string;
  link: string | null;
  qr: string | null;
  at: string;
}

/** The sandbox SMS gateway's last 50 messages to a phone, newest first. */
export async function smsOutboxOf(db: Database, phone: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(50);
  return rows.map((r) => ({ id: r.id, phone: r.phone, text: r.text, link: r.link, qr: r.qr, at: r.at }));
}
