import { describe, expect, it } from 'vitest';
import { asksRelationship, asksValue, catalogueQuerySchema, feeQuoteSchema } from './catalogue.schema';
import { catalogueKeys, readCatalogueQuery } from './catalogue-query';

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

  it('reads the list’s question on the page without zod as the ministry’s schema does', () => {
    expect(readCatalogueQuery({ q: ' shartnoma ', page: '2' })).toEqual({
      success: true,
      data: { q: 'shartnoma', page: 2 },
    });
    expect(readCatalogueQuery({})).toEqual({ success: true, data: { q: undefined, page: 1 } });
    const cases: Array<[{ q?: unknown; page?: unknown }, Array<{ path: string; message: string }>]> = [
      [{ q: 'a' }, [{ path: 'q', message: catalogueKeys.queryShort }]],
      [{ q: '—!' }, [{ path: 'q', message: catalogueKeys.queryShort }]],
      [{ q: 'ab'.repeat(51) }, [{ path: 'q', message: catalogueKeys.queryLong }]],
      [{ q: 'ab\u0000' }, [{ path: 'q', message: catalogueKeys.unstorable }]],
      [{ q: 42 }, [{ path: 'q', message: catalogueKeys.queryShort }]],
      [{ page: '0' }, [{ path: 'page', message: catalogueKeys.page }]],
      [{ page: '1.5' }, [{ path: 'page', message: catalogueKeys.page }]],
      [{ page: 'two' }, [{ path: 'page', message: catalogueKeys.page }]],
      [
        { q: 'a', page: '51' },
        [
          { path: 'q', message: catalogueKeys.queryShort },
          { path: 'page', message: catalogueKeys.page },
        ],
      ],
    ];
    for (const [input, issues] of cases) {
      expect(readCatalogueQuery(input), JSON.stringify(input)).toEqual({ success: false, issues });
      const refused = catalogueQuerySchema.safeParse(input).error?.issues ?? [];
      expect(
        refused.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        JSON.stringify(input),
      ).toEqual(issues);
    }
  });
});
