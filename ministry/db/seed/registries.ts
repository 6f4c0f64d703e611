import type { Right } from '../../../machines/act-types/rights';
import type { RuleId } from '../../../machines/act-types/rules';
import { seedPeople } from './people';
import type { RegistryOnlyCitizen, SeedBan } from './vehicles';

// The registries the business rules of section 5 read besides vehicles (issue 10): real estate with
// owners, shares and bans; the civil registry's births and marriages; registered powers of attorney;
// a legal entity. Each row says what it shows; docs/sandbox.md lists them (./sandbox-doc.ts) and
// tests/ministry/registry-rules.test.ts proves each rule on them.

/**
 * The day the seed's ages are stated for. Birth dates are fixed (a PIN holds its birth date, so it
 * cannot move with the clock) and chosen so that each child stays on its side of 15 for years: the
 * younger is under 15 until 10 March 2031, the elder 15 or over since 20 February 2025 (and a minor
 * until 20 February 2028). docs/decisions/037-seeded-registries-and-rules.md.
 */
export const seedReferenceDate = '2026-06-01';

const pinOf = (passnum: string) => {
  const person = seedPeople.find((p) => p.passnum === passnum);
  if (!person) throw new Error(`no seeded person ${passnum}`);
  return person.pin;
};

export const karimov = pinOf('1000001');
export const rahimova = pinOf('1000002');
export const tursunov = pinOf('1000003');
export const yusupova = pinOf('1000004');
export const ergashev = pinOf('1000005');
export const nazarova = pinOf('1000006');
const saidov = pinOf('1000009');
export const qodirov = '31505559990101';

// PINFL: century and sex digit (4 a woman born 1900-1999, 5/6 a boy/girl born 2000-2099), DDMMYY, 999.
export const tursunovaZarina = pinOf('1000013');
export const tursunovAli = '51003169990144';
export const tursunovaLaylo = '62002109990155';
export const ergashevaSevara = '60509149990166';
/** Rahimova's son (a registry-only citizen of ./vehicles.ts): the minor of the act-type suite's consents. */
export const rahimovTemur = '50102159990131';
/** The owner of the banned flat the ban check shows (issue 12); no seeded login's acts touch it. */
export const yoldoshevaMalika = '42204789990213';
/** Qodirov Jasur's (1000091) login PIN: Rahimova's brother, as their birth records have it. */
export const qodirovJasur = pinOf('1000091');
// Rahimova's and Qodirov Jasur's parents, Qodirov's wife and son: the relatives of the state fee's
// reductions (decision 076), each degree confirmed by the births and marriages below.
export const qodirovAkmal = '31403609990224';
export const qodirovaMuhabbat = '40807649990235';
export const qodirovaNilufar = '42001899990246';
export const qodirovSardor = '51501089990257';

const margilon = { regionId: 1730, district: "Marg'ilon", street: "Atlas ko'chasi, 45-uy" };
const samarqand = { regionId: 1718, district: 'Samarqand', street: "Bo'stonsaroy ko'chasi, 21-uy" };

/**
 * Living citizens without a portal account: Tursunov's children, a child with no birth record, the
 * owner of the banned flat, and Rahimova's family (her parents, her brother's wife and son).
 */
