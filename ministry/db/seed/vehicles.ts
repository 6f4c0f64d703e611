import { latinToCyrillic, uzbekLatin } from '../../text/latin-to-cyrillic';
import type { VehicleBanKind } from '../schema/registry';
import { addTenYears, seedPeople } from './people';
import { findDistrict, findRegion } from './regions';

// The vehicle registry of the sandbox and the registry records the vehicle rules of specification
// section 5 read: bans and fines on vehicles, enforcement-bureau debts, the civil registry's deaths.
// Each vehicle shows one rule; docs/sandbox.md lists them (rendered by ./sandbox-doc.ts).

// A citizen of the registry who has no portal account: the late co-owner of a vehicle, and the family
// members, children and others of ./registries.ts.
export interface RegistryOnlyCitizen {
  pin: string;
  passserial: string;
  passnum: string;
  surname: string;
  name: string;
  lastname: string;
  gender: 1 | 2;
  birthdate: string;
  phone: string;
  regionId: number;
  district: string;
  street: string;
  death: { date: string; recordNumber: string } | null;
  /** When the passport was issued; a living citizen's is valid ten years. By default an expired one. */
  issuedate?: string;
}

export const registryOnlyCitizens: RegistryOnlyCitizen[] = [
  {
    pin: '31505559990101',
    passserial: 'AA',
    passnum: '1000010',
    surname: 'Qodirov',
    name: 'Bahrom',
    lastname: "Akmal o'g'li",
    gender: 1,
    birthdate: '1955-05-15',
    phone: '901000010',
    regionId: 1718,
    district: 'Samarqand',
    street: "Registon ko'chasi, 14-uy",
    death: { date: '2025-11-03', recordNumber: 'FHDYO-2025-004117' },
  },
  {
    // Rahimova's son, a minor (born 2015; his birth record in ./registries.ts names her as his
    // mother): the minor of the trip, escort and residence consents (15034, 15035, 15036) the
    // act-type suite creates (tests/ministry/acts-types.test.ts).
    pin: '50102159990131',
    passserial: 'AA',
    passnum: '1000013',
    surname: 'Rahimov',
    name: 'Temur',
    lastname: "Jahongir o'g'li",
    gender: 1,
    birthdate: '2015-02-01',
    phone: '901000013',
    regionId: 1718,
    district: 'Samarqand',
    street: "Dahbed ko'chasi, 7-uy",
    death: null,
  },
];

/** A ban, arrest or restriction on a vehicle or on real estate, active since `startDate`. */
export interface SeedBan {
  kind: VehicleBanKind;
  documentNumber: string;
  startDate: string;
  /** The organ in Latin Uzbek (its Cyrillic is derived) and in Russian: shown in the page's language. */
  organ: string;
  organRu: string;
  official: string;
}

export interface SeedVehicle {
  stateNumber: string;
  techPassportSeries: string;
  techPassportNumber: string;
  make: string;
  model: string;
  country: string;
  year: number;
  colour: string;
  motorNumber: string;
  bodyNumber: string;
  horsepower: number;
  issuer: string;
  issueDate: string;
  address: string;
  valuation: number; // tiyin
  // Owners by PIN (a seeded person or a registry-only citizen); two or more: shared ownership.
  owners: string[];
  bans: SeedBan[];
  fines: { resolutionNumber: string; issuedOn: string; amount: number }[];
  // What the vehicle shows in the sandbox (docs/sandbox.md).
  purpose: string;
}

const pinOf = (passnum: string) => {
  const person = seedPeople.find((p) => p.passnum === passnum);
  if (!person) throw new Error(`no seeded person ${passnum}`);
  return person.pin;
};

const rahimova = pinOf('1000002');
const karimov = pinOf('1000001');
const ergashev = pinOf('1000005');
const yusupova = pinOf('1000004');
const nazarova = pinOf('1000006');
const qosimova = pinOf('1000012');
const nazarov = pinOf('1000081');
const qodirov = '31505559990101';

const samarkandGai = 'Samarqand viloyati IIB YHXB';
const tashkentGai = 'Toshkent shahar IIB YHXB';

