import { z } from 'zod';
import { confirmationCodeSchema } from '../fields/confirmation-code';
import { emailSchema } from '../fields/email';
import { phoneSchema } from '../fields/phone';

/**
 * The citizen's profile (issue 13, decision 059): what may be changed and its bounds, shared by the
 * ministry (which enforces them) and the profile screen (which asks only what is valid). Messages are
 * translation keys: `validation.<key>` in the ministry's catalogue, `profile:<key>` on the screen.
 */

/** A confirmation code lives this long; then a new one must be asked for. */
export const phoneCodeLifetimeMs = 5 * 60_000;
/** Wrong codes allowed per code: the last wrong one spends the code. */
export const phoneCodeAttempts = 3;
/** Codes a user may ask for in an hour (each one is an SMS). */
export const phoneCodesPerHour = 5;

export const profileReviewsPageSize = 20;
export const profileReviewsMaxPage = 100;
/** Who looked the citizen up in the registry (decision 069): a page of the journal, newest first. */
export const profileLookupsPageSize = 20;
export const profileLookupsMaxPage = 1000;
/** The active sessions listed: a person has a few browsers, never hundreds. */
export const profileSessionsLimit = 50;
/** The consent journal entries the profile shows, newest first. */
export const consentJournalLimit = 20;

export const consentEvents = ['given', 'withdrawn'] as const;
export type ConsentEvent = (typeof consentEvents)[number];

/**
 * The services that need the consent to personal-data processing: while it is withdrawn the profile
 * names them, and the ministry refuses them (video registration: section 8's "personal data not
 * confirmed").
 */
export const servicesNeedingConsent = ['videoRegistration'] as const;

export const emailChangeSchema = z.object({ email: emailSchema });
export const phoneChangeSchema = z.object({ phone: phoneSchema });
export const phoneConfirmSchema = z.object({ code: confirmationCodeSchema });
export const consentChangeSchema = z.object({
  given: z.boolean({ error: 'error_consent_value' }),
});
const pageQuery = (maxPage: number) =>
  z.object({
    page: z.preprocess(
      (value) =>
        value === undefined || value === '' ? 1 : typeof value === 'string' ? Number(value) : value,
      z
        .number({ error: 'error_profile_page' })
        .int('error_profile_page')
        .min(1, 'error_profile_page')
        .max(maxPage, 'error_profile_page'),
    ),
  });
export const profileReviewsQuerySchema = pageQuery(profileReviewsMaxPage);
export const profileLookupsQuerySchema = pageQuery(profileLookupsMaxPage);

/** Why the ministry refused a code: the field message the screen shows under the code box. */
export const phoneCodeRefusals = [
  'error_code_wrong',
  'error_code_expired',
  'error_code_spent',
  'error_code_none',
] as const;
export type PhoneCodeRefusal = (typeof phoneCodeRefusals)[number];
