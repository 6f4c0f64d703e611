/**
 * Matches a run of digits (a PIN, a passport number) only as a whole number. Log lines carry long
 * digit runs of their own (timestamps, response times) that may contain the same digits by chance.
 */
export const standalone = (digits: string): RegExp => new RegExp(`(?<![0-9])${digits}(?![0-9])`);
