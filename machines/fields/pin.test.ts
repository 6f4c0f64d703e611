import { describe } from 'vitest';
import { describeMask, describeRule } from './fields.test-support';
import { exactPinSchema, pinKeys as keys, maskPin, pinSchema } from './pin';

describe('PIN', () => {
  describeRule('as typed: 14 digits, trimmed', pinSchema, {
    takes: [
      ['31204859990033', '31204859990033'],
      [' 31204859990033 ', '31204859990033'],
    ],
    refuses: {
      [keys.required]: ['', undefined],
      [keys.length]: ['3120485999003', '312048599900331'],
      [keys.digits]: ['3120485999003x'],
    },
  });

  describeRule('as stored: exactly 14 digits, anything else is the length message', exactPinSchema, {
    takes: [['31204859990033', '31204859990033']],
    refuses: { [keys.length]: ['3120485999003x', ' 31204859990033', '1', ''] },
  });

  describeMask('masks to 14 digits', maskPin, [['3120-4859-9900-3399', '31204859990033']]);
});
