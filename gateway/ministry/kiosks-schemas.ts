import { z } from 'zod';
import { KioskState } from '../generated/schema-types.js';
import { notaryOfficeSchema } from './schemas.js';

// Shapes of the ministry's answers about enrolled kiosks (issue 27, decision 070).

const int = z.number().int();

export const kioskSchema = z.object({
  id: int,
  label: z.string(),
  office: notaryOfficeSchema,
  state: z.enum(KioskState),
  createdAt: z.string(),
  enrolledAt: z.string().nullish(),
  revokedAt: z.string().nullish(),
  lastSeenAt: z.string().nullish(),
  codeExpired: z.boolean(),
});

export const kioskPageSchema = z.object({
  items: z.array(kioskSchema),
  total: int,
  page: int,
  pageSize: int,
});

export const kioskEnrolmentSchema = z.object({
  kiosk: kioskSchema,
  code: z.string(),
  codeExpiresAt: z.string(),
});

export const kioskIdentitySchema = z.object({
  kioskId: int,
  label: z.string(),
  office: notaryOfficeSchema,
});

export const kioskNonceSchema = z.object({ nonce: z.string(), expiresAt: z.string() });
