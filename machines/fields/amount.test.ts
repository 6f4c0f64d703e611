import { describe } from 'vitest';
import {
  amountValueSchema,
  amountKeys as keys,
  maskAmount,
  maxAmount,
  tiyinAmountSchema,
  typedAmountSchema,
} from './amount';
import { describeMask, describeRule } from './fields.test-support';

describe("amount in so'm", () => {
  describeRule('as typed: what the currency mask shows gives so’m', typedAmountSchema, {
    takes: [
      ['1 234 567,50', 1234567.5],
      ['120 000 000', 120000000],
      [' 0.01 ', 0.01],
      ['1 000 000 000 000', maxAmount],
    ],
    refuses: {
      [keys.required]: ['', '  '],
      [keys.wrong]: ['1.234', '1,2,3', 'abc', '-5'],
      [keys.positive]: ['0', '0,00'],
      [keys.tooLarge]: ['1 000 000 000 000,01'],
    },
  });

  describeRule('as a number: positive and at most 10^12', amountValueSchema(), {
    takes: [[1.5, 1.5]],
    refuses: { [keys.positive]: [0], [keys.tooLarge]: [maxAmount + 1] },
  });

  describeRule(
    'as a number, in the caller’s words when it has its own',
    amountValueSchema({
      type: 'error_wrong_price',
      positive: 'error_wrong_price',
      tooLarge: 'error_wrong_price',
    }),
    { refuses: { error_wrong_price: ['5', -1, 2e12] } },
  );

  describeRule('an issued invoice keeps whole tiyin', tiyinAmountSchema, {
    takes: [[10.25, 10.25]],
    refuses: { [keys.cents]: [1.005] },
  });

  describeMask('masks with space grouping, a comma and two decimals', maskAmount, [
    ['1234567,891', '1 234 567,89'],
    ['1234567.5', '1 234 567,5'],
    ['0012', '12'],
    ['12a3', '123'],
    ['', ''],
  ]);
});
