import { describe, expect, it } from 'vitest';
import {
  cardFormSchema,
  emptyNotaryChoice,
  invoicesFormSchema,
  invoicesFormSchemaFor,
  type NotaryChoiceFormValues,
  notaryChoiceFormSchema,
  remarkFormSchema,
  visitFormSchema,
} from './act-form.schema';

const today = { year: 2026, month: 5 };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('act forms', () => {
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

  it('asks a reason for an invoice whose amount differs from the computed fee of its purpose', () => {
    const schema = invoicesFormSchemaFor({
      invoices: [
        {
          purpose: 'state_fee',
          amount: 1_875_000,
        },
      ],
    });
    const computed = { amount: '18 750', purpose: 'state_fee', reason: '' };
    expect(schema.parse({ invoices: [computed] })).toEqual({
      invoices: [{ amount: 18_750, purpose: 'state_fee' }],
    });
    const changed = schema.safeParse({ invoices: [{ ...computed, amount: '18 750,01' }] });
    expect(changed.error?.issues).toEqual([
      expect.objectContaining({ path: ['invoices', 0, 'reason'], message: 'error_required_fee_reason' }),
    ]);
    expect(schema.safeParse({ invoices: [{ ...computed, amount: '20 000', reason: '  ' }] }).success).toBe(
      false,
    );
    expect(schema.parse({ invoices: [{ ...computed, amount: '20 000', reason: ' Kelishuv ' }] })).toEqual({
      invoices: [{ amount: 20_000, purpose: 'state_fee', reason: 'Kelishuv' }],
    });
    // No computed service fee: the notary's own price needs no reason; nor does anything without a fee.
    expect(schema.safeParse({ invoices: [computed, { amount: '100', purpose: 'service' }] }).success).toBe(
      true,
    );
    expect(invoicesFormSchema.safeParse({ invoices: [{ ...computed, amount: '1' }] }).success).toBe(true);
    expect(
      firstMessage(schema.safeParse({ invoices: [{ ...computed, amount: '1', reason: 'x'.repeat(501) }] })),
    ).toBe('error_fee_reason_too_long');
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

describe('the notary choice of the act forms', () => {
  it('sends the notary picked by hand, and only its id; a region for a regional choice', () => {
    const notary = {
      mode: 'manual' as const,
      regionId: '1726',
      districtId: '172603',
      name: 'toj',
      notaryId: '3',
    };
    expect(notaryChoiceFormSchema.parse(notary)).toEqual({ mode: 'manual', notaryId: 3 });
    expect(notaryChoiceFormSchema.parse({ ...emptyNotaryChoice, mode: 'region', regionId: '1726' })).toEqual({
      mode: 'auto',
      regionId: 1726,
    });
    expect(notaryChoiceFormSchema.parse(emptyNotaryChoice)).toEqual({ mode: 'auto' });
  });

  it('requires the region of a regional choice and the notary of a manual one', () => {
    const issues = (notary: NotaryChoiceFormValues) =>
      notaryChoiceFormSchema
        .safeParse(notary)
        .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(issues({ ...emptyNotaryChoice, mode: 'region' })).toEqual(['regionId:error_required_region']);
    expect(issues({ ...emptyNotaryChoice, mode: 'manual', regionId: '1726' })).toEqual([
      'notaryId:error_required_notary',
    ]);
    // A region or notary left over from another mode does not count against the automatic choice.
    expect(issues({ ...emptyNotaryChoice, regionId: 'x', notaryId: 'y' })).toBeUndefined();
  });
});