export const civilCitizens: (RegistryOnlyCitizen & { shows: string })[] = [
  {
    pin: tursunovAli,
    passserial: 'FA',
    passnum: '1000014',
    surname: 'Tursunov',
    name: 'Ali',
    lastname: "Sherzod o'g'li",
    gender: 1,
    birthdate: '2016-03-10',
    phone: '931000014',
    ...margilon,
    death: null,
    issuedate: '2024-05-02',
    shows: 'a child under 15 (10 on the reference date): travels only with an escort',
  },
  {
    pin: tursunovaLaylo,
    passserial: 'FA',
    passnum: '1000015',
    surname: 'Tursunova',
    name: 'Laylo',
    lastname: 'Sherzod qizi',
    gender: 2,
    birthdate: '2010-02-20',
    phone: '931000015',
    ...margilon,
    death: null,
    issuedate: '2024-05-02',
    shows: 'a child of 15 or over (16 on the reference date): may travel alone',
  },
  {
    pin: ergashevaSevara,
    passserial: 'FA',
    passnum: '1000016',
    surname: 'Ergasheva',
    name: 'Sevara',
    lastname: 'Otabek qizi',
    gender: 2,
    birthdate: '2014-09-05',
    phone: '971000016',
    regionId: 1733,
    district: 'Xiva',
    street: "Polvon qori ko'chasi, 16-uy",
    death: null,
    issuedate: '2024-09-10',
    shows: 'a child with no birth record: every consent for her is refused',
  },
  {
    pin: yoldoshevaMalika,
    passserial: 'FB',
    passnum: '2000021',
    surname: "Yo'ldosheva",
    name: 'Malika',
    lastname: 'Rustam qizi',
    gender: 2,
    birthdate: '1978-04-22',
    phone: '931000021',
    regionId: 1730,
    district: "Marg'ilon",
    street: "Burhoniddin Marg'inoniy ko'chasi, 9-uy, 24-xonadon",
    death: null,
    issuedate: '2020-10-14',
    shows: 'the owner of the banned flat 14:07:01:03:05:0217 (the ban check)',
  },
  {
    pin: qodirovAkmal,
    passserial: 'FB',
    passnum: '2000022',
    surname: 'Qodirov',
    name: 'Akmal',
    lastname: "Sobir o'g'li",
    gender: 1,
    birthdate: '1960-03-14',
    phone: '931000022',
    ...samarqand,
    death: null,
    issuedate: '2019-04-10',
    shows:
      'the father of Rahimova and Qodirov Jasur, grandfather of Qodirov Sardor and Rahimov Temur (the fee for relatives)',
  },
  {
    pin: qodirovaMuhabbat,
    passserial: 'FB',
    passnum: '2000023',
    surname: 'Qodirova',
    name: 'Muhabbat',
    lastname: 'Karim qizi',
    gender: 2,
    birthdate: '1964-07-08',
    phone: '931000023',
    ...samarqand,
    death: null,
    issuedate: '2019-04-10',
    shows: 'the mother of Rahimova and Qodirov Jasur, wife of Qodirov Akmal (the fee for relatives)',
  },
  {
    pin: qodirovaNilufar,
    passserial: 'FB',
    passnum: '2000024',
    surname: 'Qodirova',
    name: 'Nilufar',
    lastname: 'Rustam qizi',
    gender: 2,
    birthdate: '1989-01-20',
    phone: '931000024',
    ...samarqand,
    death: null,
    issuedate: '2018-02-05',
    shows:
      "Qodirov Jasur's wife and Qodirov Sardor's mother: the daughter-in-law of Qodirov Akmal (the fee for relatives)",
  },
  {
    pin: qodirovSardor,
    passserial: 'FB',
    passnum: '2000025',
    surname: 'Qodirov',
    name: 'Sardor',
    lastname: "Jasur o'g'li",
    gender: 1,
    birthdate: '2008-01-15',
    phone: '931000025',
    ...samarqand,
    death: null,
    issuedate: '2024-01-22',
    shows: "Qodirov Jasur's son, 18: Rahimova's nephew, Qodirov Akmal's grandson (the fee for relatives)",
  },
];

export interface SeedBirth {
  recordNumber: string;
  child: string;
  father: string | null;
  mother: string | null;
  registeredOn: string;
  organisation: string;
}

export const seedBirths: SeedBirth[] = [
  {
    recordNumber: 'FHDYO-2016-001207',
    child: tursunovAli,
    father: tursunov,
    mother: tursunovaZarina,
    registeredOn: '2016-03-18',
    organisation: "Marg'ilon shahar FHDYo bo'limi",
  },
  {
    recordNumber: 'FHDYO-2010-000386',
    child: tursunovaLaylo,
    father: tursunov,
    mother: tursunovaZarina,
    registeredOn: '2010-03-01',
    organisation: "Marg'ilon shahar FHDYo bo'limi",
  },
  {
    recordNumber: 'FHDYO-2015-000173',
    child: rahimovTemur,
    father: null,
    mother: rahimova,
    registeredOn: '2015-02-09',
    organisation: "Samarqand shahar FHDYo bo'limi",
  },
  // Rahimova's family (decision 076): the births that make her and Qodirov Jasur siblings, Qodirov
  // Akmal their father and Qodirov Sardor her nephew and his grandson.
  {
    recordNumber: 'FHDYO-1988-000742',
    child: qodirovJasur,
    father: qodirovAkmal,
    mother: qodirovaMuhabbat,
    registeredOn: '1988-06-30',
    organisation: "Samarqand shahar FHDYo bo'limi",
  },
  {
    recordNumber: 'FHDYO-1992-001318',
    child: rahimova,
    father: qodirovAkmal,
    mother: qodirovaMuhabbat,
    registeredOn: '1992-10-02',
    organisation: "Samarqand shahar FHDYo bo'limi",
  },
  {
    recordNumber: 'FHDYO-2008-000095',
    child: qodirovSardor,
    father: qodirovJasur,
    mother: qodirovaNilufar,
    registeredOn: '2008-01-24',
    organisation: "Samarqand shahar FHDYo bo'limi",
  },
];

