import { describe, expect, it } from 'vitest';
import {
  cardFormSchema,
  invoicesFormSchema,
  luhnValid,
  maskCardNumber,
  maskExpiry,
  remarkFormSchema,
  visitFormSchema,
} from './act-form.schema';

const today = { year: 2026, month: 5 };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('act forms', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4444444444444448')).toBe(true);
    expect(luhnValid('4444444444444444')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('41111x')).toBe(false);
  });

  it('masks card number and expiry as section 5 says', () => {
    expect(maskCardNumber('4444a444444444448 9')).toBe('4444 4444 4444 4448');
    expect(maskCardNumber('44444')).toBe('4444 4');
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('0528')).toBe('05/28');
    expect(maskExpiry('05/289')).toBe('05/28');
  });

  it('refuses a bad card with its key and takes a good one', () => {
    const schema = cardFormSchema(today);
    expect(schema.safeParse({ card: '4444 4444 4444 4448', expiry: '05/26' }).success).toBe(true);
    expect(firstMessage(schema.safeParse({ card: '4444 4444 4444 4444', expiry: '05/27' }))).toBe(
      'error_card_luhn',
    );
    expect(firstMessage(schema.safeParse({ card: '4444 4444 4444', expiry: '05/27' }))).toBe(
      'error_wrong_card_number',
    );
    expect(firstMessage(schema.safeParse({ card: '4444 4444 4444 4448', expiry: '13/27' }))).toBe(
      'error_wrong_card_expiry',
    );
    expect(firstMessage(schema.safeParse({ card: '4444 4444 4444 4448', expiry: '04/26' }))).toBe(
      'error_card_expired',
    );
  });

  it('parses so’m with spaces and two decimals, refuses more', () => {
    const parsed = invoicesFormSchema.parse({ invoices: [{ amount: '1 234 567,50', purpose: 'service' }] });
    expect(parsed.invoices[0]?.amount).toBe(1234567.5);
    expect(
      firstMessage(invoicesFormSchema.safeParse({ invoices: [{ amount: '1.234', purpose: 'service' }] })),
    ).toBe('error_wrong_amount');
    expect(firstMessage(invoicesFormSchema.safeParse({ invoices: [] }))).toBe('error_required_invoices');
  });

  it('needs a remark and a real visit', () => {
    expect(firstMessage(remarkFormSchema.safeParse({ remark: '  ' }))).toBe('error_required_remark');
    expect(visitFormSchema.parse({ date: '2026-05-20', time: '10:30', regtype: '2' })).toEqual({
      date: '2026-05-20',
      time: '10:30',
      regtype: 2,
    });
    expect(firstMessage(visitFormSchema.safeParse({ date: '2026-02-30', time: '10:30', regtype: '1' }))).toBe(
      'error_wrong_date',
    );
  });
});
