import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ActContext } from '../../machines/act/act.machine';
import { editStored, restore, type StoredAct } from '../../machines/act/act.persist';
import { selectAct } from '../../machines/act/act.select';
import { isActTypeId } from '../../machines/act-types/act-types';
import {
  otherSubjectFields,
  realEstateFields,
  type SubjectKind,
  vehicleFields,
} from '../../machines/act-types/subjects';
import { notaryChoiceSchema, parseSubject, type SubjectValues } from '../../machines/act-types/validate';
import { exactPhoneSchema } from '../../machines/fields/phone';
import type { Database, Tx } from '../db/database';
import {
  type ActRow,
  citizens,
  journal,
  notarialActs,
  otherSubjects,
  parties,
  realEstateSubjects,
  users,
  vehicleSubjects,
} from '../db/schema';
import { MinistryError, parseInput } from '../errors';
import type { Language } from '../i18n';
import { chooseNotary, storedValues } from './create';
import { invitationPhones, sendInvitation } from './invitations';
import { type Acts, assertRelated, journalEdit, lockAct, rolesOf } from './lifecycle';

// Data edits of an act in preparation: the notary choice, a vehicle subject's price, a real-estate or
// other subject's data (decision 041), a party's phone.
// They are not statechart events (the step does not change), but the statechart says whether they are
// allowed (`editStored`: the applicant, in preparation), the version guards them like a transition,
// and each one is journalled as `act.edited` (payload: what changed, never the values) in the same
// transaction, with the print form written again. docs/decisions/017-act-data-edits.md.

const version = z
  .number({ error: 'error_wrong_version' })
  .int('error_wrong_version')
  .positive('error_wrong_version');

const notaryEditSchema = z.object({ version, notary: notaryChoiceSchema });
const vehicleEditSchema = z.object({ version, price: vehicleFields.price.schema });
const partyEditSchema = z.object({ version, phone: exactPhoneSchema });
/** A subject's correction: the version, then the subject's fields as the act's type asks for them. */
const subjectEditSchema = z.looseObject({ version });

/** The cadastre number names the property the registry rules were checked on: it is never corrected. */
export const cadastreImmutableKey = 'error_cadastre_number_immutable';

export interface EditOptions {
  publicUrl: string;
}

interface EditScope {
  tx: Tx;
  act: ActRow;
  context: ActContext;
  at: string;
}

interface EditOutcome {
  /** Nothing differs from what is stored: no write, no new version. */
  unchanged?: boolean;
  parties?: ActContext['parties'];
  notaryId?: string;
  row?: Partial<Pick<ActRow, 'notaryId' | 'officeId'>>;
  /** The journal row's payload: which things changed (ids and field names only). */
  payload: Record<string, unknown>;
  /** The act's own data the edit changed, before and after (the journal's data_change, decision 060). */
  change?: { before: Record<string, unknown>; after: Record<string, unknown> };
}

/** The context keys an edit sets, before and after, for the journal's data_change. */
function contextChange(before: ActContext, after: ActContext) {
  const keys = (['parties', 'notaryId'] as const).filter(
    (key) => !isDeepStrictEqual(before[key], after[key]),
  );
  return {
    patch: Object.fromEntries(keys.map((key) => [key, after[key]])),
    before: Object.fromEntries(keys.map((key) => [`context.${key}`, before[key]])),
    after: Object.fromEntries(keys.map((key) => [`context.${key}`, after[key]])),
  };
}

const asStored = (act: ActRow): StoredAct => ({ state: act.state, context: act.context }) as StoredAct;

function refused(reason: string): MinistryError {
  return new MinistryError(409, 'transition_refused', {
    params: { reason },
    messageKey: `act_refusals.${reason}`,
  });
}

