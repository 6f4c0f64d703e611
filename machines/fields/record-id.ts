import { z } from 'zod';

/**
 * The id of a stored record (region, district, office, notary, act type, act number, invoice, vehicle
 * subject, party): a positive integer no larger than PostgreSQL's `integer`, 2^31 - 1. A larger value
 * would reach the database and fail there (error 22003) instead of being refused as bad input
 * (docs/decisions/026-bounded-input.md). Messages are translation keys resolved in each place's
 * namespace (docs/decisions/019-field-rules.md).
 */
export const maxRecordId = 2_147_483_647;

/** Decimal digits as a path or a query carries an id: no sign, no leading zero, no exponent, no spaces. */
const digits = /^[1-9][0-9]{0,9}$/;

export const recordIdKeys = { wrong: 'error_wrong_id' } as const;

/** True for a record id given as a number or as its decimal digits. */
export function isRecordId(value: unknown): boolean {
  const number = typeof value === 'string' && digits.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= maxRecordId;
}

/**
 * A record id as a number. A path or query value comes as text, so its decimal digits are read as
 * the number; JSON may send either. `message` is the key of the field it stands for.
 */
export function recordIdSchema(message: string = recordIdKeys.wrong) {
  return z.preprocess(
    (value) => (typeof value === 'string' && digits.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(maxRecordId, message),
  );
}