export interface SeedMarriage {
  recordNumber: string;
  husband: string;
  wife: string;
  registeredOn: string;
  organisation: string;
  dissolvedOn: string | null;
  shows: string;
}

export const seedMarriages: SeedMarriage[] = [
  {
    recordNumber: 'FHDYO-2008-000914',
    husband: tursunov,
    wife: tursunovaZarina,
    registeredOn: '2008-09-12',
    organisation: "Marg'ilon shahar FHDYo bo'limi",
    dissolvedOn: null,
    shows: 'a marriage: the spouses of a spouse consent (15003)',
  },
  {
    recordNumber: 'FHDYO-2016-002231',
    husband: ergashev,
    wife: nazarova,
    registeredOn: '2016-05-14',
    organisation: "Xiva shahar FHDYo bo'limi",
    dissolvedOn: '2021-11-30',
    shows: 'a dissolved marriage: no longer spouses, so no fee for relatives between them',
  },
  {
    recordNumber: 'FHDYO-1987-000561',
    husband: qodirovAkmal,
    wife: qodirovaMuhabbat,
    registeredOn: '1987-05-16',
    organisation: "Samarqand shahar FHDYo bo'limi",
    dissolvedOn: null,
    shows: 'Rahimova’s parents',
  },
  {
    recordNumber: 'FHDYO-2007-001164',
    husband: qodirovJasur,
    wife: qodirovaNilufar,
    registeredOn: '2007-08-25',
    organisation: "Samarqand shahar FHDYo bo'limi",
    dissolvedOn: null,
    shows: 'Qodirova Nilufar is Qodirov Akmal’s daughter-in-law (a child’s spouse)',
  },
];

export interface SeedRealEstate {
  cadastreNumber: string;
  cadastreType: 'residential' | 'nonResidential';
  objectName: string;
  address: string;
  area: number;
  livingArea: number | null;
  rooms: number | null;
  inventoryPrice: number; // tiyin
  // Owners by PIN with their shares (numerator/denominator).
  owners: { pin: string; share: [number, number] }[];
  bans: SeedBan[];
  shows: string;
}

