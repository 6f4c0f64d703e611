import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { createStored, restore } from '../../machines/act/act.persist';
import { selectAct } from '../../machines/act/act.select';
import { actFields } from '../../machines/act-types/act-fields';
import type { ActTypeId } from '../../machines/act-types/act-types';
import type { FieldSpec } from '../../machines/act-types/field-spec';
import { type PartyClass, type PartyRole, partyKeys } from '../../machines/act-types/party';
import type { RuleId } from '../../machines/act-types/rules';
import { otherSubjectFields, realEstateFields } from '../../machines/act-types/subjects';
import {
  actTypeOf,
  type NotaryChoice,
  type ParsedActInput,
  type ParsedParty,
  parseActInput,
} from '../../machines/act-types/validate';
import { tashkentToday } from '../../machines/clock/clock';
import type { Database, Tx } from '../db/database';
import {
  type ActRow,
  citizens,
  journal,
  notarialActs,
  notaries,
  notes,
  offices,
  otherSubjects,
  parties,
  realEstateSubjects,
  users,
  vehicleSubjects,
} from '../db/schema';
import { MinistryError } from '../errors';
import { type Language, translate } from '../i18n';
import { onPortal } from '../notaries/availability';
import { findVehicle, type VehicleRecord } from '../registries/vehicles';
import { invitationPhones, sendInvitation } from './invitations';
import type { Acts } from './lifecycle';
import { type ActQuotas, assertActQuota, identifyParties, type NamedParty } from './lookups';
import { assertRepresentedParties, clientSnapshot, partyRegistryColumns } from './party-registry';
import { writePrintForm } from './print-form';
import { actFactsOf, checkRegistryRules, type RegistryRulesOutcome } from './registry-rules';
import { vehicleSubjectOf } from './vehicle-subject';

// Creating an act of any of the fourteen types of the registry (machines/act-types, decisions 033 and
// 035): the registry validates and parses the input (its 400 `fields` are the registry's paths and
// keys); the applicant takes the type's applicant role; the other parties are invited by SMS (the
// sandbox's outbox) with a link carrying an unguessable token and its QR code; the subjects and the
// type's fields are stored as the registry parsed them. Everything is one transaction: a refused rule
// leaves no trace.

export interface CreateOptions {
  // Base URL of the portal for the invitation link's QR code (the SMS carries the same absolute link).
  publicUrl: string;
  language: Language;
  /** The day's limits of acts and registry lookups per applicant (ACTS_PER_DAY, REGISTRY_LOOKUPS_PER_DAY). */
  quotas: ActQuotas;
}

type Citizen = typeof citizens.$inferSelect;

/** How the registry is asked about a party: a person by PIN and document, a legal one by its manager. */
function namedParty(party: ParsedParty): NamedParty {
  if (party.class === 'legal') {
    const { manager } = party.identity;
    return { kind: 'legal', inn: party.identity.inn, manager };
  }
  const { identity } = party;
  return {
    kind: 'person',
    identity:
      'birthRecordNumber' in identity
        ? { pin: identity.pin, birthRecordNumber: identity.birthRecordNumber }
        : { pin: identity.pin, passserial: identity.passserial, passnum: identity.passnum },
  };
}

/**
 * The portal account of a citizen, if they opened one. None is opened for them here: an account is
 * theirs to open at their first login (decision 069), and the party is linked to it then.
 */
async function accountOf(tx: Tx, citizen: Citizen): Promise<number | null> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.citizenId, citizen.id));
  return existing?.id ?? null;
}

export async function chooseNotary(
  tx: Tx,
  choice: NotaryChoice,
  regionId: number,
  /** Left out of an automatic choice: the notaries the applicant rejected on this act. */
  excluded: readonly number[] = [],
): Promise<{ notaryId: number; officeId: number }> {
  const load = sql<number>`(select count(*) from ${notarialActs} where ${notarialActs.notaryId} = ${notaries.id} and ${notarialActs.unfinished})::int`;
  const [row] = await tx
    .select({ notaryId: notaries.id, officeId: notaries.officeId, load })
    .from(notaries)
    .innerJoin(offices, eq(offices.id, notaries.officeId))
    .where(
      and(
        // Only a notary with an active licence who works on the portal (decision 051).
        onPortal,
        choice.mode === 'manual'
          ? eq(notaries.id, choice.notaryId)
          : and(
              eq(offices.regionId, choice.regionId ?? regionId),
              excluded.length > 0 ? notInArray(notaries.id, [...excluded]) : undefined,
            ),
      ),
    )
    // Automatic choice: the least loaded notary of the region (fewest unfinished acts), then the oldest.
    .orderBy(asc(load), asc(notaries.id))
    .limit(1);
  if (!row) {
    // The applicant who left the choice to the portal chose no region: the message says whose it was
    // (decision 079). The form said so before it was sent; this is the race of the last notary leaving.
    const automatic = choice.mode === 'auto' && choice.regionId === undefined && excluded.length === 0;
    throw new MinistryError(400, automatic ? 'no_notary_in_home_region' : 'no_notary_available');
  }
  return { notaryId: row.notaryId, officeId: row.officeId };
}

