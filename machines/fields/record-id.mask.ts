/**
 * A record id as a path or a query carries it, without zod: a public page opened at /notary/{id}
 * reads its id before anything else loads, and zod would add 25 KB gzip to it (decision 110). The
 * rule is in ./record-id.ts, which re-exports these.
 */

/** PostgreSQL's `integer` at most, 2^31 - 1 (./record-id.ts). */
export const maxRecordId = 2_147_483_647;

/** Decimal digits as a path or a query carries an id: no sign, no leading zero, no exponent, no spaces. */
export const recordIdDigits = /^[1-9][0-9]{0,9}$/;

/** True for a record id given as a number or as its decimal digits. */
export function isRecordId(value: unknown): boolean {
  const number = typeof value === 'string' && recordIdDigits.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= maxRecordId;
}