async function editAct(
  db: Database,
  acts: Acts,
  uuid: string,
  userId: number,
  expectedVersion: number,
  apply: (scope: EditScope) => Promise<EditOutcome>,
): Promise<void> {
  const result = await db.transaction(async (tx) => {
    const act = await lockAct(tx, { uuid });
    const roles = await rolesOf(tx, act, userId);
    assertRelated(roles);
    if (act.version !== expectedVersion) {
      throw new MinistryError(409, 'stale_version', { params: { version: act.version } });
    }
    const actor = {
      role: roles.applicant
        ? ('applicant' as const)
        : roles.notary
          ? ('notary' as const)
          : ('party' as const),
      userId: String(userId),
    };
    // Asked before anything is written: is this user allowed to edit this act now?
    const allowed = editStored(asStored(act), actor, {});
    if (!allowed.ok) throw refused(allowed.reason);

    const at = acts.now().toISOString();
    const context = structuredClone(act.context) as ActContext;
    const outcome = await apply({ tx, act, context, at });
    if (outcome.unchanged) return null;
    const edited = editStored(asStored(act), actor, {
      ...(outcome.parties !== undefined ? { parties: outcome.parties } : {}),
      ...(outcome.notaryId !== undefined ? { notaryId: outcome.notaryId } : {}),
    });
    if (!edited.ok) throw refused(edited.reason);

    const next = act.version + 1;
    const changed = contextChange(act.context as ActContext, edited.next.context);
    const [written] = await tx
      .update(notarialActs)
      .set({
        ...outcome.row,
        context: edited.next.context,
        version: next,
        awaiting: selectAct(restore(edited.next), { role: 'system', userId: 'system' }).awaiting,
        updatedAt: at,
      })
      .where(eq(notarialActs.id, act.id))
      .returning();
    return journalEdit(tx, acts, written!, {
      actor,
      userId,
      version: next,
      at,
      payload: outcome.payload,
      // What a replay needs: the context as the edit left it, and every value before and after.
      context: changed.patch,
      dataChange: {
        before: { ...changed.before, ...outcome.change?.before },
        after: { ...changed.after, ...outcome.change?.after },
      },
    });
  });
  if (result) acts.committed(result.actId, result.version);
}

/**
 * The other parties agreed to the act as it was: after a change of its terms each of them is asked
 * again (status back to awaiting, a new invitation by SMS; the old link stops working).
 */
async function askPartiesAgain(
  scope: EditScope,
  options: EditOptions,
  only?: number,
): Promise<ActContext['parties']> {
  const { tx, act, at } = scope;
  const rows = await tx
    .select({ id: parties.id, phone: parties.phone, addedPhone: parties.addedPhone })
    .from(parties)
    .where(and(eq(parties.actId, act.id), eq(parties.applicant, false)));
  for (const row of rows) {
    if (only !== undefined && row.id !== only) continue;
    await tx.update(parties).set({ status: null, statusAt: null }).where(eq(parties.id, row.id));
    await sendInvitation(tx, {
      act,
      partyId: row.id,
      phones: invitationPhones(row),
      message: only === undefined ? 'changed' : 'invitation',
      language: act.language as Language,
      publicUrl: options.publicUrl,
      at,
    });
  }
  const asked = new Set(
    rows.filter((row) => only === undefined || row.id === only).map((row) => String(row.id)),
  );
  return scope.context.parties.map((party) => (asked.has(party.id) ? { ...party, status: null } : party));
}

/**
 * The notaries the applicant rejected on this act, read from its journal: the notary assigned at
 * creation or by the last notary edit, at each `act.notaryRejected`.
 */
async function rejectedNotaries(tx: Tx, actId: number): Promise<number[]> {
  const rows = await tx
    .select({ event: journal.event, payload: journal.payload })
    .from(journal)
    .where(eq(journal.actId, actId))
    .orderBy(asc(journal.version));
  const rejected = new Set<number>();
  let current: number | null = null;
  for (const row of rows) {
    const notaryId = (row.payload as { notaryId?: unknown }).notaryId;
    if ((row.event === 'act.created' || row.event === 'act.edited') && typeof notaryId === 'string') {
      current = Number(notaryId);
    } else if (row.event === 'act.notaryRejected' && current !== null) {
      rejected.add(current);
      current = null;
    }
  }
  return [...rejected];
}

/**
 * POST /notarial_act/{uuid}/notary: the notary chosen again (e.g. after rejecting one). An automatic
 * choice never gives back a notary the applicant rejected on this act; a manual one may.
 */
