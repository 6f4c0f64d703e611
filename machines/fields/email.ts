import { z } from 'zod';

/**
 * An e-mail address of the user record (specification, section 3): as zod reads an address, at most
 * 254 characters (RFC 5321's path limit). Messages are translation keys resolved in each place's
 * namespace (docs/decisions/019-field-rules.md).
 */
export const emailMaxLength = 254;

export const emailKeys = { wrong: 'error_wrong_email' } as const;

/** As stored and sent: trimmed, lower-cased, one address. */
export const emailSchema = z
  .string({ error: emailKeys.wrong })
  .trim()
  .toLowerCase()
  .max(emailMaxLength, emailKeys.wrong)
  .pipe(z.email(emailKeys.wrong));
