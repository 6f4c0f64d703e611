import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { cadastreTypes } from '../../machines/act-types/subjects';
import { displayDate, tashkentDateTime } from '../../machines/clock/clock';
import { searchKey } from '../../machines/text/search-key';
import { publicLinks } from '../acts/general';
import type { Database } from '../db/database';
import {
  actTypes,
  citizens,
  inheritanceCases,
  notarialActs,
  notaries,
  notes,
  offices,
  powersOfAttorney,
  realEstateBans,
  realEstates,
  users,
  vehicleBans,
  vehicleFines,
  vehicles,
} from '../db/schema';
import type { Language } from '../i18n';
import { banInLanguage } from '../registries/ban-organ';
import { namesByLanguage } from '../text/citizen-name';

// The public checks and searches of issue 12 (specification sections 2, 3, 6 and 8;
// docs/decisions/052-public-searches.md). "Not found" is an answer (found: false), not an error.

/** The power-of-attorney types (machines/act-types): vehicle, real estate, general, delegation. */
export const powerOfAttorneyTypes = [101, 105, 11651, 11680] as const;
const delegationType = 11680;

/** Most inheritance cases one search lists: the few deaths of one day whose name matches. */
export const inheritanceCaseLimit = 20;

/** A registry number and its date as the forms and the QR code give them (dd.mm.yyyy). */
export interface RegisteredQuery {
  regnum: string;
  regdate: string;
}

/** A part of the deceased's name in either script, and the death date (dd.mm.yyyy). */
export interface InheritanceQuery {
  name: string;
  deathDate: string;
}

export type BanQuery =
  | { kind: 'vehicle'; stateNumber: string; techPassportSeries: string; techPassportNumber: string }
  | { kind: 'realEstate'; cadastreNumber: string; cadastreType: (typeof cadastreTypes)[number] };

/** dd.mm.yyyy of the forms and the QR code to the registry's ISO date. */
const isoOf = (display: string) => display.split('.').reverse().join('-');

const todayIso = (now: () => Date) => tashkentDateTime(now()).date;

type ActState = (typeof notarialActs.$inferSelect)['state'];
/** A registered act stays active; one annulled or cancelled after registration is cancelled. */
const publicState = (state: ActState) => (state === 'registered' ? 'active' : 'cancelled');

type ProxyStatus = 'valid' | 'expired' | 'revoked';
const proxyStatus = (revoked: boolean, termToIso: string, todayIso: string): ProxyStatus =>
  revoked ? 'revoked' : termToIso < todayIso ? 'expired' : 'valid';

const localized = (row: { nameOz: string; nameUz: string; nameRu: string }) => ({
  oz: row.nameOz,
  uz: row.nameUz,
  ru: row.nameRu,
});

const fieldText = (fields: Record<string, unknown>, name: string) =>
  typeof fields[name] === 'string' ? (fields[name] as string) : null;

/** The registered act (one with a registry number) of that number and date, with its type and office. */
async function registeredAct(db: Database, regnum: string, regdateIso: string, types?: readonly number[]) {
  const where: SQL[] = [eq(notarialActs.regnum, regnum), eq(notarialActs.regdate, regdateIso)];
  if (types) where.push(inArray(notarialActs.typeId, [...types]));
  const [row] = await db
    .select({ act: notarialActs, type: actTypes, office: offices })
    .from(notarialActs)
    .innerJoin(actTypes, eq(actTypes.id, notarialActs.typeId))
    .innerJoin(offices, eq(offices.id, notarialActs.officeId))
    .where(and(...where));
  return row;
}

/** Registered delegations (11680) whose base is the registry power of attorney `id`. */
async function delegationsOf(db: Database, id: number, now: () => Date) {
  const rows = await db
    .select({ act: notarialActs })
    .from(notarialActs)
    .where(
      and(
        eq(notarialActs.typeId, delegationType),
        isNotNull(notarialActs.regnum),
        sql`(${notarialActs.fields}->>'basePowerOfAttorneyId')::int = ${id}`,
      ),
    )
    .orderBy(asc(notarialActs.regdate), asc(notarialActs.id))
    .limit(50);
  const today = todayIso(now);
  return rows.map(({ act }) => {
    const termTo = fieldText(act.fields, 'termTo');
    return {
      regnum: act.regnum!,
      regdate: displayDate(act.regdate!),
      termFrom: fieldText(act.fields, 'termFrom'),
      termTo,
      status: proxyStatus(act.state !== 'registered', termTo ? isoOf(termTo) : today, today),
    };
  });
}

