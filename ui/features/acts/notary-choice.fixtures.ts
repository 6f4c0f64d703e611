import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { vi } from 'vitest';

// Test data of the notary choice (notary-choice-panel.test.tsx, create-act-page.test.tsx): the
// answers of Query.regions and Query.notaries as the gateway gives them, and a client's
// query that answers by operation name and records the variables of each call.

const text = (oz: string, uz: string, ru: string) => ({ oz, uz, ru });

export const tashkentRegion = {
  id: 1726,
  name: text('Toshkent shahri', 'Тошкент шаҳри', 'город Ташкент'),
  districts: [
    { id: 172603, name: text('Yunusobod tumani', 'Юнусобод тумани', 'Юнусабадский район') },
    { id: 172606, name: text('Chilonzor tumani', 'Чилонзор тумани', 'Чиланзарский район') },
  ],
};

const samarkandRegion = {
  id: 1718,
  name: text('Samarqand viloyati', 'Самарқанд вилояти', 'Самаркандская область'),
  districts: [{ id: 171801, name: text('Samarqand shahri', 'Самарқанд шаҳри', 'город Самарканд') }],
};

export const tojiyev = {
  id: 3,
  name: text('Tojiyev Sardor Olim o‘g‘li', 'Тожиев Сардор Олим ўғли', 'Тожиев Сардор Олим ўғли'),
  licenseNumber: 'N-000103',
  office: {
    id: 2,
    name: text(
      'Chilonzor tumani davlat notarial idorasi',
      'Чилонзор тумани давлат нотариал идораси',
      'Государственная нотариальная контора Чиланзарского района',
    ),
    address: text(
      'Toshkent shahri, Chilonzor tumani, Bunyodkor shoh ko‘chasi, 5-uy',
      'Тошкент шаҳри, Чилонзор тумани, Бунёдкор шоҳ кўчаси, 5-уй',
      'город Ташкент, Чиланзарский район, проспект Бунёдкор, дом 5',
    ),
    phone: '712001102',
  },
};

export const abdullayeva = {
  id: 1,
  name: text(
    'Abdullayeva Nodira Shavkat qizi',
    'Абдуллаева Нодира Шавкат қизи',
    'Абдуллаева Нодира Шавкат қизи',
  ),
  licenseNumber: 'N-000101',
  office: {
    id: 1,
    name: text(
      'Yunusobod tumani davlat notarial idorasi',
      'Юнусобод тумани давлат нотариал идораси',
      'Государственная нотариальная контора Юнусабадского района',
    ),
    address: text(
      'Toshkent shahri, Yunusobod tumani, Amir Temur shoh ko‘chasi, 108-uy',
      'Тошкент шаҳри, Юнусобод тумани, Амир Темур шоҳ кўчаси, 108-уй',
      'город Ташкент, Юнусабадский район, проспект Амира Темура, дом 108',
    ),
    phone: '712001101',
  },
};

/** Query.notaryAvailability for Yusupova (Andijan: no notary on the portal; Tashkent city is nearest). */
export const andijanWithoutNotary = {
  region: { id: 1703, name: 'Andijon viloyati' },
  available: false,
  nearest: { id: 1726, name: 'Toshkent shahri' },
};

type Notary = typeof tojiyev;
export interface NotariesVariables {
  regionId: number | null;
  districtId: number | null;
  name: string | null;
}

/** What a fake client's `query` returns: its `toPromise`, as queryData (ui/graphql/query-data.ts) reads it. */
type FakeQueryResult = { toPromise: () => Promise<unknown> };

const answered = (data: unknown): FakeQueryResult => ({ toPromise: () => Promise.resolve({ data }) });

/**
 * `query` of a fake urql client: regions at once, notaries from `notaries(variables)` (the default
 * filters the two Tashkent notaries as the ministry would), anything else `otherwise` (by default,
 * never answered). `asked` keeps the variables of each notaries' search.
 */
export function notaryChoiceQueries(
  notaries?: (variables: NotariesVariables) => Notary[],
  otherwise: (document: DocumentNode, variables: unknown) => FakeQueryResult = () => ({
    toPromise: () => new Promise(() => {}),
  }),
) {
  const asked: NotariesVariables[] = [];
  const list =
    notaries ??
    ((v: NotariesVariables) =>
      [abdullayeva, tojiyev].filter(
        (n) =>
          (v.regionId === null || v.regionId === tashkentRegion.id) &&
          (v.districtId === null ||
            (v.districtId === 172606 ? n.office.id === 2 : v.districtId === 172603 && n.office.id === 1)) &&
          (v.name === null || n.name.oz.toLowerCase().includes(v.name.toLowerCase())),
      ));
  const query = vi.fn((document: DocumentNode, variables: unknown) => {
    const name = (document.definitions[0] as OperationDefinitionNode).name?.value;
    if (name === 'NotaryChoiceRegions') return answered({ regions: [samarkandRegion, tashkentRegion] });
    if (name === 'Notaries') {
      asked.push(variables as NotariesVariables);
      return answered({ notaries: list(variables as NotariesVariables) });
    }
    return otherwise(document, variables);
  });
  return { query, asked };
}
