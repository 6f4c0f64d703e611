import { describe, expect, it } from 'vitest';
import { asksRelationship, asksValue, catalogueQuerySchema, feeQuoteSchema } from './catalogue.schema';

describe('the catalogue schemas', () => {
  it('asks a relationship only of the types whose tariff reduces the fee for relatives', () => {
    expect(asksRelationship(1)).toBe(true);
    expect(asksRelationship(4)).toBe(true);
    expect(asksRelationship(101)).toBe(true);
    expect(asksRelationship(11962)).toBe(false);
  });

  it('asks the value of a vehicle sale to a stranger, not to a close relative', () => {
    expect(asksValue(1)).toBe(true);
    expect(asksValue(1, 'other')).toBe(true);
    expect(asksValue(1, 'spouse')).toBe(false);
    expect(asksValue(11651)).toBe(false);
  });

  it('reads a calculator question from a query string', () => {
    expect(feeQuoteSchema.parse({ type: '1', relationship: 'child' })).toEqual({
      type: 1,
      relationship: 'child',
    });
    expect(feeQuoteSchema.parse({ type: '1', value: '100', relationship: '' })).toEqual({
      type: 1,
      value: 100,
    });
    const refused = feeQuoteSchema.safeParse({ type: '1' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['value'], message: 'error_fee_value_required' });
  });

  it('bounds the search and its page', () => {
    expect(catalogueQuerySchema.parse({ q: '  ', page: '' })).toEqual({ q: undefined, page: 1 });
    expect(catalogueQuerySchema.safeParse({ q: '—' }).error?.issues[0]?.message).toBe(
      'error_catalogue_query_too_short',
    );
    expect(catalogueQuerySchema.safeParse({ page: '51' }).success).toBe(false);
  });
});