export async function changeNotary(
  db: Database,
  acts: Acts,
  uuid: string,
  userId: number,
  body: unknown,
): Promise<void> {
  const input = parseInput(notaryEditSchema, body);
  await editAct(db, acts, uuid, userId, input.version, async ({ tx, act }) => {
    const [applicant] = await tx
      .select({ regionId: citizens.regionId })
      .from(users)
      .innerJoin(citizens, eq(citizens.id, users.citizenId))
      .where(eq(users.id, act.applicantUserId));
    const { notaryId, officeId } = await chooseNotary(
      tx,
      input.notary,
      applicant!.regionId,
      await rejectedNotaries(tx, act.id),
    );
    return {
      notaryId: String(notaryId),
      row: { notaryId, officeId },
      payload: { fields: ['notary'], notaryId: String(notaryId) },
    };
  });
}

/** POST /notarial_act/{uuid}/vehicles/{id}: the vehicle's price corrected; the parties are asked again. */
export async function changeVehicle(
  db: Database,
  acts: Acts,
  uuid: string,
  subjectId: number,
  userId: number,
  body: unknown,
  options: EditOptions,
): Promise<void> {
  const input = parseInput(vehicleEditSchema, body);
  const price = Math.round(input.price * 100);
  await editAct(db, acts, uuid, userId, input.version, async (scope) => {
    const [subject] = await scope.tx
      .select({ id: vehicleSubjects.id, price: vehicleSubjects.price })
      .from(vehicleSubjects)
      .where(and(eq(vehicleSubjects.id, subjectId), eq(vehicleSubjects.actId, scope.act.id)));
    if (!subject) throw new MinistryError(404, 'not_found');
    if (subject.price === price) return { unchanged: true, payload: {} };
    await scope.tx.update(vehicleSubjects).set({ price }).where(eq(vehicleSubjects.id, subject.id));
    return {
      parties: await askPartiesAgain(scope, options),
      payload: { subjectId: String(subject.id), fields: ['price'] },
      change: { before: { 'vehicle.price': subject.price }, after: { 'vehicle.price': price } },
    };
  });
}

/**
 * POST /notarial_act/{uuid}/parties/{id}: the phone the applicant added for an invited party corrected;
 * the party is invited again, at its registry phone and at the new one (decision 069). The registry
 * phone itself is the person's and is not the applicant's to change.
 */
export async function changeParty(
  db: Database,
  acts: Acts,
  uuid: string,
  partyId: number,
  userId: number,
  body: unknown,
  options: EditOptions,
): Promise<void> {
  const input = parseInput(partyEditSchema, body);
  await editAct(db, acts, uuid, userId, input.version, async (scope) => {
    const [party] = await scope.tx
      .select({ id: parties.id, applicant: parties.applicant, addedPhone: parties.addedPhone })
      .from(parties)
      .where(and(eq(parties.id, partyId), eq(parties.actId, scope.act.id)));
    if (!party) throw new MinistryError(404, 'not_found');
    // The applicant's own data comes from their login (the registry), not from this form.
    if (party.applicant) {
      throw new MinistryError(400, 'validation_failed', { fields: { phone: 'error_party_not_editable' } });
    }
    if (party.addedPhone === input.phone) return { unchanged: true, payload: {} };
    await scope.tx.update(parties).set({ addedPhone: input.phone }).where(eq(parties.id, party.id));
    return {
      parties: await askPartiesAgain(scope, options, party.id),
      payload: { partyId: String(party.id), fields: ['phone'] },
      change: {
        before: { [`party.${party.id}.phone`]: party.addedPhone },
        after: { [`party.${party.id}.phone`]: input.phone },
      },
    };
  });
}

/**
 * A subject's body as the act's type asks for it (machines/act-types parseSubject), or its 400 with
 * the subject's field paths. The type comes from the act, so it is read before the transaction.
 */
async function parseSubjectEdit<Kind extends SubjectKind>(
  db: Database,
  uuid: string,
  kind: Kind,
  body: unknown,
): Promise<{ version: number; values: SubjectValues<Kind> }> {
  const { version: expected, ...values } = parseInput(subjectEditSchema, body);
  const [act] = await db
    .select({ typeId: notarialActs.typeId })
    .from(notarialActs)
    .where(eq(notarialActs.uuid, uuid));
  if (!act || !isActTypeId(act.typeId)) throw new MinistryError(404, 'not_found');
  const parsed = parseSubject(act.typeId, kind, values);
  if (!parsed.ok) {
    const fields = Object.fromEntries(
      parsed.issues.map((issue) => [issue.path || 'input', issue.messageKey]),
    );
    throw new MinistryError(400, 'validation_failed', { fields });
  }
  return { version: expected, values: parsed.value };
}

