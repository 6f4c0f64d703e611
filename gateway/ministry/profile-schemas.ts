import { z } from 'zod';
import { ConsentEvent } from '../generated/schema-types.js';

// Shapes of the ministry's profile answers (issue 13, decision 059).

const int = z.number().int();

export const profileSchema = z.object({
  login: z.string(),
  fullname: z.string(),
  surname: z.string(),
  name: z.string(),
  lastname: z.string(),
  pin: z.string(),
  inn: z.string().nullish(),
  passport: z.string(),
  issueorg: z.string(),
  issuedate: z.string(),
  exprdate: z.string(),
  birthdate: z.string(),
  citizenship: z.string(),
  nationality: z.string(),
  regaddress: z.string(),
  actaddress: z.string(),
  region: z.string(),
  district: z.string(),
  phone: z.string(),
  email: z.string().nullish(),
  consent: z.boolean(),
  consentJournal: z.array(z.object({ event: z.enum(ConsentEvent), at: z.string() })),
  pendingPhone: z.object({ phone: z.string(), expiresAt: z.string(), attemptsLeft: int }).nullish(),
});

export const phoneCodeSentSchema = z.object({ expiresAt: z.string(), attemptsLeft: int });

export const profileReviewPageSchema = z.object({
  items: z.array(
    z.object({
      id: int,
      notaryId: int,
      notaryName: z.string(),
      rating: int,
      text: z.string().nullish(),
      createdAt: z.string(),
      hidden: z.boolean(),
    }),
  ),
  total: int,
  page: int,
  pageSize: int,
});

export const profileSessionsSchema = z.array(
  z.object({
    id: z.string(),
    current: z.boolean(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    expiresAt: z.string(),
  }),
);

export const sessionsEndedSchema = z.object({ ended: int });

export const profileLookupPageSchema = z.object({
  items: z.array(
    z.object({
      id: int,
      at: z.string(),
      actType: z.object({ id: int, name: z.string() }),
      by: z.string(),
    }),
  ),
  total: int,
  page: int,
  pageSize: int,
});
