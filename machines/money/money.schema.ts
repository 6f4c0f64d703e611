import { z } from 'zod';
import { maxAmount } from '../fields/amount';
import { needsValue } from './fee';
import { relationshipDegrees } from './relationship';
import { tariffActTypes } from './tariff';

/**
 * A fee question as a form or an API client sends it (the public calculator, the notary's invoice
 * dialog): amounts in whole tiyin. Messages are translation keys, worded under `validation.` of
 * locales/<locale>/money.json.
 */
export const feeKeys = {
  actType: 'error_fee_act_type',
  value: 'error_fee_value',
  valueRequired: 'error_fee_value_required',
  relationship: 'error_fee_relationship',
  baseAmount: 'error_fee_base_amount',
} as const;

/** 10^12 so'm, the largest amount a form takes (machines/fields/amount), in tiyin. */
export const maxTiyin = maxAmount * 100;

const tiyin = (key: string) => z.number({ error: key }).int(key).nonnegative(key).max(maxTiyin, key);

export const feeInputSchema = z
  .object({
    actType: z.literal(tariffActTypes, { error: feeKeys.actType }),
    value: tiyin(feeKeys.value).optional(),
    relationship: z.enum(relationshipDegrees, { error: feeKeys.relationship }).optional(),
    baseAmount: tiyin(feeKeys.baseAmount).positive(feeKeys.baseAmount),
  })
  .superRefine((input, context) => {
    if (input.value === undefined && needsValue(input.actType, input.relationship)) {
      context.addIssue({ code: 'custom', path: ['value'], message: feeKeys.valueRequired });
    }
  });