/** The names whose stored values differ (amounts compared in tiyin, absent and null alike). */
function changedFields(
  names: readonly string[],
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  return names.filter((name) => !isDeepStrictEqual(before[name] ?? null, after[name] ?? null));
}

/** The changed fields of a subject, before and after, named `<kind>.<field>`. */
function fieldChange(
  kind: string,
  fields: readonly string[],
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
) {
  const pick = (values: Readonly<Record<string, unknown>>) =>
    Object.fromEntries(fields.map((name) => [`${kind}.${name}`, values[name] ?? null]));
  return { before: pick(before), after: pick(after) };
}

const realEstateNames = Object.keys(realEstateFields) as (keyof typeof realEstateFields)[];
const otherNames = Object.keys(otherSubjectFields);

/**
 * POST /notarial_act/{uuid}/real_estates/{id}: a real-estate subject's data corrected (every field the
 * type asks for; one left out is cleared). Its cadastre number is given but may not change: the
 * registry rules (owners, bans, duplicates) were checked on it. The parties are asked again.
 */
export async function changeRealEstate(
  db: Database,
  acts: Acts,
  uuid: string,
  subjectId: number,
  userId: number,
  body: unknown,
  options: EditOptions,
): Promise<void> {
  const { version: expected, values } = await parseSubjectEdit(db, uuid, 'realEstate', body);
  await editAct(db, acts, uuid, userId, expected, async (scope) => {
    const [subject] = await scope.tx
      .select()
      .from(realEstateSubjects)
      .where(and(eq(realEstateSubjects.id, subjectId), eq(realEstateSubjects.actId, scope.act.id)));
    if (!subject) throw new MinistryError(404, 'not_found');
    if (values.cadastreNumber !== subject.cadastreNumber) {
      throw new MinistryError(400, 'validation_failed', { fields: { cadastreNumber: cadastreImmutableKey } });
    }
    const stored = storedValues(realEstateFields, values);
    const next = Object.fromEntries(
      realEstateNames.filter((name) => name !== 'cadastreNumber').map((name) => [name, stored[name] ?? null]),
    ) as Partial<typeof realEstateSubjects.$inferInsert>;
    const fields = changedFields(realEstateNames, subject, {
      ...next,
      cadastreNumber: subject.cadastreNumber,
    });
    if (fields.length === 0) return { unchanged: true, payload: {} };
    await scope.tx.update(realEstateSubjects).set(next).where(eq(realEstateSubjects.id, subject.id));
    return {
      parties: await askPartiesAgain(scope, options),
      payload: { subjectId: String(subject.id), kind: 'realEstate', fields },
      change: fieldChange('realEstate', fields, subject, next),
    };
  });
}

/**
 * POST /notarial_act/{uuid}/other/{id}: the other subject data corrected (every field the type asks
 * for; one left out is cleared). The parties are asked again.
 */
export async function changeOtherSubject(
  db: Database,
  acts: Acts,
  uuid: string,
  subjectId: number,
  userId: number,
  body: unknown,
  options: EditOptions,
): Promise<void> {
  const { version: expected, values } = await parseSubjectEdit(db, uuid, 'other', body);
  await editAct(db, acts, uuid, userId, expected, async (scope) => {
    const [subject] = await scope.tx
      .select()
      .from(otherSubjects)
      .where(and(eq(otherSubjects.id, subjectId), eq(otherSubjects.actId, scope.act.id)));
    if (!subject) throw new MinistryError(404, 'not_found');
    const data = storedValues(otherSubjectFields, values);
    const fields = changedFields(otherNames, subject.data, data);
    if (fields.length === 0) return { unchanged: true, payload: {} };
    await scope.tx.update(otherSubjects).set({ data }).where(eq(otherSubjects.id, subject.id));
    return {
      parties: await askPartiesAgain(scope, options),
      payload: { subjectId: String(subject.id), kind: 'other', fields },
      change: fieldChange('other', fields, subject.data, data),
    };
  });
}
