import { and, asc, desc, eq, gt, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cadastreTypes } from '../../machines/act-types/subjects';
import { displayDate, tashkentDateTime } from '../../machines/clock/clock';
import { cadastreNumberKeys, exactCadastreNumberSchema } from '../../machines/fields/cadastre-number';
import { exactCalendarDateSchema } from '../../machines/fields/calendar-date';
import { exactRegistryNumberSchema } from '../../machines/fields/registry-number';
import { searchNameSchema } from '../../machines/fields/search-name';
import { exactStateNumberSchema, stateNumberKeys } from '../../machines/fields/state-number';
import {
  exactTechPassportNumberSchema,
  exactTechPassportSeriesSchema,
  techPassportKeys,
} from '../../machines/fields/tech-passport';
import { searchKey } from '../../machines/text/search-key';
import { publicLinks } from '../acts/general';
import type { Auth } from '../auth';
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
  searchRequests,
  users,
  vehicleBans,
  vehicleFines,
  vehicles,
} from '../db/schema';
import { MinistryError, parseInput } from '../errors';
import type { Language } from '../i18n';
import { banInLanguage } from '../registries/ban-organ';
import { namesByLanguage } from '../text/citizen-name';

// The public checks and searches of issue 12 (specification sections 2, 3, 6 and 8;
// docs/decisions/052-public-searches.md): anonymous but for the ban check, each limited per client
// address. "Not found" is an answer (200, found: false), not an error.

export const searchKinds = ['notarial_act', 'proxy', 'inheritcase', 'ban'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchRateLimit {
  /** Searches of one kind one client address may make within `windowMs`; the next is refused (429). */
  max: number;
  windowMs: number;
}

export const defaultSearchRateLimit: SearchRateLimit = { max: 30, windowMs: 10 * 60_000 };

/** The power-of-attorney types (machines/act-types): vehicle, real estate, general, delegation. */
export const powerOfAttorneyTypes = [101, 105, 11651, 11680] as const;
const delegationType = 11680;

/** Most inheritance cases one search lists: the few deaths of one day whose name matches. */
export const inheritanceCaseLimit = 20;

/** A blank query parameter is a missing one: asked for with `key` before its shape is judged. */
const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);
const present = (schema: z.ZodType<string, string>, key: string) =>
  z.preprocess(blankIsMissing, z.string({ error: key }).pipe(schema));

const dateQuery = (requiredKey: string) => present(exactCalendarDateSchema, requiredKey);

const registeredQuery = z.object({
  regnum: z.preprocess(blankIsMissing, exactRegistryNumberSchema),
  regdate: dateQuery('error_required_registry_date'),
});

const inheritanceQuery = z.object({
  name: searchNameSchema,
  deathDate: dateQuery('error_required_death_date'),
});

const banQuery = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('vehicle'),
      stateNumber: present(exactStateNumberSchema, stateNumberKeys.required),
      techPassportSeries: present(exactTechPassportSeriesSchema, techPassportKeys.seriesRequired),
      techPassportNumber: present(exactTechPassportNumberSchema, techPassportKeys.numberRequired),
    }),
    z.object({
      kind: z.literal('realEstate'),
      cadastreNumber: present(exactCadastreNumberSchema, cadastreNumberKeys.wrong),
      cadastreType: z.enum(cadastreTypes, { error: 'error_wrong_cadastre_type' }),
    }),
  ],
  { error: 'error_wrong_ban_kind' },
);

/** dd.mm.yyyy of the forms and the QR code to the registry's ISO date. */
const isoOf = (display: string) => display.split('.').reverse().join('-');

/**
 * Counts every search of a kind per client address in auth.search_requests (an HMAC of the address,
 * as the login limits keep it), so every instance of one database shares the count. Check and record
 * are two statements: parallel requests may overshoot by the number in flight (as decision 007).
 */
