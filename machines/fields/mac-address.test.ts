import { describe } from 'vitest';
import { describeMask, describeRule } from './fields.test-support';
import {
  exactMacAddressSchema,
  macAddressKeys as keys,
  macAddressSchema,
  maskMacAddress,
} from './mac-address';

describe('MAC address', () => {
  describeRule('as typed: colons or hyphens, any case, gives the colon form in capitals', macAddressSchema, {
    takes: [
      ['AA:BB:CC:DD:EE:FF', 'AA:BB:CC:DD:EE:FF'],
      ['aa:bb:cc:dd:ee:ff', 'AA:BB:CC:DD:EE:FF'],
      ['00-1a-2B-3c-4D-5e', '00:1A:2B:3C:4D:5E'],
      ['00-1A:2B-3C:4D-5E', '00:1A:2B:3C:4D:5E'],
      [' 01:23:45:67:89:AB ', '01:23:45:67:89:AB'],
    ],
    refuses: {
      [keys.required]: ['', '  ', undefined],
      [keys.wrong]: [
        'AA:BB:CC:DD:EE',
        'AA:BB:CC:DD:EE:FF:00',
        'AA:BB:CC:DD:EE:FG',
        'AABBCCDDEEFF',
        'AA.BB.CC.DD.EE.FF',
        'AA:BB:CC:DD:EE:F',
        'A:BB:CC:DD:EE:FFF',
        'AA::BB:CC:DD:EE:FF',
      ],
    },
  });

  describeRule('as stored and sent: the colon form in capitals only', exactMacAddressSchema, {
    takes: [['AA:BB:CC:DD:EE:FF', 'AA:BB:CC:DD:EE:FF']],
    refuses: { [keys.wrong]: ['aa:bb:cc:dd:ee:ff', 'AA-BB-CC-DD-EE-FF', ' AA:BB:CC:DD:EE:FF', '', 42] },
  });

  describeMask('masks to upper-case pairs joined by colons', maskMacAddress, [
    ['', ''],
    ['a', 'A'],
    ['aa', 'AA'],
    ['aab', 'AA:B'],
    ['aa-bb-cc', 'AA:BB:CC'],
    ['aabbccddeeff', 'AA:BB:CC:DD:EE:FF'],
    ['AA:BB:CC:DD:EE:FF:00', 'AA:BB:CC:DD:EE:FF'],
    ['gg:zz:01', '01'],
  ]);
});