export const seedRealEstates: SeedRealEstate[] = [
  {
    cadastreNumber: '11:14:04:01:01:1630',
    cadastreType: 'residential',
    objectName: 'Uch xonali kvartira',
    address: "Toshkent shahri, Mirobod tumani, Nukus ko'chasi, 30-uy, 12-xonadon",
    area: 78.4,
    livingArea: 52.1,
    rooms: 3,
    inventoryPrice: 48_000_000_000,
    owners: [{ pin: yusupova, share: [1, 1] }],
    bans: [],
    shows:
      "clean, Yusupova's alone: her residence consent, power of attorney or pledge goes through; anyone else's residence consent is refused",
  },
  {
    cadastreNumber: '11:14:04:01:01:1631',
    cadastreType: 'residential',
    objectName: 'Ikki xonali kvartira',
    address: "Toshkent shahri, Yunusobod tumani, Bog'ishamol ko'chasi, 21-uy, 14-xonadon",
    area: 61.2,
    livingArea: 38,
    rooms: 2,
    inventoryPrice: 36_000_000_000,
    owners: [
      { pin: karimov, share: [1, 2] },
      { pin: ergashev, share: [1, 2] },
    ],
    bans: [],
    shows: 'half Karimov’s, half Ergashev’s: the co-owner must join',
  },
  {
    cadastreNumber: '10:09:03:02:01:0412',
    cadastreType: 'residential',
    objectName: 'Hovli uy',
    address: "Samarqand shahri, Registon ko'chasi, 14-uy",
    area: 240,
    livingArea: 120,
    rooms: 5,
    inventoryPrice: 60_000_000_000,
    owners: [
      { pin: rahimova, share: [1, 2] },
      { pin: qodirov, share: [1, 2] },
    ],
    bans: [],
    shows: 'Rahimova’s with the late Qodirov: an act on it is made in person, with the reason',
  },
  {
    cadastreNumber: '14:07:01:05:02:0088',
    cadastreType: 'nonResidential',
    objectName: "Do'kon",
    address: "Marg'ilon shahri, Atlas ko'chasi, 47-uy",
    area: 45,
    livingArea: null,
    rooms: null,
    inventoryPrice: 25_000_000_000,
    owners: [{ pin: tursunov, share: [1, 1] }],
    bans: [
      {
        kind: 'arrest',
        documentNumber: 'SUD-2026-004518',
        startDate: '2026-02-09',
        organ: "Farg'ona viloyat fuqarolik ishlari bo'yicha sudi",
        organRu: 'Ферганский областной суд по гражданским делам',
        official: 'Nurmatov S.',
      },
    ],
    shows: 'Tursunov’s shop under arrest: refused with the bans warning',
  },
  {
    cadastreNumber: '35:01:02:03:04:0915',
    cadastreType: 'residential',
    objectName: 'Ikki xonali kvartira',
    address: "Nukus shahri, Dosnazarov ko'chasi, 52-uy, 7-xonadon",
    area: 55,
    livingArea: 34,
    rooms: 2,
    inventoryPrice: 20_000_000_000,
    owners: [{ pin: nazarova, share: [1, 1] }],
    bans: [],
    shows: 'Nazarova’s, who owes the enforcement bureau: her pledge of it is refused',
  },
  {
    cadastreNumber: '14:07:01:03:05:0217',
    cadastreType: 'residential',
    objectName: 'Ikki xonali kvartira',
    address: "Marg'ilon shahri, Burhoniddin Marg'inoniy ko'chasi, 9-uy, 24-xonadon",
    area: 58.6,
    livingArea: 36.2,
    rooms: 2,
    inventoryPrice: 22_000_000_000,
    owners: [{ pin: yoldoshevaMalika, share: [1, 1] }],
    bans: [
      {
        kind: 'ban',
        documentNumber: 'MIB-2026-000452',
        startDate: '2026-03-16',
        organ: "Majburiy ijro byurosi Farg'ona viloyati bo'limi",
        organRu: 'Отдел Бюро принудительного исполнения по Ферганской области',
        official: 'Qosimov D.',
      },
      {
        kind: 'restriction',
        documentNumber: 'SUD-2026-005107',
        startDate: '2026-04-02',
        organ: "Marg'ilon shahar fuqarolik ishlari bo'yicha sudi",
        organRu: 'Маргиланский городской суд по гражданским делам',
        official: 'Ahmedova N.',
      },
    ],
    shows: 'a registry-only owner’s flat under a ban and a restriction: the ban check lists both',
  },
];

export interface SeedPowerOfAttorney {
  id: number;
  registryNumber: string;
  registryDate: string;
  actTypeId: 101 | 105 | 11651;
  principal: string;
  attorney: string;
  termFrom: string;
  termTo: string;
  rights: Right[];
  delegation: boolean;
  state: 'active' | 'cancelled';
  shows: string;
}