export const seedVehicles: SeedVehicle[] = [
  {
    stateNumber: '30A100AA',
    techPassportSeries: 'AAF',
    techPassportNumber: '3000001',
    make: 'Chevrolet',
    model: 'Cobalt',
    country: "O'zbekiston",
    year: 2021,
    colour: 'oq',
    motorNumber: 'B15D2-210001',
    bodyNumber: 'XWBJA69V0MA000001',
    horsepower: 106,
    issuer: samarkandGai,
    issueDate: '2021-06-10',
    address: "Samarqand shahri, Registon ko'chasi",
    valuation: 12_000_000_000,
    owners: [rahimova],
    bans: [],
    fines: [],
    purpose: 'clean: the e2e sale from Rahimova to Tursunov',
  },
  {
    stateNumber: '30H800HH',
    techPassportSeries: 'AAF',
    techPassportNumber: '3000008',
    make: 'Chevrolet',
    model: 'Tracker',
    country: "O'zbekiston",
    year: 2023,
    colour: 'kulrang',
    motorNumber: 'L3T-230008',
    bodyNumber: 'XWBJA69V0PA000008',
    horsepower: 150,
    issuer: samarkandGai,
    issueDate: '2023-02-01',
    address: "Samarqand shahri, Registon ko'chasi",
    valuation: 24_000_000_000,
    owners: [rahimova],
    bans: [],
    fines: [],
    purpose: 'clean: a gift from Rahimova (to Yusupova, for example)',
  },
  {
    stateNumber: '30J900JJ',
    techPassportSeries: 'AAF',
    techPassportNumber: '3000009',
    make: 'Chevrolet',
    model: 'Onix',
    country: "O'zbekiston",
    year: 2024,
    colour: 'qora',
    motorNumber: 'L3G-240009',
    bodyNumber: 'XWBJA69V0RA000009',
    horsepower: 132,
    issuer: samarkandGai,
    issueDate: '2024-04-15',
    address: "Samarqand shahri, Registon ko'chasi",
    valuation: 18_000_000_000,
    owners: [rahimova],
    bans: [],
    fines: [],
    purpose: 'clean: the e2e simplified sale from Rahimova to Tursunov',
  },
  {
    stateNumber: '01K800KK',
    techPassportSeries: 'AAT',
    techPassportNumber: '2000008',
    make: 'Chevrolet',
    model: 'Captiva',
    country: "O'zbekiston",
    year: 2022,
    colour: 'oq',
    motorNumber: 'LE9-220008',
    bodyNumber: 'XWBCA69V0NA000008',
    horsepower: 167,
    issuer: tashkentGai,
    issueDate: '2022-09-12',
    address: "Toshkent shahri, Yunusobod tumani, Amir Temur shoh ko'chasi",
    valuation: 28_000_000_000,
    owners: [qosimova],
    bans: [],
    fines: [],
    purpose: 'clean: the e2e video conference sale from Qosimova to Ergashev',
  },
  {
    stateNumber: '01N081NA',
    techPassportSeries: 'AAT',
    techPassportNumber: '2000081',
    make: 'Chevrolet',
    model: 'Tracker',
    country: "O'zbekiston",
    year: 2023,
    colour: 'kulrang',
    motorNumber: 'L3T-230081',
    bodyNumber: 'XWBTA69V0PA000081',
    horsepower: 150,
    issuer: tashkentGai,
    issueDate: '2023-04-18',
    address: "Toshkent shahri, Yunusobod tumani, Amir Temur shoh ko'chasi",
    valuation: 24_000_000_000,
    owners: [nazarov],
    bans: [],
    fines: [],
    purpose: 'the analysts’ stuck act: Nazarov’s sale to Qodirova, ten days in the notary’s check',
  },
  {
    stateNumber: '30B200BB',
    techPassportSeries: 'AAF',
    techPassportNumber: '3000002',
    make: 'Chevrolet',
    model: 'Nexia 3',
    country: "O'zbekiston",
    year: 2018,
    colour: 'qora',
    motorNumber: 'B15D2-180002',
    bodyNumber: 'XWBJA69V0JA000002',
    horsepower: 106,
    issuer: samarkandGai,
    issueDate: '2018-03-22',
    address: "Samarqand shahri, Registon ko'chasi",
    valuation: 8_000_000_000,
    owners: [rahimova],
    bans: [
      {
        kind: 'ban',
        documentNumber: 'MIB-2026-000317',
        startDate: '2026-01-12',
        organ: "Majburiy ijro byurosi Samarqand viloyati bo'limi",
        organRu: 'Отдел Бюро принудительного исполнения по Самаркандской области',
        official: 'Sobirov A.',
      },
    ],
    fines: [],
    purpose: 'banned: refused with the bans and fines warning',
  },
  {
    stateNumber: '30C300CC',
    techPassportSeries: 'AAF',
    techPassportNumber: '3000003',
    make: 'Chevrolet',
    model: 'Spark',
    country: "O'zbekiston",
    year: 2019,
    colour: 'qizil',
    motorNumber: 'B10S1-190003',
    bodyNumber: 'XWBMF48D0KA000003',
    horsepower: 68,
    issuer: samarkandGai,
    issueDate: '2019-08-05',
    address: "Samarqand shahri, Registon ko'chasi",
    valuation: 6_000_000_000,
    owners: [rahimova],
    bans: [],
    fines: [{ resolutionNumber: 'YHXB-2026-104422', issuedOn: '2026-02-03', amount: 37_500_000 }],
    purpose: 'an unpaid fine: refused with the bans and fines warning',
  },
  {
    stateNumber: '30E500EE',
    techPassportSeries: 'AAF',
    techPassportNumber: '3000005',
    make: 'Chevrolet',
    model: 'Lacetti',
    country: "O'zbekiston",
    year: 2016,
    colour: 'kumush',
    motorNumber: 'F16D3-160005',
    bodyNumber: 'XWBJF69V0GA000005',
    horsepower: 109,
    issuer: samarkandGai,
    issueDate: '2016-09-14',
    address: "Samarqand shahri, Registon ko'chasi",
    valuation: 7_000_000_000,
    owners: [rahimova, qodirov],
    bans: [],
    fines: [],
    purpose:
      'co-owned by Rahimova and the late Qodirov: her sale or gift is made in person, with the reason; naming him as a co-seller is refused',
  },
  {
    stateNumber: '01D400DD',
    techPassportSeries: 'AAT',
    techPassportNumber: '1000004',
    make: 'Chevrolet',
    model: 'Malibu',
    country: "O'zbekiston",
    year: 2022,
    colour: "ko'k",
    motorNumber: 'LFV-220004',
    bodyNumber: 'XWBZF69V0NA000004',
    horsepower: 163,
    issuer: tashkentGai,
    issueDate: '2022-05-30',
    address: "Toshkent shahri, Yunusobod tumani, Amir Temur shoh ko'chasi",
    valuation: 30_000_000_000,
    owners: [karimov, ergashev],
    bans: [],
    fines: [],
    purpose: 'co-owned by Karimov and Ergashev: the co-owner must be added as a seller and accept',
  },
  {
    stateNumber: '01F600FF',
    techPassportSeries: 'AAT',
    techPassportNumber: '1000006',
    make: 'Chevrolet',
    model: 'Gentra',
    country: "O'zbekiston",
    year: 2020,
    colour: 'oq',
    motorNumber: 'B15D2-200006',
    bodyNumber: 'XWBJA69V0LA000006',
    horsepower: 106,
    issuer: tashkentGai,
    issueDate: '2020-10-19',
    address: "Toshkent shahri, Chilonzor tumani, Bunyodkor shoh ko'chasi",
    valuation: 10_000_000_000,
    owners: [nazarova],
    bans: [],
    fines: [],
    purpose: 'owned by Nazarova, who owes the enforcement bureau: the debt blocks the sale',
  },
  {
    stateNumber: '01G700GG',
    techPassportSeries: 'AAT',
    techPassportNumber: '1000007',
    make: 'Chevrolet',
    model: 'Damas',
    country: "O'zbekiston",
    year: 2015,
    colour: 'oq',
    motorNumber: 'F8CV-150007',
    bodyNumber: 'XWB4A11B0FA000007',
    horsepower: 38,
    issuer: tashkentGai,
    issueDate: '2015-04-02',
    address: "Toshkent shahri, Mirobod tumani, Nukus ko'chasi",
    valuation: 4_000_000_000,
    owners: [yusupova],
    bans: [
      {
        kind: 'arrest',
        documentNumber: 'SUD-2026-002291',
        startDate: '2026-03-01',
        organ: "Toshkent shahar fuqarolik ishlari bo'yicha sudi",
        organRu: 'Ташкентский городской суд по гражданским делам',
        official: 'Rasulov B.',
      },
      {
        kind: 'restriction',
        documentNumber: 'IIB-2026-000877',
        startDate: '2026-03-15',
        organ: tashkentGai,
        organRu: 'УБДД ГУВД города Ташкента',
        official: 'Hamidov D.',
      },
    ],
    fines: [],
    purpose: 'under arrest and a restriction: refused with the bans and fines warning',
  },
];

