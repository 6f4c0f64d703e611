/**
 * What the passport series input holds, without zod: the login form is part of the kiosk's first
 * page, whose scripts would otherwise carry zod (decision 029). The rule itself is in
 * ./passport-series.ts, which re-exports these.
 */
export const passportSeriesLength = 2;

/**
 * What a document without a series carries in its place (section 5: "2 letters or hyphen"). Only a
 * person named in an act may have such a document; the citizen who logs in never does
 * (docs/decisions/075-masks.md).
 */
export const noPassportSeries = '--';

const cyrillic = /[\u0400-\u04FF]/;
/** Section 5 asks for a warning when Cyrillic is typed where Latin letters are needed. */
export const hasCyrillic = (value: string) => cyrillic.test(value);

export interface PassportSeriesMask {
  /** Drop anything but Latin letters (the act forms); false keeps Cyrillic visible for the login's warning. */
  latinOnly?: boolean;
  /** Keep hyphens too: the series of a document that has none, in the act forms. */
  noSeries?: boolean;
}

/**
 * Upper case, two characters. `latinOnly: false` keeps whatever else was typed (the login form), so
 * Cyrillic stays visible next to its warning instead of vanishing under the person's fingers.
 */
export function maskPassportSeries(
  input: string,
  { latinOnly = true, noSeries = false }: PassportSeriesMask = {},
) {
  const upper = input.toUpperCase();
  const kept = latinOnly ? upper.replace(noSeries ? /[^A-Z-]/g : /[^A-Z]/g, '') : upper;
  return kept.slice(0, passportSeriesLength);
}

/** The act forms' mask: Latin letters, or the hyphens of a document without a series. */
export const maskPartyPassportSeries = (input: string) => maskPassportSeries(input, { noSeries: true });