export interface CreatedAct {
  rid: number;
  uuid: string;
  version: number;
  /** The act goes in person although video was asked (a rule's outcome): which rule, and why. */
  inPerson?: { rule: 'coOwnedDeceasedGoesInPerson'; message: string };
}

/**
 * What the creation rules read: the parsed input, who the parties are in the registries, and the
 * subjects as found there.
 */
export interface ActFacts {
  typeId: ActTypeId;
  /** The type's rules (machines/act-types/rules.ts). */
  rules: readonly RuleId[];
  input: ParsedActInput;
  applicant: { citizenId: number; role: PartyRole };
  /** The invited parties in the input's order: a legal party's citizen is its manager. */
  parties: {
    role: PartyRole;
    class: PartyClass;
    citizenId: number;
    inn?: string | undefined;
    fields: Readonly<Record<string, unknown>>;
  }[];
  /** The registry's vehicle, when the act has a vehicle subject. */
  vehicle?: VehicleRecord | undefined;
  /** The real-estate subject's cadastre number, when it has one. */
  cadastreNumber?: string | undefined;
}

/**
 * The business rules of section 5 that need the registries, run inside the creation's transaction as
 * the type lists them (ministry/acts/registry-rules.ts, decision 037): a refusal throws the ministry's
 * 400; the answer says whether the act goes in person and why.
 */
export function checkActRules(tx: Tx, facts: ActFacts): Promise<RegistryRulesOutcome> {
  return checkRegistryRules(
    tx,
    actFactsOf({
      typeId: facts.typeId,
      applicant: { citizenId: facts.applicant.citizenId, fields: facts.input.applicant },
      parties: facts.parties,
      fields: facts.input.fields,
      vehicleId: facts.vehicle?.vehicle.id,
      cadastreNumber: facts.cadastreNumber,
    }),
  );
}

/**
 * A group of parsed values as it is stored: amounts (so'm, at most two decimals) in whole tiyin, as
 * every amount of the ministry (decision 032); the rest as parsed.
 */
export function storedValues(
  catalogue: Readonly<Record<string, FieldSpec>>,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      catalogue[name]?.kind === 'amount' && typeof value === 'number' ? Math.round(value * 100) : value,
    ]),
  );
}

const todayOf = tashkentToday;

/** The registry's parse of a creation body, or its 400 with the registry's paths and keys. */
export function parseCreation(body: unknown, now: Date): ParsedActInput {
  const typeId = actTypeOf((body as { type?: unknown } | null)?.type);
  if (typeId === undefined) {
    throw new MinistryError(400, 'validation_failed', { fields: { type: 'error_wrong_act_type' } });
  }
  const result = parseActInput(typeId, body, { today: todayOf(now) });
  if (!result.ok) {
    const fields = Object.fromEntries(
      result.issues.map((issue) => [issue.path || 'input', issue.messageKey]),
    );
    throw new MinistryError(400, 'validation_failed', { fields });
  }
  return result.value;
}