export const seedPowersOfAttorney: SeedPowerOfAttorney[] = [
  {
    id: 42,
    registryNumber: 'NA-2026-900042',
    registryDate: '2026-01-05',
    actTypeId: 11651,
    principal: karimov,
    attorney: tursunov,
    termFrom: '2026-01-05',
    termTo: '2027-12-31',
    rights: ['representInCourt', 'representInOrganisations', 'receiveDocuments'],
    delegation: true,
    state: 'active',
    shows: 'may be delegated: Tursunov delegates within 05.01.2026-31.12.2027; a longer term is refused',
  },
  {
    id: 43,
    registryNumber: 'NA-2026-900043',
    registryDate: '2026-02-11',
    actTypeId: 101,
    principal: ergashev,
    attorney: tursunov,
    termFrom: '2026-02-11',
    termTo: '2027-02-10',
    rights: ['vehicleDrive', 'vehicleManage'],
    delegation: false,
    state: 'active',
    shows: 'granted without the right to delegate: a delegation of it is refused',
  },
  {
    id: 44,
    registryNumber: 'NA-2025-900044',
    registryDate: '2025-09-30',
    actTypeId: 11651,
    principal: nazarova,
    attorney: karimov,
    termFrom: '2025-09-30',
    termTo: '2026-09-29',
    rights: ['receivePayments'],
    delegation: true,
    state: 'cancelled',
    shows: 'cancelled: no delegation can rest on it',
  },
];

export interface SeedLegalEntity {
  inn: string;
  name: string;
  address: string;
  phone: string;
  manager: string;
  shows: string;
}

export const seedLegalEntities: SeedLegalEntity[] = [
  {
    inn: '201234567',
    name: 'Namuna Bank ATB',
    address: "Toshkent shahri, Chilonzor tumani, Qatortol ko'chasi, 2-uy",
    phone: '712000567',
    manager: saidov,
    shows: 'a bank, the pledgee of a pledge (9); its manager is Saidov',
  },
];

/**
 * For every business rule of section 5 (machines/act-types/rules.ts), the seeded people and objects
 * that show it (docs/sandbox.md renders this; its drift test asks for every rule).
 */
export const ruleShowcases: Record<RuleId, string> = {
  coOwnersMustJoin:
    'vehicle 01D400DD and flat 11:14:04:01:01:1631, both Karimov’s with Ergashev: refused until Ergashev joins as a seller or principal; Tursunov pledging Yusupova’s flat 11:14:04:01:01:1630 owns nothing there',
  deceasedPartyBlocks:
    'Qodirov Bahrom (PIN 31505559990101, died 2025-11-03) named as any party, e.g. the attorney of a general power of attorney',
  enforcementDebtBlocks:
    'Nazarova (AA 1000006) owes the bureau: the sale of her vehicle 01F600FF and the pledge of her flat 35:01:02:03:04:0915 are refused',
  subjectBansBlock:
    'vehicles 30B200BB (ban), 30C300CC (unpaid fine), 01G700GG (arrest and restriction); Tursunov’s shop 14:07:01:05:02:0088 (arrest)',
  duplicateUnfinishedAct:
    'a second unfinished sale or gift of the same vehicle, pledge, power of attorney or residence consent of the same real estate (by cadastre number, e.g. Yusupova’s flat 11:14:04:01:01:1630), consent for the same child (Tursunova Laylo), or power of attorney from the same principal to the same attorney: refused with the first act’s link when the applicant may open it, else without its number or link',
  childNeedsBirthRecord:
    'Ergasheva Sevara (FA 1000016) has no birth record, so no act can name her as a minor (a child is named by the PIN and the birth record); Tursunov Ali and Tursunova Laylo are on record as Tursunov’s and Tursunova Zarina’s, so nobody else may consent for them, and only with their recorded birth dates',
  selfDepartureFrom15:
    'Tursunova Laylo (16 on the reference date) may travel alone with no escort; Tursunov Ali (10) needs one',
  generalPoaNoPropertyRights: 'any general power of attorney (11651) granting a vehicle or real-estate right',
  realEstatePoaNoDisposal:
    'a real-estate power of attorney (105) for Yusupova’s flat 11:14:04:01:01:1630 granting sale, gift, pledge or exchange',
  delegationWithinBaseTerm:
    'Tursunov delegates power of attorney 42 (05.01.2026-31.12.2027, delegable) within its term only; 43 may not be delegated; 44 is cancelled; nobody but Tursunov may delegate 42',
  residenceConsentByOwner:
    'only Yusupova may consent to a residence registration in her flat 11:14:04:01:01:1630; anyone else is told so first, never that her consent is under way',
  coOwnedDeceasedGoesInPerson:
    'vehicle 30E500EE and house 10:09:03:02:01:0412, Rahimova’s with the late Qodirov: a sale, gift, pledge or power of attorney by Rahimova is made in person, and the act says why',
};
