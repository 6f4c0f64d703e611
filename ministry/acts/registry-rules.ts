import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { type ActTypeId, actTypes } from '../../machines/act-types/act-types';
import type { PartyRole } from '../../machines/act-types/party';
import {
  type RuleId,
  ruleTraits,
  delegationWithinBaseTerm as termWithinBase,
} from '../../machines/act-types/rules';
import { type CalendarDate, parseCalendarDate } from '../../machines/fields/calendar-date';
import type { Database } from '../db/database';
import { citizens, notarialActs, parties, realEstateSubjects } from '../db/schema';
import { enforcementBureauUrl } from '../db/seed/vehicles';
import { type ActErrorCode, MinistryError } from '../errors';
import { birthOf, parentsOf } from '../registries/civil';
import { powerOfAttorneyById } from '../registries/powers-of-attorney';
import { findRealEstate } from '../registries/real-estate';
import {
  deathsOf,
  unpaidDebtsOf,
  type VehicleBan,
  type VehicleOwner,
  vehicleById,
} from '../registries/vehicles';

// The business rules of specification section 5 that read the seeded registries (`needs:
// 'registries'` in machines/act-types/rules.ts), one function per rule, run by `checkRegistryRules`
// inside the transaction that creates an act and again before the act moves on (a registry can change
// in between). A refusal is a 400 whose body names the rule (`rule`) and whose message is the
// section 8 text where the specification gives one (a deceased citizen's PIN, the bureau's link, the
// existing act's link) and the rule's own text otherwise. docs/decisions/037-seeded-registries-and-rules.md.

type Reader = Pick<Database, 'select'>;

/** A physical party of the act as the rules see it: who (the registry's citizen) and in which role. */
export interface FactParty {
  role: PartyRole;
  citizenId: number;
  /** A minor's birth date as the applicant gave it. */
  birthDate?: CalendarDate | undefined;
  /** A parent's role held by a guardian (post and decision given): no birth record names them. */
  guardian?: boolean | undefined;
}

/** What the registry rules need from a validated creation input and the citizens it names. */
export interface ActFacts {
  typeId: ActTypeId;
  /** The applicant (their role is the type's `applicantRole`). */
  applicant: { citizenId: number; guardian?: boolean | undefined };
  /** Every other physical party; a legal party's manager is one too, in the legal party's role. */
  parties: readonly FactParty[];
  /** The registry vehicle the act is about. */
  vehicleId?: number | undefined;
  /** The real estate the act is about. */
  cadastreNumber?: string | undefined;
  /** 11680: the registry id of the power of attorney delegated, and the delegation's term. */
  basePowerOfAttorneyId?: number | undefined;
  term?: { from: CalendarDate; to: CalendarDate } | undefined;
  /** The act itself when it exists already (a re-check): left out of the duplicate search. */
  actId?: number | undefined;
}

/** Fields as the creation parses them and the ministry stores them (dates dd.mm.yyyy). */
type Fields = Readonly<Record<string, unknown>> | null | undefined;

const dateIn = (value: unknown) => (typeof value === 'string' ? parseCalendarDate(value) : undefined);

/**
 * The facts of an act from its parties' and its own fields, as a creation input parses them and the
 * act stores them: a minor's `birthDate`, a parent's `guardian` (post and decision), a delegation's
 * `basePowerOfAttorneyId` and the term (`termFrom`, `termTo`). The creation and the re-check before
 * an act moves on read the same fields the same way.
 */
