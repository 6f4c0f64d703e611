import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Tx } from '../db/database';
import { actTypes, parties, smsOutbox } from '../db/schema';
import { type Language, translate } from '../i18n';

// A party's invitation: an unguessable token whose SHA-256 is kept on the party, and the SMS (the
// sandbox's outbox) carrying the link `/enotarial_act/{uuid}?invite=<token>` and its QR code. A new
// invitation replaces the party's token, so an earlier link stops working.

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function actTypeName(tx: Tx, typeId: number, language: Language): Promise<string> {
  const [type] = await tx.select().from(actTypes).where(eq(actTypes.id, typeId));
  if (!type) return '';
  return language === 'ru' ? type.nameRu : language === 'uz' ? type.nameUz : type.nameOz;
}

export interface InvitationRequest {
  act: { id: number; uuid: string; typeId: number };
  partyId: number;
  phone: string;
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
    .set({ inviteTokenHash: hashToken(token), smsSent: true, phone: request.phone })
    .where(eq(parties.id, request.partyId));
  await tx.insert(smsOutbox).values({
    actId: request.act.id,
    partyId: request.partyId,
    phone: request.phone,
    text: translate(request.language, `acts.sms.${request.message}`, { na, link }),
    link,
    qr: await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 1, width: 256 }),
    at: request.at,
  });
}
