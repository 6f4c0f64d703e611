import { z } from 'zod';

/**
 * A share of a property as numerator and denominator (specification, section 5: "shares are entered
 * as numerator and denominator"): whole numbers, the numerator from 1 to the denominator, the
 * denominator at most a million (finer shares are not written on titles). Messages are translation
 * keys resolved in each place's namespace (docs/decisions/019-field-rules.md).
 */
export const maxShareDenominator = 1_000_000;

export const shareKeys = {
  wrong: 'error_wrong_share',
  tooLarge: 'error_share_above_whole',
} as const;

const part = z
  .number({ error: shareKeys.wrong })
  .int(shareKeys.wrong)
  .min(1, shareKeys.wrong)
  .max(maxShareDenominator, shareKeys.wrong);

export const shareSchema = z
  .object({ numerator: part, denominator: part }, { error: shareKeys.wrong })
  .refine((share) => share.numerator <= share.denominator, {
    message: shareKeys.tooLarge,
    path: ['numerator'],
  });

export type Share = z.infer<typeof shareSchema>;
