import type { NotaryAbsence } from '../../../machines/notary-directory/presence';
import { latinToCyrillic, uzbekLatin } from '../../text/latin-to-cyrillic';

// The notary directory's seed (decision 051): the card of every notary (timetable, absence, the
// ministry's rating), the notaries of the ministry's registry who do not work on the portal (so the
// directory has several notaries in most regions to sort, filter and cluster), and registered acts
// with their clients' reviews, so the client rating is an average of real rows.

export interface DirectoryCard {
  /** Bit set, bit 0 Monday .. bit 6 Sunday. */
  workDays: number;
  workFrom: string;
  workTo: string;
  absence: NotaryAbsence | null;
  /**
   * The last day of the absence, inclusive, in days after the seed's Tashkent day (so a seeded
   * vacation ends a realistic while after the day the database was made); null with an absence: until
   * lifted.
   */
  absentDays: number | null;
  ministryRating: number | null;
}

const weekdays = 0b0011111;
const sixDays = 0b0111111;

const card = (patch: Partial<DirectoryCard> = {}): DirectoryCard => ({
  workDays: weekdays,
  workFrom: '09:00',
  workTo: '18:00',
  absence: null,
  absentDays: null,
  ministryRating: null,
  ...patch,
});

/** The cards of the notaries with portal accounts (ministry/db/seed/people.ts), by licence number. */
export const accountNotaryCards: Record<string, DirectoryCard> = {
  'N-000101': card({ ministryRating: 4.6, workDays: sixDays, workFrom: '08:30', workTo: '17:30' }),
  'N-000102': card({ ministryRating: 4.2 }),
  'N-000103': card({ ministryRating: 3.9, workFrom: '10:00', workTo: '19:00' }),
  'N-000104': card({ ministryRating: 3.1 }),
};

export interface RegistryNotary {
  licenseNumber: string;
  officeId: number;
  /** Surname, name, patronymic in Latin Uzbek; the Cyrillic spelling is derived. */
  fullName: string;
  licenseStatus: 'active' | 'terminated' | 'cancelled';
  card: DirectoryCard;
}

const registry = (
  licenseNumber: string,
  officeId: number,
  fullName: string,
  patch: Partial<DirectoryCard> & { licenseStatus?: RegistryNotary['licenseStatus'] } = {},
): RegistryNotary => {
  const { licenseStatus = 'active', ...rest } = patch;
  return { licenseNumber, officeId, fullName: uzbekLatin(fullName), licenseStatus, card: card(rest) };
};

// Fictional notaries of the ministry's registry without a portal account: never chosen for an online
// act, listed in the directory with their office, timetable and ratings.
export const registryNotaries: RegistryNotary[] = [
  registry('N-000201', 1, "Yo'ldoshev Bekzod Akmal o'g'li", { ministryRating: 4.8 }),
  registry('N-000202', 2, 'Ismoilova Dilfuza Rustam qizi', { ministryRating: 4.1, workDays: sixDays }),
  registry('N-000203', 2, "Ahmedov Jahongir Sobir o'g'li", {
    ministryRating: 3.5,
    absence: 'vacation',
    absentDays: 14,
  }),
  registry('N-000204', 13, "Karimov Otabek Ilhom o'g'li", { ministryRating: 4.4 }),
  registry('N-000205', 3, "Ubbiniyazov Marat Bekmurat o'g'li", { ministryRating: 4.0 }),
  registry('N-000206', 3, 'Seytnazarova Gulnara Aybek qizi', {
    ministryRating: 3.7,
    absence: 'sick',
    absentDays: null,
  }),
  registry('N-000207', 4, "Mamatqulov Shuhrat Aziz o'g'li", { ministryRating: 4.3 }),
  registry('N-000208', 14, 'Xoliqova Muhabbat Ergash qizi', { ministryRating: 4.9, workDays: sixDays }),
  registry('N-000209', 5, "Rajabov Farrux Nodir o'g'li", { ministryRating: 3.8 }),
  registry('N-000210', 5, "Sharipova Nilufar To'lqin qizi", {
    licenseStatus: 'cancelled',
    ministryRating: 2.4,
  }),
  registry('N-000211', 6, "Eshmatov Sherzod Po'lat o'g'li", { ministryRating: 4.5 }),
  registry('N-000212', 7, "Boboyev Ulug'bek Hamro o'g'li", {
    ministryRating: 3.9,
    workFrom: '08:00',
    workTo: '17:00',
  }),
  registry('N-000213', 8, 'Nurmatova Shahnoza Olim qizi', { ministryRating: 4.2 }),
  registry('N-000214', 9, "G'aniyev Abdulla Rahim o'g'li", { ministryRating: 4.7 }),
  registry('N-000215', 10, "Qodirov Zafar Bahrom o'g'li", {
    ministryRating: 3.6,
    licenseStatus: 'terminated',
  }),
  registry('N-000216', 10, 'Sattorova Kamola Jamshid qizi', { ministryRating: 4.4 }),
  registry('N-000217', 11, "Hasanov Ravshan Murod o'g'li", { ministryRating: 4.0 }),
  registry('N-000218', 12, "Tog'ayeva Iroda Anvar qizi", { ministryRating: 3.3 }),
  registry('N-000219', 15, "Otajonov Sanjar Qurbon o'g'li", { ministryRating: 4.6 }),
  registry('N-000220', 15, 'Matyoqubova Feruza Bahodir qizi', { ministryRating: 4.1, workDays: sixDays }),
];