export function actFactsOf(act: {
  typeId: ActTypeId;
  applicant: { citizenId: number; fields: Fields };
  parties: readonly { role: PartyRole; citizenId: number; fields: Fields }[];
  fields: Fields;
  vehicleId?: number | undefined;
  cadastreNumber?: string | undefined;
  actId?: number | undefined;
}): ActFacts {
  const from = dateIn(act.fields?.termFrom);
  const to = dateIn(act.fields?.termTo);
  const base = act.fields?.basePowerOfAttorneyId;
  return {
    typeId: act.typeId,
    applicant: { citizenId: act.applicant.citizenId, guardian: act.applicant.fields?.guardian != null },
    parties: act.parties.map((p) => ({
      role: p.role,
      citizenId: p.citizenId,
      birthDate: dateIn(p.fields?.birthDate),
      guardian: p.fields?.guardian != null,
    })),
    vehicleId: act.vehicleId,
    cadastreNumber: act.cadastreNumber,
    basePowerOfAttorneyId: typeof base === 'number' ? base : undefined,
    term: from && to ? { from, to } : undefined,
    actId: act.actId,
  };
}

export interface RegistryRulesOutcome {
  /** The act is to be made in person; the key (under `validation.`) tells the user why. */
  inPerson?: string;
}

/** Refuses for `rule`: the body carries `rule` and `params`; the message is `messageKey` or `errors.<code>`. */
function refuse(
  rule: RuleId,
  code: ActErrorCode,
  options: { messageKey?: string; params?: Record<string, string | number> } = {},
): never {
  throw new MinistryError(400, code, {
    params: { ...options.params, rule },
    ...(options.messageKey ? { messageKey: `validation.${options.messageKey}` } : {}),
  });
}

/** Refuses with the rule's own message (rules.ts) or another of its messages. */
function refuseRule(rule: RuleId, messageKey = ruleTraits[rule].messageKey): never {
  return refuse(rule, 'rule_refused', { messageKey });
}

/** Other messages of the rules whose refusals have more than one reason. */
export const registryRuleKeys = {
  notParent: 'error_rule_not_childs_parent',
  birthDateMismatch: 'error_rule_birth_date_mismatch',
  basePoaNotFound: 'error_rule_base_poa_not_found',
  notBaseAttorney: 'error_rule_not_base_attorney',
  baseNoDelegation: 'error_rule_base_poa_no_delegation',
} as const;

/** The roles by which an act is "for the same spouse, child or attorney" (section 5). */
const personKeyRoles: readonly PartyRole[] = ['consentReceivingSpouse', 'minor', 'attorney', 'substitute'];

/** The registry subject of the act with its owners and bans, when it has one. */
interface Subject {
  kind: 'vehicle' | 'realEstate';
  owners: VehicleOwner[];
  bans: VehicleBan[];
  unpaidFines: number;
}

async function subjectOf(db: Reader, facts: ActFacts, rules: ReadonlySet<RuleId>): Promise<Subject | null> {
  if (facts.vehicleId !== undefined) {
    const vehicle = await vehicleById(db, facts.vehicleId);
    if (!vehicle) throw new MinistryError(400, 'vehicle_not_found');
    const unpaidFines = vehicle.fines.filter((fine) => !fine.paid).length;
    return { kind: 'vehicle', owners: vehicle.owners, bans: vehicle.bans, unpaidFines };
  }
  const needsCadastre = ['coOwnersMustJoin', 'subjectBansBlock', 'residenceConsentByOwner'] as const;
  if (facts.cadastreNumber === undefined || !needsCadastre.some((rule) => rules.has(rule))) return null;
  const realEstate = await findRealEstate(db, facts.cadastreNumber);
  if (!realEstate) throw new MinistryError(400, 'real_estate_not_found');
  return { kind: 'realEstate', owners: realEstate.owners, bans: realEstate.bans, unpaidFines: 0 };
}

/** The applicant and the parties of the applicant's role: those who dispose of the subject. */
function disposersOf(facts: ActFacts): number[] {
  const role = actTypes[facts.typeId].applicantRole;
  return [facts.applicant.citizenId, ...facts.parties.filter((p) => p.role === role).map((p) => p.citizenId)];
}