export interface SeedDebt {
  pin: string;
  caseNumber: string;
  amount: number; // tiyin
  paidAmount: number;
}

export const seedDebts: SeedDebt[] = [
  { pin: nazarova, caseNumber: 'MIB-IJ-2025-778812', amount: 250_000_000, paidAmount: 0 },
];

// The enforcement bureau's site, named in the debt message (specification section 8).
export const enforcementBureauUrl = 'https://mib.uz';

/** Registry rows of a registry-only citizen, in the shape of registry.citizens. */
export function registryOnlyCitizenRow(c: RegistryOnlyCitizen) {
  const region = findRegion(c.regionId);
  const district = findDistrict(c.regionId, c.district, 'city');
  const latin = (text: string) => uzbekLatin(text);
  const address = latin(`${region.name.oz}, ${district.name.oz}, ${c.street}`);
  return {
    pin: c.pin,
    passserial: c.passserial,
    passnum: c.passnum,
    nameLatin: latin(c.name),
    surnameLatin: latin(c.surname),
    lastnameLatin: latin(c.lastname),
    nameCyrillic: latinToCyrillic(latin(c.name)),
    surnameCyrillic: latinToCyrillic(latin(c.surname)),
    lastnameCyrillic: latinToCyrillic(latin(c.lastname)),
    gender: c.gender,
    birthdate: c.birthdate,
    birthcountry: latin("O'zbekiston"),
    inn: null,
    issueorg: latin(`${district.name.oz} IIB`),
    issuedate: c.issuedate ?? '2015-05-20',
    exprdate: c.issuedate ? addTenYears(c.issuedate) : '2025-05-19',
    citizenship: latin("O'zbekiston Respublikasi"),
    nationality: latin("o'zbek"),
    phone: c.phone,
    email: null,
    regionId: c.regionId,
    districtId: district.id,
    regaddress: address,
    actaddress: address,
    valid: c.issuedate !== undefined && c.death === null,
  };
}
