import { and, eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { applyEvent, createStored, type StoredAct } from '../../../machines/act/act.persist';
import { actPeriod } from '../../../machines/act-types/act-period';
import { searchKey } from '../../../machines/text/search-key';
import { citizenSearchKey } from '../../text/citizen-search-key';
import * as schema from '../schema';
import type { SeedPowerOfAttorney } from './registries';
import { deathRows, powerOfAttorneyRow } from './rows';
import { type RegistryOnlyCitizen, registryOnlyCitizenRow } from './vehicles';

// What the public checks and searches of issue 12 find (docs/decisions/052-public-searches.md,
// docs/sandbox.md "Public checks and searches"): two acts registered through the portal (a general
// power of attorney and a delegation made from a registry power of attorney), registry powers of
// attorney that are delegable, expired (44, already seeded, is the revoked one), and inheritance cases.
// The people are registry-only citizens, so no seeded login's act lists change.

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const margilon = { regionId: 1730, district: "Marg'ilon" };
const xiva = { regionId: 1733, district: 'Xiva' };

export const searchPrincipal = '31203809990171';
export const searchAttorney = '41506869990182';
export const searchSubstitute = '41109909990193';
export const searchDeceased = '30507449990204';
/** Qodirov Bahrom (ministry/db/seed/vehicles.ts): died 2025-11-03; an inheritance case is open on him. */
export const qodirovPin = '31505559990101';

export const searchCitizens: (RegistryOnlyCitizen & { shows: string })[] = [
  {
    pin: searchPrincipal,
    passserial: 'FB',
    passnum: '2000017',
    surname: 'Abdurahmonov',
    name: 'Rustam',
    lastname: "Baxtiyor o'g'li",
    gender: 1,
    birthdate: '1980-12-03',
    phone: '931000017',
    ...margilon,
    street: "Mustaqillik ko'chasi, 12-uy",
    death: null,
    issuedate: '2022-04-11',
    shows: 'principal of the portal-registered general power of attorney NA-2026-800001',
  },
  {
    pin: searchAttorney,
    passserial: 'FB',
    passnum: '2000018',
    surname: 'Mirzayeva',
    name: 'Nilufar',
    lastname: 'Anvar qizi',
    gender: 2,
    birthdate: '1986-06-15',
    phone: '931000018',
    ...margilon,
    street: "Navoiy ko'chasi, 3-uy",
    death: null,
    issuedate: '2021-08-20',
    shows: 'attorney of NA-2026-800001 and of registry power of attorney 45, which she delegated',
  },
  {
    pin: searchSubstitute,
    passserial: 'FB',
    passnum: '2000019',
    surname: 'Sobirova',
    name: 'Dildora',
    lastname: 'Karim qizi',
    gender: 2,
    birthdate: '1990-09-11',
    phone: '971000019',
    ...xiva,
    street: "Polvon qori ko'chasi, 20-uy",
    death: null,
    issuedate: '2023-02-01',
    shows: 'substitute of the portal-registered delegation NA-2026-800002',
  },
  {
    pin: searchDeceased,
    passserial: 'FB',
    passnum: '2000020',
    surname: 'Xasanov',
    name: 'Ilhom',
    lastname: "Odil o'g'li",
    gender: 1,
    birthdate: '1944-07-05',
    phone: '971000020',
    ...xiva,
    street: "Amir Temur ko'chasi, 8-uy",
    death: { date: '2024-07-19', recordNumber: 'FHDYO-2024-002781' },
    shows: 'deceased: inheritance case MI-2024-000731',
  },
];

/** Registry powers of attorney of the searches (42-44 are ./registries.ts's; 44 is the revoked one). */
export const searchPowersOfAttorney: SeedPowerOfAttorney[] = [
  {
    id: 45,
    registryNumber: 'NA-2026-900045',
    registryDate: '2026-01-20',
    actTypeId: 11651,
    principal: searchPrincipal,
    attorney: searchAttorney,
    termFrom: '2026-01-20',
    termTo: '2029-01-19',
    rights: ['representInOrganisations', 'receiveDocuments'],
    delegation: true,
    state: 'active',
    shows: 'valid, with one delegation registered through the portal (NA-2026-800002)',
  },
  {
    id: 46,
    registryNumber: 'NA-2024-900046',
    registryDate: '2024-01-10',
    actTypeId: 11651,
    principal: searchPrincipal,
    attorney: searchAttorney,
    termFrom: '2024-01-10',
    termTo: '2025-01-09',
    rights: ['receivePayments'],
    delegation: false,
    state: 'active',
    shows: 'expired on 09.01.2025',
  },
];

export interface SeedRegisteredAct {
  regnum: string;
  regdate: string;
  typeId: 11651 | 11680;
  applicant: string;
  invited: { pin: string; role: 'attorney' | 'substitute'; fields: Record<string, unknown> };
  applicantRole: 'principal' | 'attorney';
  notaryUserid: string;
  fields: Record<string, unknown>;
  language: 'oz' | 'uz' | 'ru';
  note: string | null;
  shows: string;
}

export const searchRegisteredActs: SeedRegisteredAct[] = [
  {
    regnum: 'NA-2026-800001',
    regdate: '2026-03-02',
    typeId: 11651,
    applicant: searchPrincipal,
    applicantRole: 'principal',
    invited: {
      pin: searchAttorney,
      role: 'attorney',
      fields: { grantedRights: { rights: ['representInCourt', 'receiveDocuments'], delegation: false } },
    },
    notaryUserid: 'stojiyev',
    fields: { termFrom: '02.03.2026', termTo: '01.03.2028' },
    language: 'oz',
    note: 'Ishonchnoma ikki nusxada rasmiylashtirildi.',
    shows:
      'an active registered act (its print-form QR code opens the act check) and a valid power of attorney',
  },
  {
    regnum: 'NA-2026-800002',
    regdate: '2026-04-10',
    typeId: 11680,
    applicant: searchAttorney,
    applicantRole: 'attorney',
    invited: {
      pin: searchSubstitute,
      role: 'substitute',
      fields: { grantedRights: { rights: ['receiveDocuments'], delegation: false } },
    },
    notaryUserid: 'stojiyev',
    fields: { basePowerOfAttorneyId: 45, termFrom: '10.04.2026', termTo: '31.12.2026' },
    language: 'ru',
    note: null,
    shows: 'a delegation of registry power of attorney 45: its linked act',
  },
];

export const seedInheritanceCases = [
  {
    caseNumber: 'MI-2025-000118',
    deceased: qodirovPin,
    openedOn: '2025-12-10',
    notaryUserid: 'nabdullayeva',
    shows: 'Qodirov Bahrom, died 03.11.2025 (found as "Кодиров Бахром" too)',
  },
  {
    caseNumber: 'MI-2024-000731',
    deceased: searchDeceased,
    openedOn: '2024-09-02',
    notaryUserid: 'axolmatov',
    shows: 'Xasanov Ilhom, died 19.07.2024 (found as "Хасанов Илҳом" too)',
  },
];

const notaryByUserid = (userid: string) =>
  sql`(select n.id from ${schema.notaries} n join ${schema.users} u on u.id = n.user_id where u.userid = ${userid})`;

/** Idempotent, like ./index.ts's runSeed: rows whose natural key exists are skipped. */
export async function seedSearches(tx: Tx): Promise<void> {
  await tx
    .insert(schema.citizens)
    .values(searchCitizens.map(registryOnlyCitizenRow))
    .onConflictDoNothing({ target: schema.citizens.pin });
  await tx
    .insert(schema.deaths)
    .values(deathRows(searchCitizens))
    .onConflictDoNothing({ target: schema.deaths.citizenId });
  await tx
    .insert(schema.powersOfAttorney)
    .values(searchPowersOfAttorney.map(powerOfAttorneyRow))
    .onConflictDoNothing({ target: schema.powersOfAttorney.id });
  for (const c of seedInheritanceCases) {
    const [row] = await tx
      .select({ death: schema.deaths.deathDate, citizen: schema.citizens })
      .from(schema.citizens)
      .innerJoin(schema.deaths, eq(schema.deaths.citizenId, schema.citizens.id))
      .where(eq(schema.citizens.pin, c.deceased));
    if (!row) continue;
    const { citizen } = row;
    const key = searchKey(
      `${citizen.surnameLatin} ${citizen.nameLatin} ${citizen.lastnameLatin} ${citizen.surnameCyrillic} ${citizen.nameCyrillic} ${citizen.lastnameCyrillic}`,
    );
    await tx
      .insert(schema.inheritanceCases)
      .values({
        caseNumber: c.caseNumber,
        deceasedCitizenId: citizen.id,
        deathDate: row.death,
        deceasedKey: key,
        openedOn: c.openedOn,
        notaryId: notaryByUserid(c.notaryUserid),
      })
      .onConflictDoNothing({ target: schema.inheritanceCases.caseNumber });
  }
  for (const act of searchRegisteredActs) await seedRegisteredAct(tx, act);
}

/** A portal account for a registry citizen, as act creation opens one for an invited party. */
async function userOf(tx: Tx, citizen: typeof schema.citizens.$inferSelect): Promise<number> {
  const [existing] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.citizenId, citizen.id));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(schema.users)
    .values({
      citizenId: citizen.id,
      userid: `u${citizen.pin}`,
      roles: ['applicant'],
      searchKey: citizenSearchKey(citizen),
    })
    .returning({ id: schema.users.id });
  return created!.id;
}

