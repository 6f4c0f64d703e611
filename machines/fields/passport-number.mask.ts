/**
 * The passport number's shape per document type (./passport-number.ts has the module's story and
 * its schemas, and re-exports these) and what its input holds, without zod: the login form is part
 * of the kiosk's first page, whose scripts would otherwise carry zod (decision 029).
 */

/** The citizen's passport that the login and the act forms ask for: 7 digits. */
export const citizenPassportType = 1;

const exactlySevenDigitTypes: ReadonlySet<number> = new Set([
  1, 6, 8, 20, 46, 47, 48, 60, 70, 1001, 1002, 1003, 1004,
]);

export const passportNumberKeys = {
  required: 'error_required_passnum',
  /** Exactly 7 digits. */
  length: 'error_wrong_passnum_length',
  /** 6 or 7 digits (type 0). */
  length6or7: 'error_wrong_passnum_length_6_7',
  /** Up to 20 Latin letters or digits (any other type). */
  otherDocument: 'error_wrong_passnum_other_document',
  digits: 'error_wrong_passnum_digits',
} as const;

export interface PassportNumberRule {
  minLength: number;
  maxLength: number;
  /** Digits only; otherwise Latin letters and digits, upper-cased. */
  digitsOnly: boolean;
  /** The message that describes the whole shape: wrong length, or (exact form) anything wrong. */
  shapeKey: (typeof passportNumberKeys)[keyof typeof passportNumberKeys];
}

export function passportNumberRule(documentType: number): PassportNumberRule {
  if (documentType === 0) {
    return { minLength: 6, maxLength: 7, digitsOnly: true, shapeKey: passportNumberKeys.length6or7 };
  }
  if (exactlySevenDigitTypes.has(documentType)) {
    return { minLength: 7, maxLength: 7, digitsOnly: true, shapeKey: passportNumberKeys.length };
  }
  return { minLength: 1, maxLength: 20, digitsOnly: false, shapeKey: passportNumberKeys.otherDocument };
}

/** What the login and act forms' inputs and the kiosk keyboard hold at most. */
export const citizenPassportNumberLength = passportNumberRule(citizenPassportType).maxLength;

export function maskPassportNumber(input: string, documentType = citizenPassportType): string {
  const rule = passportNumberRule(documentType);
  const kept = rule.digitsOnly ? input.replace(/\D/g, '') : input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return kept.slice(0, rule.maxLength);
}