/**
 * duplicateUnfinishedAct: an unfinished act of the same kind (a sale and a gift of a vehicle are one
 * kind, any other type its own) for the same vehicle, real estate (by cadastre number), spouse, child
 * or attorney. Every key the act has must match: a power of attorney is a duplicate for the same principal, one of the same
 * attorneys and the same subject; a child's consent for the same child, whoever the parent.
 */
async function duplicateUnfinishedAct(db: Reader, facts: ActFacts): Promise<void> {
  const sameKind = facts.typeId === 1 || facts.typeId === 4 ? [1, 4] : [facts.typeId];
  const has = (role: PartyRole, citizenIds: number[]) =>
    sql`exists (select 1 from ${parties} where ${parties.actId} = ${notarialActs.id} and ${parties.role} = ${role} and ${inArray(parties.citizenId, citizenIds)})`;
  const keys = [];
  if (facts.vehicleId !== undefined) keys.push(eq(notarialActs.vehicleId, facts.vehicleId));
  if (facts.cadastreNumber !== undefined) {
    keys.push(
      sql`exists (select 1 from ${realEstateSubjects} where ${realEstateSubjects.actId} = ${notarialActs.id} and ${realEstateSubjects.cadastreNumber} = ${facts.cadastreNumber})`,
    );
  }
  const people = personKeyRoles.flatMap((role) => {
    const ids = facts.parties.filter((p) => p.role === role).map((p) => p.citizenId);
    return ids.length > 0 ? [{ role, ids }] : [];
  });
  for (const { role, ids } of people) keys.push(has(role, ids));
  // A spouse or an attorney is the same one only for the same applicant; a child for any parent.
  if (people.some(({ role }) => role !== 'minor')) {
    keys.push(
      sql`exists (select 1 from ${parties} where ${parties.actId} = ${notarialActs.id} and ${parties.applicant} and ${parties.citizenId} = ${facts.applicant.citizenId})`,
    );
  }
  if (keys.length === 0) return;
  const [existing] = await db
    .select({ id: notarialActs.id, uuid: notarialActs.uuid })
    .from(notarialActs)
    .where(
      and(
        eq(notarialActs.unfinished, true),
        inArray(notarialActs.typeId, sameKind),
        facts.actId === undefined ? undefined : ne(notarialActs.id, facts.actId),
        ...keys,
      ),
    )
    .limit(1);
  if (!existing) return;
  // Whether the applicant may open the act found: they wrote it or take part in it (not declined).
  const [own] = await db
    .select({ id: parties.id })
    .from(parties)
    .where(
      and(
        eq(parties.actId, existing.id),
        eq(parties.citizenId, facts.applicant.citizenId),
        or(eq(parties.applicant, true), isNull(parties.status), eq(parties.status, 'accepted')),
      ),
    )
    .limit(1);
  // Someone else's act is never named to a caller who may not open it: no number, no link.
  if (!own)
    refuse('duplicateUnfinishedAct', 'duplicate_act', { messageKey: 'error_rule_duplicate_act_unnamed' });
  refuse('duplicateUnfinishedAct', 'duplicate_act', {
    params: { uuid: existing.uuid, rid: existing.id, link: `/my_notarial_act/${existing.id}` },
  });
}

/** residenceConsentByOwner: the applicant (and every co-consenting owner) owns the real estate. */
function residenceConsentByOwner(subject: Subject | null, facts: ActFacts): void {
  if (subject?.kind !== 'realEstate') return;
  const owners = subject.owners.map((o) => o.citizenId);
  if (disposersOf(facts).some((id) => !owners.includes(id))) {
    refuse('residenceConsentByOwner', 'not_real_estate_owner', {
      messageKey: ruleTraits.residenceConsentByOwner.messageKey,
    });
  }
}

/** coOwnersMustJoin, first half: whoever disposes of the subject owns it. */
function disposersOwn(subject: Subject | null, facts: ActFacts): void {
  if (!subject) return;
  const owners = subject.owners.map((o) => o.citizenId);
  if (disposersOf(facts).some((id) => !owners.includes(id))) {
    refuse('coOwnersMustJoin', subject.kind === 'vehicle' ? 'not_vehicle_owner' : 'not_real_estate_owner');
  }
}