export function createSearchLimiter(db: Database, auth: Auth, limit: SearchRateLimit) {
  return async function admit(
    kind: SearchKind,
    request: FastifyRequest,
    reply: { header(k: string, v: string): unknown },
  ) {
    const subject = auth.subjects.address(auth.clientAddress(request));
    const now = auth.now();
    const since = new Date(now.getTime() - limit.windowMs);
    const recent = await db
      .select({ at: searchRequests.at })
      .from(searchRequests)
      .where(
        and(eq(searchRequests.subject, subject), eq(searchRequests.kind, kind), gt(searchRequests.at, since)),
      )
      .orderBy(desc(searchRequests.at))
      .limit(limit.max);
    if (recent.length >= limit.max) {
      // Free again once the oldest of the last `max` searches leaves the window.
      const waitMs = Math.max(recent[recent.length - 1]!.at.getTime() + limit.windowMs - now.getTime(), 1000);
      reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
      throw new MinistryError(429, 'too_many_searches', { params: { minutes: Math.ceil(waitMs / 60_000) } });
    }
    await db.insert(searchRequests).values({ subject, kind, at: now });
    if (recent.length === 0) {
      // The address's rows that no longer count, once per window at most.
      await db
        .delete(searchRequests)
        .where(and(eq(searchRequests.subject, subject), lt(searchRequests.at, since)));
    }
  };
}

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

export function searchRoutes(db: Database, auth: Auth, limit: SearchRateLimit = defaultSearchRateLimit) {
  const admit = createSearchLimiter(db, auth, limit);
  const todayIso = () => tashkentDateTime(auth.now()).date;

  /** The registered act (one with a registry number) of that number and date, with its type and office. */
  async function registeredAct(regnum: string, regdateIso: string, types?: readonly number[]) {
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
  async function delegationsOf(id: number) {
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
    const today = todayIso();
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

  return async (app: FastifyInstance) => {
    // Section 2, "Notarial act check result": registry number and date, office, state, notes,
    // language, phone (the office's) and linked acts; nothing about the parties.
    app.get('/search/notarial_act', async (request, reply) => {
      const { regnum, regdate } = parseInput(registeredQuery, request.query);
      await admit('notarial_act', request, reply);
      const row = await registeredAct(regnum, isoOf(regdate));
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
        if (linked.some((known) => known.regnum === link.regnum && known.relation === link.relation))
          continue;
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
    });

    // Is a power of attorney valid, expired or revoked: the registry's, or one registered through the
    // portal (types 101, 105, 11651, 11680), by registry number and date.
    app.get('/search/proxy', async (request, reply) => {
      const { regnum, regdate } = parseInput(registeredQuery, request.query);
      await admit('proxy', request, reply);
      const iso = isoOf(regdate);
      const today = todayIso();
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
            delegations: await delegationsOf(registry.id),
          },
        };
      }
      const row = await registeredAct(regnum, iso, powerOfAttorneyTypes);
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
    });

    // Inheritance cases by the deceased's name in either script and the death date.
    app.get('/search/inheritcase', async (request, reply) => {
      const { name, deathDate } = parseInput(inheritanceQuery, request.query);
      await admit('inheritcase', request, reply);
      const words = searchKey(name).split(' ').filter(Boolean);
      // Each word starts one of the key's words (the key is the Latin and the Cyrillic name, folded).
      const matches = words.map(
        (word) =>
          sql`(' ' || ${inheritanceCases.deceasedKey}) like ${`% ${word.replace(/[\\%_]/g, '\\$&')}%`}`,
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
      const notaryNames = await notaryNamesOf(rows.map((r) => r.notaryId));
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
    });

    // Bans, arrests, restrictions and fines on a vehicle or on real estate (login required, section 6).
    app.get('/search/ban', { config: { session: 'required' } }, async (request, reply) => {
      const query = parseInput(banQuery, request.query);
      await admit('ban', request, reply);
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
          bans: bans.map((ban) => banJson(ban, request.language)),
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
      return { found: true, bans: bans.map((ban) => banJson(ban, request.language)), fines: [] };
    });
  };

  async function notaryNamesOf(ids: number[]) {
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
