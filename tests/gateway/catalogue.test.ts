import { describe, expect, it } from 'vitest';
import {
  CatalogueEntryQuery,
  CatalogueQuery,
  FeeQuoteQuery,
} from '../../ui/features/catalogue/catalogue.documents.js';
import { readCatalogueTexts } from '../../ui/features/catalogue/catalogue-texts.js';
import {
  DictionariesQuery,
  DictionaryJournalQuery,
  SetBaseAmountMutation,
  UpdateActTypeNameMutation,
  UpdateCatalogueTextsMutation,
  UpdateDistrictNameMutation,
  UpdateOfficeMutation,
  UpdateRegionNameMutation,
} from '../../ui/features/dictionaries/dictionaries.documents.js';
import { sessionHeadersForSuite } from '../ministry/acts-support.js';
import { ministryForSuite } from '../support/ministry.js';
import { gatewayForSuite, send } from './harness.js';

// The catalogue's, the calculator's and /update_dict's UI documents through the gateway against the
// seeded sandbox ministry (issue 12, decision 050): enums cross the seam, refusals map to their codes.

describe('the catalogue and the dictionaries through the gateway', () => {
  const ministry = ministryForSuite('pglite');
  const gateway = gatewayForSuite(() => ({ ministryUrl: ministry().url }));
  const auth = sessionHeadersForSuite(ministry, ['bsaidov', 'drahimova']);

  it('finds the vehicle sale by a Cyrillic query and lists every section without one', async () => {
    const found = await send(gateway(), CatalogueQuery, { variables: { query: 'олди-сотди', page: 1 } });
    expect(found.result.errors).toBeUndefined();
    expect(found.result.data?.catalogue.items[0]).toMatchObject({
      id: 1,
      key: 'vehicleSale',
      section: 'vehicle',
    });
    const all = await send(gateway(), CatalogueQuery, { variables: {} });
    expect(new Set(all.result.data?.catalogue.items.map((item) => item.section))).toEqual(
      new Set(['vehicle', 'pledge', 'power_of_attorney', 'consent', 'certification', 'inheritance']),
    );
    const short = await send(gateway(), CatalogueQuery, {
      variables: { query: 'a' },
      headers: { 'accept-language': 'ru' },
    });
    expect(short.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { q: 'Для поиска введите не менее 2 букв или цифр' },
    });
  });

  it('gives one act type with its roles and tariff as enums, and NOT_FOUND for an id that is none', async () => {
    const { result } = await send(gateway(), CatalogueEntryQuery, { variables: { id: 101 } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.catalogueEntry).toMatchObject({
      key: 'vehiclePowerOfAttorney',
      roles: [{ role: 'principal' }, { role: 'attorney' }],
      tariff: {
        basis: 'vehiclePowerOfAttorney',
        reductions: [{ basis: 'vehiclePowerOfAttorneyCloseRelatives', rate: { ofBase: 5_000 } }],
      },
    });
    expect(result.data?.catalogueEntry.tariff.reductions[0]?.relationships).toContain('nephewOrNiece');
    const missing = await send(gateway(), CatalogueEntryQuery, { variables: { id: 2 } });
    expect(missing.result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('quotes the 5 % close-relative fee of a vehicle sale, and refuses a missing value by field', async () => {
    const { result } = await send(gateway(), FeeQuoteQuery, {
      variables: { actType: 1, relationship: 'sibling' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.feeQuote).toEqual({
      baseAmount: 37_500_000,
      value: null,
      reduction: 'sibling',
      invoices: [
        {
          purpose: 'state_fee',
          amount: 1_875_000,
          basis: ['vehicleSale', 'vehicleTransferCloseRelatives'],
          rate: { ofBase: 500, ofValue: null, minOfBase: null, source: 'specification' },
        },
      ],
    });
    const refused = await send(gateway(), FeeQuoteQuery, { variables: { actType: 1 } });
    expect(refused.result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { value: 'Bu notarial harakat uchun bitim summasini kiriting' },
    });
  });

  it('opens the dictionaries to an administrator only, and journals each change', async () => {
    const refused = await send(gateway(), DictionariesQuery, { headers: auth.drahimova });
    expect(refused.result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await send(gateway(), DictionariesQuery);
    expect(anonymous.result.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');

    const { result } = await send(gateway(), DictionariesQuery, { headers: auth.bsaidov });
    expect(result.errors).toBeUndefined();
    const dicts = result.data!.dictionaries;
    expect(dicts.actTypes).toHaveLength(14);
    expect(dicts.catalogue).toHaveLength(14);
    const region = dicts.regions[0]!;
    const district = dicts.districts[0]!;
    const office = dicts.offices[0]!;
    const entry = dicts.catalogue[0]!;
    const strip = <T>(value: T): T =>
      JSON.parse(JSON.stringify(value, (key, inner) => (key === '__typename' ? undefined : inner)));
    const name = { oz: 'Nom', uz: 'Ном', ru: 'Имя' };
    const changes = [
      await send(gateway(), UpdateRegionNameMutation, {
        variables: { id: region.id, name },
        headers: auth.bsaidov,
      }),
      await send(gateway(), UpdateDistrictNameMutation, {
        variables: { id: district.id, name },
        headers: auth.bsaidov,
      }),
      await send(gateway(), UpdateActTypeNameMutation, {
        variables: { id: 15036, name },
        headers: auth.bsaidov,
      }),
      await send(gateway(), UpdateOfficeMutation, {
        variables: { id: office.id, input: { name, address: strip(office.address), phone: '712000000' } },
        headers: auth.bsaidov,
      }),
      await send(gateway(), UpdateCatalogueTextsMutation, {
        variables: { id: entry.actTypeId, texts: readCatalogueTexts(entry.texts) },
        headers: auth.bsaidov,
      }),
      await send(gateway(), SetBaseAmountMutation, {
        variables: { effectiveFrom: '2099-01-01', amount: 50_000_000 },
        headers: auth.bsaidov,
      }),
    ];
    for (const change of changes) expect(change.result.errors).toBeUndefined();
    const journal = await send(gateway(), DictionaryJournalQuery, {
      variables: { page: 1 },
      headers: auth.bsaidov,
    });
    expect(journal.result.data?.dictionaryJournal.total).toBe(6);
    const [latest] = journal.result.data!.dictionaryJournal.items;
    expect(latest).toMatchObject({ userid: 'bsaidov', dictionary: 'base_amounts', before: null });
    expect(JSON.parse(latest!.after)).toMatchObject({ effectiveFrom: '2099-01-01', amount: 50_000_000 });
    const regionChange = journal.result.data!.dictionaryJournal.items.find(
      (item) => item.dictionary === 'regions',
    );
    expect(JSON.parse(regionChange!.before!).name).toEqual(strip(region.name));
    expect(JSON.parse(regionChange!.after).name).toEqual(name);

    const bad = await send(gateway(), SetBaseAmountMutation, {
      variables: { effectiveFrom: 'soon', amount: 1.5 },
      headers: auth.bsaidov,
    });
    expect(bad.result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST' });
    expect(Object.keys(bad.result.errors?.[0]?.extensions?.fields as object).sort()).toEqual([
      'amount',
      'effectiveFrom',
    ]);
  });
});