/**
 * deceasedPartyBlocks and coOwnedDeceasedGoesInPerson: a deceased party blocks, with the PIN. A
 * deceased co-owner who is not a party does not block where the type goes in person instead (the
 * notary deals with the heirs' share at the office); elsewhere it blocks like a party.
 */
async function deceasedParties(
  db: Reader,
  facts: ActFacts,
  subject: Subject | null,
  rules: ReadonlySet<RuleId>,
): Promise<Set<number>> {
  const partyIds = [facts.applicant.citizenId, ...facts.parties.map((p) => p.citizenId)];
  const ownerIds = rules.has('coOwnersMustJoin') ? (subject?.owners.map((o) => o.citizenId) ?? []) : [];
  const deceased = await deathsOf(db, [...new Set([...partyIds, ...ownerIds])]);
  const inPersonAllowed = rules.has('coOwnedDeceasedGoesInPerson');
  // A party is named by the PIN the applicant typed; an owner nobody named, by nothing: the
  // refusal says what the registry records, never the date and never a PIN the applicant did not give.
  const party = partyIds.find((id) => deceased.has(id));
  if (party !== undefined) {
    refuse('deceasedPartyBlocks', 'deceased_party', { params: { pin: await pinOf(db, party) } });
  }
  if (!inPersonAllowed && ownerIds.some((id) => deceased.has(id))) {
    refuse('deceasedPartyBlocks', 'deceased_party', { messageKey: 'error_rule_deceased_owner' });
  }
  // Left: deceased owners who are not parties, where the type goes in person for them.
  return new Set(deceased.keys());
}

/** enforcementDebtBlocks: whoever disposes of the subject owes the bureau nothing. */
async function enforcementDebtBlocks(db: Reader, facts: ActFacts): Promise<void> {
  const debts = await unpaidDebtsOf(db, disposersOf(facts));
  if (debts.size > 0) {
    refuse('enforcementDebtBlocks', 'enforcement_debt', { params: { link: enforcementBureauUrl } });
  }
}

/** subjectBansBlock: no active ban, arrest or restriction on the subject, and no unpaid fine. */
function subjectBansBlock(subject: Subject | null): void {
  if (!subject) return;
  const bans = subject.bans.filter((ban) => ban.state === 'active').length;
  if (subject.kind === 'vehicle' && (bans > 0 || subject.unpaidFines > 0)) {
    refuse('subjectBansBlock', 'vehicle_bans_fines', { params: { bans, fines: subject.unpaidFines } });
  }
  if (subject.kind === 'realEstate' && bans > 0) {
    refuse('subjectBansBlock', 'real_estate_bans', { params: { bans } });
  }
}

/** coOwnersMustJoin, second half: every living owner disposes with the applicant. */
function coOwnersMustJoin(subject: Subject | null, facts: ActFacts, deceased: ReadonlySet<number>): void {
  if (!subject) return;
  const disposers = disposersOf(facts);
  const missing = subject.owners.filter(
    (o) => !disposers.includes(o.citizenId) && !deceased.has(o.citizenId),
  );
  if (missing.length > 0) {
    refuse('coOwnersMustJoin', 'co_owner_missing', { params: { missing: missing.length } });
  }
}