export const cyrillicName = (latin: string) => latinToCyrillic(latin);

export interface SeedRegisteredAct {
  /** Fixed, so the seed finds it again (idempotent). */
  uuid: string;
  regnum: string;
  regdate: string;
  /** The applicant's userid (people.ts) and the notary's licence. */
  userid: string;
  licenseNumber: string;
  review: { rating: number; text: string | null } | null;
  /** 2: registered by video conference (the act then has a video tab); in person otherwise. */
  regtype?: 1 | 2;
}

// Registered translation certifications (11962, in person) of two seeded applicants (decision 051):
// Sobirova's each carry her review, which makes the client ratings; Hasanov's act with Tojiyev has
// no review yet, so the e2e spec (e2e/specs/notaries.spec.ts) writes one.
export const seedRegisteredActs: SeedRegisteredAct[] = [
  {
    uuid: '0b5e0510-0000-4000-8000-000000000001',
    regnum: 'NA-2025-905101',
    regdate: '2025-09-02',
    userid: 'lsobirova',
    licenseNumber: 'N-000101',
    review: { rating: 5, text: "Tez va tushunarli, navbat bo'lmadi." },
  },
  {
    uuid: '0b5e0510-0000-4000-8000-000000000002',
    regnum: 'NA-2025-905102',
    regdate: '2025-09-15',
    userid: 'lsobirova',
    licenseNumber: 'N-000102',
    review: { rating: 3, text: null },
  },
  {
    uuid: '0b5e0510-0000-4000-8000-000000000003',
    regnum: 'NA-2025-905103',
    regdate: '2025-10-01',
    userid: 'lsobirova',
    licenseNumber: 'N-000201',
    review: { rating: 4, text: 'Hammasi joyida.' },
  },
  {
    uuid: '0b5e0510-0000-4000-8000-000000000004',
    regnum: 'NA-2025-905104',
    regdate: '2025-10-20',
    userid: 'lsobirova',
    licenseNumber: 'N-000202',
    review: { rating: 2, text: 'Uzoq kutdim.' },
  },
  {
    uuid: '0b5e0510-0000-4000-8000-000000000005',
    regnum: 'NA-2025-905105',
    regdate: '2025-11-03',
    userid: 'lsobirova',
    licenseNumber: 'N-000208',
    review: { rating: 5, text: null },
  },
  {
    uuid: '0b5e0510-0000-4000-8000-000000000006',
    regnum: 'NA-2025-905106',
    regdate: '2025-11-12',
    userid: 'lsobirova',
    licenseNumber: 'N-000103',
    review: { rating: 4, text: null },
  },
  {
    uuid: '0b5e0510-0000-4000-8000-000000000007',
    regnum: 'NA-2025-905107',
    regdate: '2025-12-05',
    userid: 'rhasanov',
    licenseNumber: 'N-000103',
    review: null,
  },
  // Xolmirzayeva's translation, registered by video (decision 059): its video tab refuses her once she
  // has withdrawn her consent on the profile (e2e/specs/profile.spec.ts).
  {
    uuid: '0b5e0510-0000-4000-8000-000000000071',
    regnum: 'NA-2025-905171',
    regdate: '2025-12-10',
    userid: 'nxolmirzayeva',
    licenseNumber: 'N-000201',
    review: null,
    regtype: 2,
  },
];