/**
 * Section 2, "Notarial act check result": registry number and date, office, state, notes, language,
 * phone (the office's) and linked acts; nothing about the parties.
 */
export async function notarialActCheck(db: Database, { regnum, regdate }: RegisteredQuery) {
  const row = await registeredAct(db, regnum, isoOf(regdate));
  if (!row) return { found: false };
  const { act, type, office } = row;
  const noteRows = await db
    .select({ text: notes.text, at: notes.at })
    .from(notes)
    .where(and(eq(notes.actId, act.id), inArray(notes.kind, ['note', 'cancellation'])))
    .orderBy(asc(notes.at), asc(notes.id))
    .limit(20);
  const linked: { regnum: string; regdate: string; relation: string }[] = [];
  const baseId = act.fields.basePowerOfAttorneyId;
  if (act.typeId === delegationType && typeof baseId === 'number') {
    const [base] = await db
      .select({ regnum: powersOfAttorney.registryNumber, regdate: powersOfAttorney.registryDate })
      .from(powersOfAttorney)
      .where(eq(powersOfAttorney.id, baseId));
    if (base) linked.push({ regnum: base.regnum, regdate: displayDate(base.regdate), relation: 'base' });
  }
  // The acts the notaries linked to it, either way (decision 080): registered ones, by number only.
  for (const link of await publicLinks(db, act.id)) {
    if (linked.some((known) => known.regnum === link.regnum && known.relation === link.relation)) continue;
    linked.push({ regnum: link.regnum, regdate: displayDate(link.regdate), relation: link.relation });
  }
  return {
    found: true,
    act: {
      regnum: act.regnum,
      regdate: displayDate(act.regdate!),
      type: { id: type.id, name: localized(type) },
      state: publicState(act.state),
      office: {
        id: office.id,
        name: localized(office),
        address: { oz: office.addressOz, uz: office.addressUz, ru: office.addressRu },
      },
      phone: office.phone,
      language: act.language,
      notes: noteRows.map((n) => ({ text: n.text, at: n.at })),
      linkedActs: linked,
    },
  };
}

/**
 * Is a power of attorney valid, expired or revoked: the registry's, or one registered through the
 * portal (types 101, 105, 11651, 11680), by registry number and date; today is Tashkent's.
 */
export async function proxyCheck(db: Database, { regnum, regdate }: RegisteredQuery, now: () => Date) {
  const iso = isoOf(regdate);
  const today = todayIso(now);
  const [registry] = await db
    .select()
    .from(powersOfAttorney)
    .where(and(eq(powersOfAttorney.registryNumber, regnum), eq(powersOfAttorney.registryDate, iso)));
  if (registry) {
    return {
      found: true,
      proxy: {
        regnum: registry.registryNumber,
        regdate: displayDate(registry.registryDate),
        typeId: registry.actTypeId,
        status: proxyStatus(registry.state === 'cancelled', registry.termTo, today),
        termFrom: displayDate(registry.termFrom),
        termTo: displayDate(registry.termTo),
        delegable: registry.delegation,
        delegations: await delegationsOf(db, registry.id, now),
      },
    };
  }
  const row = await registeredAct(db, regnum, iso, powerOfAttorneyTypes);
  if (!row) return { found: false };
  const { act } = row;
  const termFrom = fieldText(act.fields, 'termFrom');
  const termTo = fieldText(act.fields, 'termTo');
  return {
    found: true,
    proxy: {
      regnum: act.regnum,
      regdate: displayDate(act.regdate!),
      typeId: act.typeId,
      status: proxyStatus(act.state !== 'registered', termTo ? isoOf(termTo) : today, today),
      termFrom,
      termTo,
      delegable: null,
      // Delegations name a registry power of attorney as their base; one made through the portal has none yet.
      delegations: [],
    },
  };
}

