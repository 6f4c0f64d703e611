import { z } from 'zod';

/**
 * The payment order reference of a bank transfer (docs/decisions/083-bank-payments.md): an ISO 11649
 * structured creditor reference, `RF` + two check digits (ISO 7064 MOD 97-10, as an IBAN's) + 16
 * digits drawn at random by the ministry when it issues the order. The check digits catch a mistyped
 * or swapped digit at the bank's counter; the 16 random digits (10^16 values) make a reference
 * unguessable enough that nobody settles or reads someone else's order by trying numbers (and the
 * bank's callback is signed besides). Written with spaces every four characters, as banks print it.
 */
export const bankReferenceDigits = 16;

export const bankReferenceKeys = { wrong: 'error_wrong_bank_reference' } as const;

// RF, the two check digits and the 16 drawn digits: 18 digits after RF.
const compact = /^RF\d{18}$/;

/** The value of ISO 7064 MOD 97-10 over letters and digits (A = 10 ... Z = 35), computed piecewise. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** The reference of `digits` (16 digits): `RF` and its two check digits in front. */
export function bankReferenceOf(digits: string): string {
  if (!new RegExp(`^\\d{${bankReferenceDigits}}$`).test(digits)) {
    throw new Error(`a bank reference is made of ${bankReferenceDigits} digits`);
  }
  const check = 98 - mod97(`${digits}RF00`);
  return `RF${String(check).padStart(2, '0')}${digits}`;
}

/** Whether `reference` (compact, no spaces) carries valid check digits. */
export function bankReferenceValid(reference: string): boolean {
  return compact.test(reference) && mod97(`${reference.slice(4)}${reference.slice(0, 4)}`) === 1;
}

/** Spaces and case as a person copies them off a print-out removed: `rf18 5390...` -> `RF185390...`. */
export const compactBankReference = (value: string) => value.replace(/\s/g, '').toUpperCase();

/** A reference as a bank or a person sends it, spaces and case free; parses to the compact form. */
export const bankReferenceSchema = z
  .string({ error: bankReferenceKeys.wrong })
  .max(40, bankReferenceKeys.wrong)
  .transform(compactBankReference)
  .refine(bankReferenceValid, bankReferenceKeys.wrong);

/** The reference in groups of four, as the payer reads it off the screen or the print-out. */
export function formatBankReference(reference: string): string {
  return compactBankReference(reference).replace(/(.{4})(?=.)/g, '$1 ');
}
