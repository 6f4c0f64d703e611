import { z } from 'zod';
import { recordIdSchema } from '../fields/record-id';
import { isStorableText } from '../fields/text';

/**
 * Enrolled kiosks (issue 27, decision 070), shared by the ministry (which enforces these rules) and
 * the screens (which ask only what is valid): the administrators' enrolment and list, the one-time
 * enrolment code, the device's public key, and the proof a kiosk signs for each kiosk-only operation.
 * Messages are translation keys: `validation.<key>` in the ministry's catalogue, `kiosks:<key>` on
 * the screens.
 */

export const kioskStates = ['pending', 'active', 'revoked'] as const;
export type KioskState = (typeof kioskStates)[number];

/** What a kiosk signs: its identity (the office it serves), a check-in, a general-queue number. */
export const kioskOperations = ['identify', 'checkIn', 'takeNumber'] as const;
export type KioskOperation = (typeof kioskOperations)[number];

export const kioskLimits = {
  labelMin: 3,
  labelMax: 60,
  pageSize: 20,
  maxPage: 500,
} as const;

/**
 * The one-time code an administrator hands to whoever sets the kiosk up: 12 characters of an
 * alphabet without look-alikes (no I, O, 0, 1), 60 bits, shown in groups of four. Only its hash is
 * stored; it is valid for `codeLifetimeMs` and used once.
 */
export const enrolmentCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const enrolmentCodeLength = 12;
export const enrolmentCodeLifetimeMs = 30 * 60_000;

/** The code as typed (any case, spaces and hyphens between groups) in its stored form. */
export const normaliseEnrolmentCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** ABCD-EFGH-JKMN: the code as the administrator reads it out. */
export const formatEnrolmentCode = (code: string) =>
  normaliseEnrolmentCode(code)
    .match(/.{1,4}/g)
    ?.join('-') ?? '';

const codePattern = new RegExp(`^[${enrolmentCodeAlphabet}]{${enrolmentCodeLength}}$`);

export const enrolmentCodeSchema = z
  .string({ error: 'error_enrolment_code' })
  .max(40, 'error_enrolment_code')
  .transform(normaliseEnrolmentCode)
  .pipe(z.string().regex(codePattern, 'error_enrolment_code'));

/** The code's form as the kiosk's page checks it before anything is sent. */
export const isEnrolmentCode = (typed: string) => enrolmentCodeSchema.safeParse(typed).success;

const base64url = (length: number) =>
  z
    .string({ error: 'error_kiosk_public_key' })
    .length(length, 'error_kiosk_public_key')
    .regex(/^[A-Za-z0-9_-]+$/, 'error_kiosk_public_key');

/** An ECDSA P-256 public key as WebCrypto exports it (JWK): 32-byte coordinates, base64url. */
export const kioskPublicKeySchema = z
  .object(
    {
      kty: z.literal('EC', { error: 'error_kiosk_public_key' }),
      crv: z.literal('P-256', { error: 'error_kiosk_public_key' }),
      x: base64url(43),
      y: base64url(43),
    },
    { error: 'error_kiosk_public_key' },
  )
  // Only the coordinates are kept: `ext`, `key_ops` and the like are the exporter's, not the key.
  .transform(({ kty, crv, x, y }) => ({ kty, crv, x, y }));
export type KioskPublicKey = z.output<typeof kioskPublicKeySchema>;

/** The device's answer to the code: the code and the public key of the pair it just made. */
export const kioskEnrolmentSchema = z.object({
  code: enrolmentCodeSchema,
  publicKey: kioskPublicKeySchema,
});

export const kioskLabelSchema = z
  .string({ error: 'error_kiosk_label' })
  .trim()
  .min(kioskLimits.labelMin, 'error_kiosk_label')
  .max(kioskLimits.labelMax, 'error_kiosk_label')
  .refine(isStorableText, 'error_kiosk_label');

/** An administrator enrols a kiosk: the office it serves and where it stands. */
export const kioskEnrolRequestSchema = z.object({
  officeId: recordIdSchema('error_wrong_office_id'),
  label: kioskLabelSchema,
});

const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), recordIdSchema(message).optional());

export const kiosksQuerySchema = z.object({
  officeId: optionalId('error_wrong_office_id'),
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(kioskStates, { error: 'error_kiosk_state' }).optional(),
  ),
  page: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : value),
    recordIdSchema('error_wrong_page').pipe(z.number().max(kioskLimits.maxPage, 'error_wrong_page')),
  ),
});
export type KiosksQuery = z.output<typeof kiosksQuerySchema>;

export const kioskNonceRequestSchema = z.object({ kioskId: recordIdSchema('error_wrong_kiosk_id') });