/** Inheritance cases by the deceased's name in either script and the death date. */
export async function inheritanceCaseSearch(db: Database, { name, deathDate }: InheritanceQuery) {
  const words = searchKey(name).split(' ').filter(Boolean);
  // Each word starts one of the key's words (the key is the Latin and the Cyrillic name, folded).
  const matches = words.map(
    (word) => sql`(' ' || ${inheritanceCases.deceasedKey}) like ${`% ${word.replace(/[\\%_]/g, '\\$&')}%`}`,
  );
  const rows = await db
    .select({
      caseNumber: inheritanceCases.caseNumber,
      openedOn: inheritanceCases.openedOn,
      deathDate: inheritanceCases.deathDate,
      deceased: citizens,
      notaryId: notaries.id,
      office: offices,
    })
    .from(inheritanceCases)
    .innerJoin(citizens, eq(citizens.id, inheritanceCases.deceasedCitizenId))
    .innerJoin(notaries, eq(notaries.id, inheritanceCases.notaryId))
    .innerJoin(offices, eq(offices.id, notaries.officeId))
    .where(and(eq(inheritanceCases.deathDate, isoOf(deathDate)), ...matches))
    .orderBy(asc(inheritanceCases.openedOn), asc(inheritanceCases.id))
    .limit(inheritanceCaseLimit);
  const notaryNames = await notaryNamesOf(
    db,
    rows.map((r) => r.notaryId),
  );
  return {
    cases: rows.map((r) => ({
      caseNumber: r.caseNumber,
      openedOn: displayDate(r.openedOn),
      deathDate: displayDate(r.deathDate),
      deceased: namesByLanguage(
        `${r.deceased.surnameLatin} ${r.deceased.nameLatin} ${r.deceased.lastnameLatin}`,
        `${r.deceased.surnameCyrillic} ${r.deceased.nameCyrillic} ${r.deceased.lastnameCyrillic}`,
      ),
      notary: {
        id: r.notaryId,
        name: notaryNames.get(r.notaryId)!,
        office: { id: r.office.id, name: localized(r.office) },
      },
    })),
  };
}

/** Bans, arrests, restrictions and fines on a vehicle or on real estate (section 6). */
export async function banCheck(db: Database, query: BanQuery, language: Language) {
  if (query.kind === 'vehicle') {
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.stateNumber, query.stateNumber),
          eq(vehicles.techPassportSeries, query.techPassportSeries),
          eq(vehicles.techPassportNumber, query.techPassportNumber),
        ),
      );
    if (!vehicle) return { found: false };
    const [bans, fines] = await Promise.all([
      db
        .select()
        .from(vehicleBans)
        .where(eq(vehicleBans.vehicleId, vehicle.id))
        .orderBy(asc(vehicleBans.startDate), asc(vehicleBans.id))
        .limit(100),
      db
        .select()
        .from(vehicleFines)
        .where(eq(vehicleFines.vehicleId, vehicle.id))
        .orderBy(asc(vehicleFines.issuedOn), asc(vehicleFines.id))
        .limit(100),
    ]);
    return {
      found: true,
      bans: bans.map((ban) => banJson(ban, language)),
      fines: fines.map((f) => ({
        resolutionNumber: f.resolutionNumber,
        issuedOn: displayDate(f.issuedOn),
        amount: f.amount,
        paid: f.paid,
      })),
    };
  }
  const [estate] = await db
    .select({ id: realEstates.id })
    .from(realEstates)
    .where(
      and(
        eq(realEstates.cadastreNumber, query.cadastreNumber),
        eq(realEstates.cadastreType, query.cadastreType),
      ),
    );
  if (!estate) return { found: false };
  const bans = await db
    .select()
    .from(realEstateBans)
    .where(eq(realEstateBans.realEstateId, estate.id))
    .orderBy(asc(realEstateBans.startDate), asc(realEstateBans.id))
    .limit(100);
  return { found: true, bans: bans.map((ban) => banJson(ban, language)), fines: [] };
}

async function notaryNamesOf(db: Database, ids: number[]) {
  const names = new Map<number, { oz: string; uz: string; ru: string }>();
  if (ids.length === 0) return names;
  const rows = await db
    .select({ id: notaries.id, c: citizens })
    .from(notaries)
    .innerJoin(users, eq(users.id, notaries.userId))
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .where(inArray(notaries.id, [...new Set(ids)]));
  for (const { id, c } of rows) {
    names.set(
      id,
      namesByLanguage(
        `${c.surnameLatin} ${c.nameLatin} ${c.lastnameLatin}`,
        `${c.surnameCyrillic} ${c.nameCyrillic} ${c.lastnameCyrillic}`,
      ),
    );
  }
  return names;
}

function banJson(ban: Omit<typeof vehicleBans.$inferSelect, 'vehicleId'>, language: Language) {
  const b = banInLanguage(ban, language);
  return {
    kind: b.kind,
    state: b.state,
    startDate: displayDate(b.startDate),
    documentDate: displayDate(b.documentDate),
    documentNumber: b.documentNumber,
    official: b.official,
    organ: b.organ,
  };
}
