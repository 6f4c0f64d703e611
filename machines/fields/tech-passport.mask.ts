/**
 * What the input holds, without zod: the public searches render their forms before anything is
 * checked, and load the rules at the first submit (decision 104). The rule is in ./tech-passport.ts, which
 * re-exports these.
 */
export const techPassportSeriesMaxLength = 5;
export const techPassportNumberLength = 7;

/** Upper case Latin letters, at most the series' length. */
export const maskTechPassportSeries = (input: string) =>
  input
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, techPassportSeriesMaxLength);

/** Digits, at most the number's length. */
export const maskTechPassportNumber = (input: string) =>
  input.replace(/\D/g, '').slice(0, techPassportNumberLength);
