import { and, count, desc, eq, gte } from 'drizzle-orm';
import { tashkentDayStart } from '../../machines/clock/clock';
import { profileLookupsPageSize } from '../../machines/profile/profile.schema';
import type { Database, Tx } from '../db/database';
import { actTypes, citizens, notarialActs, registryLookups, users } from '../db/schema';
import { MinistryError } from '../errors';
import type { Language } from '../i18n';
import {
  type Citizen,
  citizenByIdentity,
  legalEntityManagedBy,
  type PersonIdentity,
} from '../registries/persons';
import { citizenNameIn } from '../text/citizen-name';

// An act names people the registry is asked about: every such question is a lookup, counted per
// applicant per Tashkent day and journaled for the person it named, who sees it on /profile; the acts
// an applicant creates are counted per day too (decision 069). Both limits answer 429 in the
// request's language; both are configuration (ACTS_PER_DAY, REGISTRY_LOOKUPS_PER_DAY).

export interface ActQuotas {
  /** Acts one applicant may create in a Tashkent day (deleted ones count: they were created). */
  actsPerDay: number;
  /** People one applicant's acts may name in a Tashkent day, found or not. */
  lookupsPerDay: number;
}

/**
 * A citizen makes a few acts a day, a vehicle sale with its co-sellers names at most ten people; far
 * beyond that the portal is being used to read the registry.
 */
export const defaultActQuotas: ActQuotas = { actsPerDay: 20, lookupsPerDay: 40 };

/**
 * Holds the applicant's account row until the transaction ends: one applicant's creations are counted
 * one after the other, so two at once cannot both pass a limit with one place left.
 */
async function lockApplicant(tx: Tx, applicantUserId: number): Promise<void> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, applicantUserId))
    .for('update');
  if (!user) throw new MinistryError(403, 'forbidden');
}

/** 429 too_many_acts when the applicant created `actsPerDay` acts today already. */
export async function assertActQuota(tx: Tx, applicantUserId: number, now: Date, quotas: ActQuotas) {
  await lockApplicant(tx, applicantUserId);
  const [today] = await tx
    .select({ n: count() })
    .from(notarialActs)
    .where(
      and(
        eq(notarialActs.applicantUserId, applicantUserId),
        gte(notarialActs.instime, tashkentDayStart(now)),
      ),
    );
  if (Number(today?.n ?? 0) >= quotas.actsPerDay) {
    throw new MinistryError(429, 'too_many_acts', { params: { limit: quotas.actsPerDay } });
  }
}

/** A party as the creation names it: a person, or a legal entity by its tax id and manager. */
export type NamedParty =
  | { kind: 'person'; identity: PersonIdentity }
  | { kind: 'legal'; inn: string; manager: PersonIdentity };

/** Who a named party is in the registries: the citizen (a legal party's manager) and its entity's name. */
export interface IdentifiedParty {
  citizen: Citizen;
  orgName: string | null;
}

async function identify(tx: Tx, party: NamedParty): Promise<IdentifiedParty | null> {
  if (party.kind === 'person') {
    const citizen = await citizenByIdentity(tx, party.identity);
    return citizen ? { citizen, orgName: null } : null;
  }
  const manager = await citizenByIdentity(tx, party.manager);
  const entity = manager ? await legalEntityManagedBy(tx, party.inn, manager.id) : null;
  return manager && entity ? { citizen: manager, orgName: entity.name } : null;
}

/**
 * The registry's answer for each party an act names, in order (null: the PIN and document name
 * nobody together), in a transaction of its own so that the lookups stay counted and journaled
 * whatever becomes of the act: first the day's act and lookup limits (429), then one lookup per party.
 */
export async function identifyParties(
  db: Database,
  request: {
    applicantUserId: number;
    actTypeId: number;
    parties: readonly NamedParty[];
    now: Date;
    quotas: ActQuotas;
  },
): Promise<(IdentifiedParty | null)[]> {
  const { applicantUserId, now, quotas } = request;
  return db.transaction(async (tx) => {
    await assertActQuota(tx, applicantUserId, now, quotas);
    if (request.parties.length === 0) return [];
    const [today] = await tx
      .select({ n: count() })
      .from(registryLookups)
      .where(
        and(
          eq(registryLookups.applicantUserId, applicantUserId),
          gte(registryLookups.at, tashkentDayStart(now)),
        ),
      );
    if (Number(today?.n ?? 0) + request.parties.length > quotas.lookupsPerDay) {
      throw new MinistryError(429, 'too_many_lookups', { params: { limit: quotas.lookupsPerDay } });
    }
    const found: (IdentifiedParty | null)[] = [];
    // Sequential: inside a transaction the reads share one connection.
    for (const party of request.parties) found.push(await identify(tx, party));
    const at = now.toISOString();
    await tx.insert(registryLookups).values(
      found.map((party) => ({
        at,
        applicantUserId,
        citizenId: party?.citizen.id ?? null,
        actTypeId: request.actTypeId,
        found: party !== null,
      })),
    );
    return found;
  });
}

export interface LookupJournalPage {
  items: { id: number; at: string; actType: { id: number; name: string }; by: string }[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /profile/lookups: who looked the user's citizen up, when and for which act type, newest first,
 * a page of 20. The one who looked is named as the registry names them (Latin for oz, Cyrillic for
 * uz and ru); nothing else of theirs is shown.
 */
export async function lookupJournalOf(
  db: Pick<Database, 'select'>,
  userId: number,
  page: number,
  language: Language,
): Promise<LookupJournalPage> {
  const [user] = await db.select({ citizenId: users.citizenId }).from(users).where(eq(users.id, userId));
  if (!user) throw new MinistryError(403, 'access_denied');
  const mine = eq(registryLookups.citizenId, user.citizenId);
  const [total] = await db.select({ n: count() }).from(registryLookups).where(mine);
  const rows = await db
    .select({ lookup: registryLookups, type: actTypes, by: citizens })
    .from(registryLookups)
    .innerJoin(actTypes, eq(actTypes.id, registryLookups.actTypeId))
    .innerJoin(users, eq(users.id, registryLookups.applicantUserId))
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .where(mine)
    .orderBy(desc(registryLookups.id))
    .limit(profileLookupsPageSize)
    .offset((page - 1) * profileLookupsPageSize);
  return {
    items: rows.map(({ lookup, type, by }) => ({
      id: lookup.id,
      at: lookup.at,
      actType: {
        id: type.id,
        name: language === 'ru' ? type.nameRu : language === 'uz' ? type.nameUz : type.nameOz,
      },
      by: citizenNameIn(language, by),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize: profileLookupsPageSize,
  };
}
