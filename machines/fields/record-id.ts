import { z } from 'zod';
import { recordIdDigits as digits, maxRecordId } from './record-id.mask';

/**
 * The id of a stored record (region, district, office, notary, act type, act number, invoice, vehicle
 * subject, party): a positive integer no larger than PostgreSQL's `integer`, 2^31 - 1. A larger value
 * would reach the database and fail there (error 22003) instead of being refused as bad input
 * (docs/decisions/026-bounded-input.md). Messages are translation keys resolved in each place's
 * namespace (docs/decisions/019-field-rules.md).
 */
export { isRecordId, maxRecordId } from './record-id.mask';

export const recordIdKeys = { wrong: 'error_wrong_id' } as const;

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