export async function createAct(
  db: Database,
  acts: Acts,
  applicantUserId: number,
  body: unknown,
  options: CreateOptions,
): Promise<CreatedAct> {
  const now = acts.now();
  const input = parseCreation(body, now);
  const { definition } = input;
  const applicantRole = definition.applicantRole;

  // The day's limits, then the registry's answer for every party: committed on their own, so a
  // refused act still leaves its lookups counted and journaled for the people they named.
  const found = await identifyParties(db, {
    applicantUserId,
    actTypeId: input.typeId,
    parties: input.parties.map(namedParty),
    now,
    quotas: options.quotas,
  });
  // One message whichever part is wrong: the answer must not tell a PIN from its document.
  const unknown = input.parties.filter((_, i) => found[i] === null);
  if (unknown.length > 0) {
    throw new MinistryError(400, 'validation_failed', {
      fields: Object.fromEntries(unknown.map((p) => [`parties.${p.index}`, partyKeys.identity])),
    });
  }

  const at = now.toISOString();
  const created = await db.transaction(async (tx) => {
    // Again inside the creation: another creation of the same applicant may have committed meanwhile.
    await assertActQuota(tx, applicantUserId, now, options.quotas);
    const [applicant] = await tx
      .select({
        citizen: citizens,
        account: { typeid: users.typeid, orginn: users.orginn, orgname: users.orgname },
      })
      .from(users)
      .innerJoin(citizens, eq(citizens.id, users.citizenId))
      .where(eq(users.id, applicantUserId));
    if (!applicant) throw new MinistryError(403, 'forbidden');
    const invited: {
      input: ParsedParty;
      citizen: Citizen;
      orgName: string | null;
      userId: number | null;
    }[] = [];
    for (const [i, p] of input.parties.entries()) {
      const { citizen, orgName } = found[i]!;
      if (citizen.id === applicant.citizen.id || invited.some((other) => other.citizen.id === citizen.id)) {
        throw new MinistryError(400, 'validation_failed', {
          fields: { [`parties.${p.index}`]: 'error_duplicate_party' },
        });
      }
      invited.push({ input: p, citizen, orgName, userId: await accountOf(tx, citizen) });
    }
    assertRepresentedParties([
      { path: 'applicant', pin: applicant.citizen.pin, fields: input.applicant },
      ...invited.map((p) => ({
        path: `parties.${p.input.index}`,
        pin: p.citizen.pin,
        fields: p.input.fields,
      })),
    ]);

    let vehicle: VehicleRecord | undefined;
    if (input.vehicle) {
      const key = input.vehicle as {
        stateNumber: string;
        techPassportSeries: string;
        techPassportNumber: string;
      };
      vehicle = (await findVehicle(tx, key)) ?? undefined;
      if (!vehicle) throw new MinistryError(400, 'vehicle_not_found');
    }
    const outcome = await checkActRules(tx, {
      typeId: input.typeId,
      rules: definition.rules,
      input,
      applicant: { citizenId: applicant.citizen.id, role: applicantRole },
      parties: invited.map((p) => ({
        role: p.input.role,
        class: p.input.class,
        citizenId: p.citizen.id,
        inn: p.input.class === 'legal' ? p.input.identity.inn : undefined,
        fields: p.input.fields,
      })),
      vehicle,
      cadastreNumber: input.realEstate?.cadastreNumber as string | undefined,
    });
    const inPerson = outcome.inPerson
      ? {
          rule: 'coOwnedDeceasedGoesInPerson' as const,
          message: translate(options.language, `validation.${outcome.inPerson}`),
        }
      : undefined;
    const { notaryId, officeId } = await chooseNotary(tx, input.notary, applicant.citizen.regionId);

    const [act] = await tx
      .insert(notarialActs)
      .values({
        typeId: input.typeId,
        applicantUserId,
        notaryId,
        officeId,
        state: 'preparation',
        step: 1,
        // Replaced below, once the parties have their ids.
        context: {},
        // A rule may make the act one for the office (a deceased co-owner), whatever was asked.
        regtype: inPerson ? 1 : input.regtype,
        // A simplified act is opened by uuid (enotarial_act, regsystemid 3); otherwise by rid (2).
        regsystemid: input.simplified ? 3 : 2,
        language: options.language,
        clientPhone: input.clientPhone ?? applicant.citizen.phone,
        vehicleId: vehicle?.vehicle.id ?? null,
        fields: storedValues(actFields, input.fields),
        client: clientSnapshot(applicant.citizen, applicant.account),
        instime: at,
        stateSince: at,
        updatedAt: at,
      })
      .returning();
    const actRow = act!;
    const fio = (c: Citizen) => `${c.surnameLatin} ${c.nameLatin} ${c.lastnameLatin}`;
    await tx.insert(parties).values({
      actId: actRow.id,
      citizenId: applicant.citizen.id,
      userId: applicantUserId,
      role: applicantRole,
      applicant: true,
      status: 'accepted',
      statusAt: at,
      fio: fio(applicant.citizen),
      passserial: applicant.citizen.passserial,
      passnum: applicant.citizen.passnum,
      pin: applicant.citizen.pin,
      phone: applicant.citizen.phone,
      fields: input.applicant,
      ...partyRegistryColumns(applicant.citizen),
    });
    const contextParties = [];
    for (const p of invited) {
      const typed = p.input.class === 'legal' ? p.input.identity.manager : p.input.identity;
      const addedPhone = p.input.identity.phone ?? null;
      const [party] = await tx
        .insert(parties)
        .values({
          actId: actRow.id,
          citizenId: p.citizen.id,
          userId: p.userId,
          role: p.input.role,
          class: p.input.class,
          inn: p.input.class === 'legal' ? p.input.identity.inn : null,
          branchName: p.input.class === 'legal' ? (p.input.identity.branchName ?? null) : null,
          orgName: p.orgName,
          fields: p.input.fields,
          // Another party of the applicant's role disposes of their share with the applicant.
          coOwner: p.input.role === applicantRole,
          required: true,
          // The registry's name; the identity as the applicant typed it (it matched the registry).
          fio: fio(p.citizen),
          passserial: 'passserial' in typed ? typed.passserial : null,
          passnum: 'passnum' in typed ? typed.passnum : null,
          pin: typed.pin,
          birthRecordNumber: 'birthRecordNumber' in typed ? typed.birthRecordNumber : null,
          // The party's own phone gets the invitation; the one the applicant added gets it too.
          phone: p.citizen.phone,
          // Kept as typed even when it is the registry's own: what the applicant sees never tells.
          addedPhone,
          ...partyRegistryColumns(p.citizen),
        })
        .returning({ id: parties.id, phone: parties.phone, addedPhone: parties.addedPhone });
      await sendInvitation(tx, {
        act: actRow,
        partyId: party!.id,
        phones: invitationPhones(party!),
        message: 'invitation',
        language: options.language,
        publicUrl: options.publicUrl,
        at,
      });
      contextParties.push({
        id: String(party!.id),
        userId: p.userId === null ? null : String(p.userId),
        required: true,
      });
    }

    const stored = createStored({
      parties: contextParties,
      notaryId: String(notaryId),
      simplified: input.simplified,
    });
    const [withContext] = await tx
      .update(notarialActs)
      .set({
        state: stored.state,
        context: stored.context,
        awaiting: selectAct(restore(stored), { role: 'system', userId: 'system' }).awaiting,
      })
      .where(eq(notarialActs.id, actRow.id))
      .returning();
    if (vehicle) await storeVehicle(tx, actRow.id, vehicle, input.vehicle?.price as number | undefined);
    if (input.realEstate) {
      const estate = storedValues(
        realEstateFields,
        input.realEstate,
      ) as typeof realEstateSubjects.$inferInsert;
      await tx.insert(realEstateSubjects).values({ ...estate, actId: actRow.id });
    }
    if (input.other) {
      await tx
        .insert(otherSubjects)
        .values({ actId: actRow.id, data: storedValues(otherSubjectFields, input.other) });
    }
    await writePrintForm(tx, withContext as ActRow, at, { publicUrl: options.publicUrl });
    // The journal's first row: the act came into being in preparation (version 1).
    await tx.insert(journal).values({
      actId: actRow.id,
      event: 'act.created',
      role: 'applicant',
      userId: applicantUserId,
      fromState: stored.state,
      toState: stored.state,
      fromStep: 1,
      toStep: 1,
      version: 1,
      payload: { type: input.typeId, parties: contextParties.map((p) => p.id), notaryId: String(notaryId) },
      at,
      // The statechart's input: a replay starts the act from it (decision 060).
      machineEvent: {
        type: 'act.created',
        actor: { role: 'applicant', userId: String(applicantUserId) },
        input: { parties: contextParties, notaryId: String(notaryId), simplified: input.simplified ?? false },
      },
    });
    if (inPerson) {
      // The notes history tells everyone who opens the act why it is made in person.
      await tx.insert(notes).values({ actId: actRow.id, kind: 'note', text: inPerson.message, at });
    }
    return { rid: actRow.id, uuid: actRow.uuid, version: 1, ...(inPerson ? { inPerson } : {}) };
  });
  return created;
}

/** The vehicle subject: every vehicle field of section 3 as the registry has it, and the agreed price. */
async function storeVehicle(tx: Tx, actId: number, record: VehicleRecord, priceSom: number | undefined) {
  const unpaidFines = record.fines.filter((f) => !f.paid).reduce((sum, f) => sum + f.amount, 0);
  await tx.insert(vehicleSubjects).values(vehicleSubjectOf(actId, record.vehicle, priceSom, unpaidFines));
}
