import { z } from 'zod';

/**
 * A measured quantity with at most two decimals: an area in square metres (total and living area of
 * real estate, section 3) and an annual credit rate in percent. Messages are translation keys
 * resolved in each place's namespace (docs/decisions/019-field-rules.md).
 */
export const measureKeys = { area: 'error_wrong_area', percent: 'error_wrong_percent' } as const;

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Square metres: more than 0, at most 10 000 000 (a square kilometre is a million). */
export const areaSchema = z
  .number({ error: measureKeys.area })
  .positive(measureKeys.area)
  .max(10_000_000, measureKeys.area)
  .refine(twoDecimals, measureKeys.area);

/** Percent a year: 0 to 100. */
export const percentSchema = z
  .number({ error: measureKeys.percent })
  .min(0, measureKeys.percent)
  .max(100, measureKeys.percent)
  .refine(twoDecimals, measureKeys.percent);
