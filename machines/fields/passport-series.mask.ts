/**
 * What the passport series input holds, without zod: the login form is part of the kiosk's first
 * page, whose scripts would otherwise carry zod (decision 029). The rule itself is in
 * ./passport-series.ts, which re-exports these.
 */
export const passportSeriesLength = 2;

const cyrillic = /[\u0400-\u04FF]/;
/** Section 5 asks for a warning when Cyrillic is typed where Latin letters are needed. */
export const hasCyrillic = (value: string) => cyrillic.test(value);

/**
 * Upper case, two characters. `latinOnly: false` keeps whatever else was typed (the login form), so
 * Cyrillic stays visible next to its warning instead of vanishing under the person's fingers.
 */
export function maskPassportSeries(input: string, { latinOnly = true } = {}): string {
  const upper = input.toUpperCase();
  return (latinOnly ? upper.replace(/[^A-Z]/g, '') : upper).slice(0, passportSeriesLength);
}