const fio = (c: typeof schema.citizens.$inferSelect) => `${c.surnameLatin} ${c.nameLatin} ${c.lastnameLatin}`;

/**
 * One act walked by the act statechart itself along the simplified path (decision 036) to
 * registered, so its stored state and context are what the lifecycle would have written.
 */
async function seedRegisteredAct(tx: Tx, act: SeedRegisteredAct): Promise<void> {
  const [exists] = await tx
    .select({ id: schema.notarialActs.id })
    .from(schema.notarialActs)
    .where(eq(schema.notarialActs.regnum, act.regnum));
  if (exists) return;
  const citizenOf = async (pin: string) => {
    const [row] = await tx.select().from(schema.citizens).where(eq(schema.citizens.pin, pin));
    return row!;
  };
  const applicant = await citizenOf(act.applicant);
  const invited = await citizenOf(act.invited.pin);
  const applicantUserId = await userOf(tx, applicant);
  const invitedUserId = await userOf(tx, invited);
  const [notary] = await tx
    .select({ id: schema.notaries.id, officeId: schema.notaries.officeId })
    .from(schema.notaries)
    .innerJoin(schema.users, eq(schema.users.id, schema.notaries.userId))
    .where(eq(schema.users.userid, act.notaryUserid));
  const at = `${act.regdate}T05:00:00.000Z`;
  const [row] = await tx
    .insert(schema.notarialActs)
    .values({
      typeId: act.typeId,
      applicantUserId,
      notaryId: notary!.id,
      officeId: notary!.officeId,
      state: 'preparation',
      step: 1,
      context: {},
      regtype: 1,
      regsystemid: 3,
      language: act.language,
      clientPhone: applicant.phone,
      fields: act.fields,
      instime: at,
      updatedAt: at,
    })
    .returning({ id: schema.notarialActs.id });
  const actId = row!.id;
  const party = (c: typeof applicant, userId: number) => ({
    actId,
    citizenId: c.id,
    userId,
    status: 'accepted' as const,
    statusAt: at,
    fio: fio(c),
    passserial: c.passserial,
    passnum: c.passnum,
    pin: c.pin,
    phone: c.phone,
  });
  await tx
    .insert(schema.parties)
    .values({ ...party(applicant, applicantUserId), role: act.applicantRole, applicant: true });
  const [invitedParty] = await tx
    .insert(schema.parties)
    .values({ ...party(invited, invitedUserId), role: act.invited.role, fields: act.invited.fields })
    .returning({ id: schema.parties.id });
  const actors = {
    applicant: { role: 'applicant' as const, userId: String(applicantUserId) },
    party: { role: 'party' as const, userId: String(invitedUserId) },
    notary: { role: 'notary' as const, userId: 'seed' },
  };
  let stored: StoredAct = createStored({
    parties: [{ id: String(invitedParty!.id), userId: String(invitedUserId), required: true }],
    notaryId: String(notary!.id),
    simplified: true,
  });
  const events = [
    { type: 'party.accepted', actor: actors.party, partyId: String(invitedParty!.id) },
    { type: 'act.sentForCheck', actor: actors.applicant },
    { type: 'act.checkAccepted', actor: actors.notary },
    { type: 'act.timeSet', actor: actors.notary, visit: { date: act.regdate, time: '10:00', regtype: 1 } },
    { type: 'act.timeConfirmed', actor: actors.applicant },
    { type: 'act.registered', actor: actors.notary, regnum: act.regnum, regdate: act.regdate },
  ];
  for (const event of events) {
    const result = applyEvent(stored, event);
    if (!result.ok) throw new Error(`seeded act ${act.regnum}: ${event.type} refused (${result.reason})`);
    stored = result.next;
  }
  await tx
    .update(schema.notarialActs)
    .set({
      state: stored.state,
      step: 9,
      context: stored.context,
      regnum: act.regnum,
      regdate: act.regdate,
      // As registration sets it (decision 080).
      ...actPeriod(act.regdate, act.fields),
      visitAt: `${act.regdate}T05:00:00.000Z`,
      unfinished: false,
      awaiting: [],
    })
    .where(and(eq(schema.notarialActs.id, actId)));
  if (act.note) {
    await tx.insert(schema.notes).values({ actId, kind: 'note', text: act.note, at });
  }
}