const isoOf = (date: CalendarDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

const dateOf = (iso: string): CalendarDate => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/**
 * childNeedsBirthRecord: the minor has a birth record; it names the applicant and every other parent
 * of the act as the child's parents (a guardian, who acts by a decision, is not named there); and the
 * birth date given is the registry's, since the age rules read it.
 */
async function childNeedsBirthRecord(db: Reader, facts: ActFacts): Promise<void> {
  const parentsInAct = [
    ...(facts.applicant.guardian ? [] : [facts.applicant.citizenId]),
    ...facts.parties.filter((p) => p.role === 'parent' && !p.guardian).map((p) => p.citizenId),
  ];
  for (const minor of facts.parties.filter((p) => p.role === 'minor')) {
    const birth = await birthOf(db, minor.citizenId);
    if (!birth) refuseRule('childNeedsBirthRecord');
    const recorded = parentsOf(birth);
    if (parentsInAct.some((id) => !recorded.includes(id))) {
      refuseRule('childNeedsBirthRecord', registryRuleKeys.notParent);
    }
    if (minor.birthDate) {
      const [child] = await db
        .select({ birthdate: citizens.birthdate })
        .from(citizens)
        .where(eq(citizens.id, minor.citizenId));
      if (child && child.birthdate !== isoOf(minor.birthDate)) {
        refuseRule('childNeedsBirthRecord', registryRuleKeys.birthDateMismatch);
      }
    }
  }
}

/**
 * delegationWithinBaseTerm: the base power of attorney is in the registry and in force, the applicant
 * is its attorney, it allows delegation, and the delegation's term lies within its term.
 */
async function delegationWithinBaseTerm(db: Reader, facts: ActFacts): Promise<void> {
  if (facts.basePowerOfAttorneyId === undefined) return;
  const base = await powerOfAttorneyById(db, facts.basePowerOfAttorneyId);
  if (base?.state !== 'active') refuseRule('delegationWithinBaseTerm', registryRuleKeys.basePoaNotFound);
  if (base.attorneyCitizenId !== facts.applicant.citizenId) {
    refuseRule('delegationWithinBaseTerm', registryRuleKeys.notBaseAttorney);
  }
  if (!base.delegation) refuseRule('delegationWithinBaseTerm', registryRuleKeys.baseNoDelegation);
  if (facts.term && !termWithinBase({ from: dateOf(base.termFrom), to: dateOf(base.termTo) }, facts.term)) {
    refuseRule('delegationWithinBaseTerm');
  }
}

async function pinOf(db: Reader, citizenId: number): Promise<string> {
  const [row] = await db.select({ pin: citizens.pin }).from(citizens).where(eq(citizens.id, citizenId));
  return row?.pin ?? '';
}

/**
 * Runs the registry rules of the act's type. The applicant's own standing comes first: whether they
 * own the subject, are the child's parent, are the attorney of the base power of attorney (the age
 * rule is the input's, checked before). Only then the rules that read other people's affairs: a
 * duplicate (someone else's act, never named to a caller who may not open it), deaths, debts, bans,
 * missing co-owners. So a stranger learns nothing of an owner's acts (decision 069). Throws the first
 * refusal; answers whether the act goes in person and why.
 */
export async function checkRegistryRules(db: Reader, facts: ActFacts): Promise<RegistryRulesOutcome> {
  const rules = new Set(actTypes[facts.typeId].rules);
  const subject = await subjectOf(db, facts, rules);
  if (rules.has('residenceConsentByOwner')) residenceConsentByOwner(subject, facts);
  if (rules.has('coOwnersMustJoin')) disposersOwn(subject, facts);
  if (rules.has('childNeedsBirthRecord')) await childNeedsBirthRecord(db, facts);
  if (rules.has('delegationWithinBaseTerm')) await delegationWithinBaseTerm(db, facts);
  if (rules.has('duplicateUnfinishedAct')) await duplicateUnfinishedAct(db, facts);
  const deceasedOwners = rules.has('deceasedPartyBlocks')
    ? await deceasedParties(db, facts, subject, rules)
    : new Set<number>();
  if (rules.has('enforcementDebtBlocks')) await enforcementDebtBlocks(db, facts);
  if (rules.has('subjectBansBlock')) subjectBansBlock(subject);
  if (rules.has('coOwnersMustJoin')) coOwnersMustJoin(subject, facts, deceasedOwners);
  return deceasedOwners.size > 0 ? { inPerson: ruleTraits.coOwnedDeceasedGoesInPerson.messageKey } : {};
}
