import { describe } from 'vitest';
import { describeMask, describeRule } from './fields.test-support';
import {
  exactStateNumberSchema,
  stateNumberKeys as keys,
  maskStateNumber,
  stateNumberSchema,
} from './state-number';

describe('vehicle registration (state) number', () => {
  describeRule(
    'in a form: up to 15 Latin capitals or digits; an empty field is asked for',
    stateNumberSchema,
    {
      takes: [
        ['30A100AA', '30A100AA'],
        ['1'.repeat(15), '1'.repeat(15)],
      ],
      refuses: { [keys.required]: [''], [keys.wrong]: ['1'.repeat(16), '30 A 100 AA'] },
    },
  );

  describeRule('as sent by a client: the shape alone, an empty value included', exactStateNumberSchema, {
    refuses: { [keys.wrong]: ['', '30a100aa'] },
  });

  describeMask('masks as typed', maskStateNumber, [
    ['30 a 100 aa', '30A100AA'],
    ['x'.repeat(20), 'X'.repeat(15)],
  ]);
});
