import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { actEventTraits } from '../../machines/act/act.events';
import {
  type ActEvent,
  type ActEventType,
  type ActRole,
  actRules,
  partyDeclined,
  partyFor,
  partyStatusAfter,
  stepOf,
} from '../../machines/act/act.machine';
import { applyEvent, restore, type StoredAct } from '../../machines/act/act.persist';
import { selectAct } from '../../machines/act/act.select';
import { actPeriod } from '../../machines/act-types/act-period';
import { isActTypeId } from '../../machines/act-types/act-types';
import { tashkentDateTime, tashkentInstant } from '../../machines/clock/clock';
import { amountKeys, amountValueSchema } from '../../machines/fields/amount';
import {
  computedAmount,
  feeReasonKeys,
  feeReasonSchema,
  invoiceNeedsReason,
  invoicePurposes,
} from '../../machines/money/act-fee';
import { defaultBaseAmount } from '../../machines/money/tariff';
import { announceAccessChange } from '../auth/streams';
import type { Database, Tx } from '../db/database';
import {
  type ActRow,
  files,
  invoices,
  journal,
  notarialActs,
  notaries,
  notes,
  parties,
  realEstateSubjects,
} from '../db/schema';
import { MinistryError, parseInput } from '../errors';
import { type ActChangedListener, type ActChangeFeed, createLocalChangeFeed } from './change-feed';
import { feeOfAct } from './fee';
import { refusalResolution, writePrintForm } from './print-form';
import { actFactsOf, checkRegistryRules } from './registry-rules';

// The one writer of an act's lifecycle (docs/decisions/011-act-lifecycle-service.md). Every event runs
// through the act statechart (machines/act) inside one database transaction: lock the act row, check
// the version and who is asking, apply the event, write the act and the rows the event implies, append
// the journal row, commit. A refusal or a crash anywhere rolls all of it back.

export type ActUser = { kind: 'user'; userId: number } | { kind: 'system' };

/** The roles a user holds in one act (an author who is also invited holds both). */
export interface ActRoles {
  applicant: boolean;
  party: boolean;
  notary: boolean;
  // A notary of the act's office who is not assigned to it: may look, may not act.
  officeNotary: boolean;
}

export interface TransitionRequest {
  actId?: number | undefined;
  uuid?: string | undefined;
  // The payload is untrusted (a request body's); the actor is added here, never taken from it.
  event: { type: ActEventType } & Record<string, unknown>;
  // The version the client saw; 'current' for calls whose own checks make a repeat harmless (payment
  // of one invoice, an invitation answer: the machine refuses the second).
  expectedVersion: number | 'current';
  user: ActUser;
  // Runs in the same transaction after the act row is written (the payment route adds its payment).
  within?: ((tx: Tx, act: ActRow) => Promise<void>) | undefined;
}

export interface TransitionResult {
  actId: number;
  uuid: string;
  version: number;
  from: string;
  to: string;
  step: number;
}

export interface TransitionHooks {
  // Tests: runs right after the first write of the transaction (the act row); throwing simulates a crash.
  afterFirstWrite?: (() => void | Promise<void>) | undefined;
}

export type { ActChangedListener } from './change-feed';

export interface Acts {
  transition(request: TransitionRequest, hooks?: TransitionHooks): Promise<TransitionResult>;
  /**
   * Every committed change of every act, made by this instance or another one on the same database
   * (the gateway subscription's source), each (act, version) once; returns the unsubscribe.
   */
  onActChanged(listener: ActChangedListener): () => void;
  /**
   * Announces a change made outside `transition` (the non-attendance job, data edits, a first login),
   * inside the transaction that makes it: the other instances hear it on commit, and never of a change
   * rolled back, nor miss one because this process died between the commit and the announcement.
   */
  publishWithin(tx: Tx, actId: number, version: number): Promise<void>;
  /** After that transaction committed: this process's listeners, at once. */
  committed(actId: number, version: number): void;
  /** Changes may have gone unannounced (the cross-instance feed reconnected): re-read what you show. */
  onResync(listener: () => void): () => void;
  now: () => Date;
  /** The portal's address (PUBLIC_URL): a registered act's print form links its public check. */
  publicUrl: string;
  /** The base calculation amount (BHM) the state fee is computed with, tiyin (BASE_AMOUNT_TIYIN). */
  baseAmount: number;
}

/** `feed` carries changes between instances (./change-feed.ts); the default is this process only. */
export function createActs(
  db: Database,
  publicUrl: string,
  now: () => Date = () => new Date(),
  feed: ActChangeFeed = createLocalChangeFeed(),
  baseAmount: number = defaultBaseAmount,
): Acts {
  return {
    now,
    publicUrl,
    baseAmount,
    onActChanged: (listener) => feed.onChanged(listener),
    onResync: (listener) => feed.onResync(listener),
    publishWithin: (tx, actId, version) => feed.publishWithin(tx, actId, version),
    committed: (actId, version) => feed.committed(actId, version),
    async transition(request, hooks = {}) {
      const result = await db.transaction(async (tx) => {
        const done = await transitionWithin(tx, request, hooks, now, publicUrl, baseAmount);
        // In the same transaction: a refusal or a crash rolls the announcement back with the change.
        await feed.publishWithin(tx, done.actId, done.version);
        return done;
      });
      feed.committed(result.actId, result.version);
      return result;
    },
  };
}

/**
 * The journal's row of an edit (`act.edited`): the act stays in its state and step and moves to
 * `version`; `actor` is who the machine event names, `context` the patch a replay applies, and
 * `dataChange` the values before and after, where the edit keeps them.
 */
export function editedJournalRow(
  act: Pick<ActRow, 'id' | 'state' | 'step'>,
  edit: {
    actor: { role: JournalRow['role']; userId: string };
    userId: number | null;
    version: number;
    at: string;
    payload: Record<string, unknown>;
    context: Record<string, unknown>;
    dataChange?: JournalRow['dataChange'];
  },
): JournalRow {
  return {
    actId: act.id,
    event: 'act.edited',
    role: edit.actor.role,
    userId: edit.userId,
    fromState: act.state,
    toState: act.state,
    fromStep: act.step,
    toStep: act.step,
    version: edit.version,
    payload: edit.payload,
    at: edit.at,
    machineEvent: { type: 'act.edited', actor: edit.actor, context: edit.context },
    ...(edit.dataChange ? { dataChange: edit.dataChange } : {}),
  };
}

type JournalRow = typeof journal.$inferInsert;

/**
 * An edit's last writes, in its transaction: its journal row, then the print form of the act as the
 * edit `written` it, and its announcement. Answers what `acts.committed` is told after the commit.
 */
export async function journalEdit(
  tx: Tx,
  acts: Pick<Acts, 'publicUrl' | 'publishWithin'>,
  written: ActRow,
  edit: Parameters<typeof editedJournalRow>[1],
): Promise<{ actId: number; version: number }> {
  await tx.insert(journal).values(editedJournalRow(written, edit));
  await writePrintForm(tx, written, edit.at, { publicUrl: acts.publicUrl });
  await acts.publishWithin(tx, written.id, edit.version);
  return { actId: written.id, version: edit.version };
}

/** The act row, locked until the transaction ends; 418 uuid_not_found when there is none. */
export async function lockAct(
  tx: Tx,
  key: { actId?: number | undefined; uuid?: string | undefined },
): Promise<ActRow> {
  const where =
    key.actId !== undefined ? eq(notarialActs.id, key.actId) : eq(notarialActs.uuid, key.uuid ?? '');
  const [act] = await tx.select().from(notarialActs).where(where).for('update');
  if (!act)
    throw new MinistryError(418, 'uuid_not_found', { params: { uuid: key.uuid ?? String(key.actId) } });
  return act;
}

export async function rolesOf(db: Pick<Database, 'select'>, act: ActRow, userId: number): Promise<ActRoles> {
  // Sequential: inside a transaction both reads share one connection.
  const partyRows = await db
    .select({ id: parties.id })
    .from(parties)
    .where(and(eq(parties.actId, act.id), eq(parties.userId, userId), eq(parties.applicant, false)))
    .limit(1);
  // Only an active licence makes a notary of the act or of its office (an ended one is a stranger).
  const notaryRows = await db
    .select({ id: notaries.id, officeId: notaries.officeId })
    .from(notaries)
    .where(and(eq(notaries.userId, userId), eq(notaries.licenseStatus, 'active')));
  return rolesFrom(act, userId, { party: partyRows.length > 0, notary: notaryRows[0] });
}

/** What a user is to the act, from the two facts rolesOf reads (queries.ts reads them in one statement). */
export function rolesFrom(
  act: ActRow,
  userId: number,
  found: {
    /** Invited to the act (a party row of theirs other than the applicant's). */
    party: boolean;
    /** Their notary row with an active licence, if any. */
    notary: { id: number; officeId: number } | undefined;
  },
): ActRoles {
  const { notary } = found;
  return {
    applicant: act.applicantUserId === userId,
    party: found.party,
    notary: notary !== undefined && act.notaryId === notary.id,
    officeNotary: notary !== undefined && notary.officeId === act.officeId,
  };
}

/** Whether the user may read the act at all: any relation to it. */
export function isRelated(roles: ActRoles): boolean {
  return roles.applicant || roles.party || roles.notary || roles.officeNotary;
}

/** 418 for a user with nothing to do with the act (specification section 8), 403 for a bystander notary. */
export function assertRelated(roles: ActRoles): void {
  if (isRelated(roles)) return;
  throw new MinistryError(418, 'pin_not_found_in_uuid');
}

/** The viewer role of selectAct: the strongest relation the user has. */
export function viewerRole(roles: ActRoles): ActRole {
  if (roles.notary) return 'notary';
  if (roles.applicant) return 'applicant';
  if (roles.party) return 'party';
  return 'notary';
}

function storedOf(act: ActRow): StoredAct {
  return { state: act.state, context: act.context as StoredAct['context'] };
}

/** One transition inside a transaction the caller owns (the caller commits, then announces it). */
export async function transitionWithin(
  tx: Tx,
  request: TransitionRequest,
  hooks: TransitionHooks,
  now: () => Date,
  publicUrl: string,
  baseAmount: number,
): Promise<TransitionResult> {
  const act = await lockAct(tx, request);
  const { type } = request.event;
  const rule = actRules[type];

  let actor: { role: ActRole; userId: string };
  if (request.user.kind === 'system') {
    actor = { role: 'system', userId: 'system' };
  } else {
    const roles = await rolesOf(tx, act, request.user.userId);
    assertRelated(roles);
    const held = (['applicant', 'party', 'notary'] as const).filter((role) => roles[role]);
    if (held.length === 0) throw new MinistryError(403, 'not_assigned_notary');
    // The machine's rule says which roles may send the event; the user acts in one of those they hold,
    // or in their own role, which the machine then refuses (forbidden_role -> 409).
    const role = rule.roles.find((r) => (held as readonly ActRole[]).includes(r)) ?? held[0]!;
    actor = { role, userId: String(request.user.userId) };
  }

  if (request.expectedVersion !== 'current' && act.version !== request.expectedVersion) {
    throw new MinistryError(409, 'stale_version', { params: { version: act.version } });
  }

  const at = now().toISOString();
  const event = await completeEvent(tx, act, { ...request.event, actor }, at, baseAmount);
  const applied = applyEvent(storedOf(act), event);
  if (!applied.ok) {
    if (applied.reason === 'invalid_event') {
      throw new MinistryError(400, 'validation_failed', { fields: fieldsOf(applied.issues ?? []) });
    }
    throw new MinistryError(409, 'transition_refused', {
      params: { reason: applied.reason },
      messageKey: `act_refusals.${applied.reason}`,
    });
  }
  if (actEventTraits[type].rechecksVehicle) await recheckRegistries(tx, act);

  const snapshot = restore(applied.next);
  const view = selectAct(snapshot, { role: 'system', userId: 'system' });
  const context = applied.next.context;
  const version = act.version + 1;
  const step = stepOf(snapshot) ?? act.step;
  const e = applied.event;

  const [updated] = await tx
    .update(notarialActs)
    .set({
      state: applied.next.state,
      step,
      context,
      version,
      awaiting: view.awaiting,
      unfinished: view.inProcess,
      notaryId: context.notaryId === null ? null : Number(context.notaryId),
      visitAt: context.visit ? tashkentInstant(context.visit.date, context.visit.time) : null,
      regtype: context.visit?.regtype ?? act.regtype,
      regnum: context.regnum,
      regdate: context.regdate,
      remark: context.remark,
      ...(e.type === 'act.cancelled' ? { cancellationReason: e.reason } : {}),
      ...(e.type === 'act.annulled' ? { annulledAt: at } : {}),
      // The period the act is in force, from its registry date and its term or trip (decision 080).
      ...(e.type === 'act.registered' ? actPeriod(e.regdate, act.fields) : {}),
      ...(applied.from !== applied.to ? { stateSince: at } : {}),
      updatedAt: at,
    })
    .where(and(eq(notarialActs.id, act.id), eq(notarialActs.version, act.version)))
    .returning();
  if (!updated) throw new MinistryError(409, 'stale_version', { params: { version: act.version } });
  await hooks.afterFirstWrite?.();

  const payload = await writeSideRows(tx, updated, e, request.user, at, publicUrl);
  await request.within?.(tx, updated);

  await tx.insert(journal).values({
    actId: act.id,
    event: e.type,
    role: actor.role,
    userId: request.user.kind === 'user' ? request.user.userId : null,
    fromState: applied.from,
    toState: applied.to,
    fromStep: act.step,
    toStep: step,
    version,
    payload,
    at,
    // The event exactly as the statechart took it: what a replay needs (decision 060).
    machineEvent: e as unknown as Record<string, unknown>,
  });
  return { actId: act.id, uuid: act.uuid, version, from: applied.from, to: applied.to, step };
}

/** Fills in what the ministry, not the client, decides: invoice ids, registry number, resolution file. */
async function completeEvent(
  tx: Tx,
  act: ActRow,
  event: { type: ActEventType; actor: { role: ActRole; userId: string } } & Record<string, unknown>,
  at: string,
  baseAmount: number,
): Promise<Record<string, unknown>> {
  switch (event.type) {
    case 'act.invoicesIssued': {
      // Amounts arrive in so'm with at most two decimals (the machine checks them); rows keep tiyin.
      const requested = parseInput(invoiceRequestSchema, { invoices: event.invoices }).invoices;
      // Whether the machine takes the event at all, before the fee is asked: a refusal stays a 409.
      const probe = requested.map((item, index) => ({ id: `probe-${index}`, amount: item.amount }));
      const tried = applyEvent(storedOf(act), { ...event, invoices: probe });
      if (!tried.ok && tried.reason !== 'invalid_event') return { ...event, invoices: probe };
      // An amount other than the computed fee of its purpose needs the notary's reason (decision 040).
      const fee = await feeOfAct(tx, act, baseAmount, at);
      const missing: Record<string, string> = {};
      requested.forEach((item, index) => {
        // The state fee is waived on an act free of payment (decision 080); a service is still charged.
        if (act.freeOfPayment && item.purpose === 'state_fee') {
          missing[`invoices.${index}.purpose`] = 'error_state_fee_free_of_payment';
          return;
        }
        const amountTiyin = Math.round(item.amount * 100);
        if (item.reason === '' && invoiceNeedsReason(fee, { purpose: item.purpose, amountTiyin })) {
          missing[`invoices.${index}.reason`] = feeReasonKeys.required;
        }
      });
      if (Object.keys(missing).length > 0)
        throw new MinistryError(400, 'validation_failed', { fields: missing });
      const issued: { id: string; amount: number }[] = [];
      for (const item of requested) {
        const [row] = await tx
          .insert(invoices)
          .values({
            actId: act.id,
            purpose: item.purpose,
            amount: Math.round(item.amount * 100),
            computedAmount: computedAmount(fee, item.purpose) ?? null,
            reason: item.reason === '' ? null : item.reason,
            createdAt: at,
          })
          .returning({ id: invoices.id });
        issued.push({ id: String(row!.id), amount: item.amount });
      }
      return { ...event, invoices: issued };
    }
    case 'act.registered': {
      const result = (await tx.execute(sql`select nextval('acts.regnum_seq')::int as n`)) as unknown as {
        rows: { n: number }[];
      };
      const today = tashkentDateTime(at).date;
      return { ...event, regnum: formatRegnum(today, result.rows[0]!.n), regdate: today };
    }
    case 'act.refused': {
      const reason = typeof event.reason === 'string' ? event.reason.trim() : '';
      if (reason === '') return event;
      const resolution = await refusalResolution(tx, act, reason, at);
      const [file] = await tx
        .insert(files)
        .values({ actId: act.id, kind: 'refusal_resolution', ...resolution, createdAt: at })
        .returning({ id: files.id });
      return { ...event, resolutionFileId: file!.id };
    }
    case 'party.accepted':
    case 'party.rejected':
    case 'party.exited': {
      if (typeof event.partyId === 'string') return event;
      // The client need not know its party id: the user's own party of this act is meant.
      const party = partyFor(storedOf(act).context, event.actor.userId, event.type);
      return party ? { ...event, partyId: party.id } : event;
    }
    default:
      return event;
  }
}

const invoiceRequestSchema = z.object({
  invoices: z
    .array(
      z.object({
        amount: amountValueSchema({
          type: amountKeys.positive,
          positive: amountKeys.positive,
          tooLarge: amountKeys.tooLarge,
        }),
        purpose: z.enum(invoicePurposes).default('state_fee'),
        reason: feeReasonSchema.default(''),
      }),
    )
    .min(1, 'error_required_invoices'),
});

export function formatRegnum(isoDate: string, n: number): string {
  return `NA-${isoDate.slice(0, 4)}-${String(n).padStart(6, '0')}`;
}

/**
 * The registry rules again before an act on a vehicle or on real estate moves on (a registry can change
 * in between: a ban laid, an owner dead), with the parties who have not declined and the stored fields.
 * An act already made in person for a deceased co-owner stays so: only refusals matter here.
 */
async function recheckRegistries(tx: Tx, act: ActRow): Promise<void> {
  if (!isActTypeId(act.typeId)) return;
  const [estate] = await tx
    .select({ cadastreNumber: realEstateSubjects.cadastreNumber })
    .from(realEstateSubjects)
    .where(eq(realEstateSubjects.actId, act.id))
    .limit(1);
  if (act.vehicleId === null && !estate) return;
  const rows = await tx
    .select({
      citizenId: parties.citizenId,
      role: parties.role,
      applicant: parties.applicant,
      status: parties.status,
      fields: parties.fields,
    })
    .from(parties)
    .where(eq(parties.actId, act.id));
  const active = rows.filter((row) => !partyDeclined(row.status));
  const applicant = active.find((row) => row.applicant);
  if (!applicant) return;
  await checkRegistryRules(
    tx,
    actFactsOf({
      typeId: act.typeId,
      applicant,
      parties: active.filter((row) => !row.applicant),
      fields: act.fields,
      vehicleId: act.vehicleId ?? undefined,
      cadastreNumber: estate?.cadastreNumber,
      actId: act.id,
    }),
  );
}

/** Rows the event implies besides the act itself; answers the journal payload (no personal data). */
async function writeSideRows(
  tx: Tx,
  act: ActRow,
  event: ActEvent,
  user: ActUser,
  at: string,
  publicUrl: string,
): Promise<Record<string, unknown>> {
  const author = user.kind === 'user' ? user.userId : null;
  const note = async (kind: 'remark' | 'refusal' | 'cancellation', text: string) => {
    const [row] = await tx
      .insert(notes)
      .values({ actId: act.id, authorUserId: author, kind, text, at })
      .returning({ id: notes.id });
    return row!.id;
  };
  switch (event.type) {
    case 'party.accepted':
    case 'party.rejected':
    case 'party.exited': {
      const [party] = await tx
        .update(parties)
        .set({ status: partyStatusAfter[event.type], statusAt: at })
        .where(and(eq(parties.id, Number(event.partyId)), eq(parties.actId, act.id)))
        .returning({ userId: parties.userId });
      // Leaving the act ends the person's open streams of it on commit (decision 071): the act watch
      // is opened again under the rules for who left, the video room is not.
      if (event.type !== 'party.accepted' && party?.userId)
        await announceAccessChange(tx, { userId: party.userId, actId: act.id });
      return { partyId: event.partyId };
    }
    case 'invoice.paid':
    case 'act.paidOnSite':
      await tx
        .update(invoices)
        .set({ paid: true, paidAt: at })
        .where(and(eq(invoices.id, Number(event.invoiceId)), eq(invoices.actId, act.id)));
      return { invoiceId: event.invoiceId };
    case 'act.invoicesIssued': {
      // The journal keeps, per invoice, the computed fee and the notary's reason for another amount.
      const rows = await tx
        .select({ id: invoices.id, computedAmount: invoices.computedAmount, reason: invoices.reason })
        .from(invoices)
        .where(
          and(
            eq(invoices.actId, act.id),
            inArray(
              invoices.id,
              event.invoices.map((invoice) => Number(invoice.id)),
            ),
          ),
        );
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      return {
        invoices: event.invoices.map((invoice) => {
          const row = byId.get(invoice.id);
          return {
            id: invoice.id,
            amount: invoice.amount,
            ...(row?.computedAmount == null ? {} : { computedAmount: row.computedAmount }),
            ...(row?.reason == null ? {} : { reason: row.reason }),
          };
        }),
      };
    }
    case 'act.timeSet':
      return { visit: event.visit };
    case 'act.registered':
      // The print form now carries the registry number.
      await writePrintForm(tx, act, at, { publicUrl });
      return { regnum: event.regnum, regdate: event.regdate };
    case 'act.returnedWithRemarks':
      return { noteId: await note('remark', event.remark) };
    case 'act.refused':
      return { noteId: await note('refusal', event.reason), resolutionFileId: event.resolutionFileId };
    case 'act.cancelled':
      return { noteId: await note('cancellation', event.reason) };
    default:
      return {};
  }
}

/** zod issue strings ("path: key") of applyEvent -> validation fields. */
function fieldsOf(issues: string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const split = issue.lastIndexOf(': ');
    const path = split < 0 ? '(root)' : issue.slice(0, split);
    const key = split < 0 ? issue : issue.slice(split + 2);
    const field = path === '(root)' ? 'type' : path;
    fields[field] ??= /^error_[a-z_]+$/.test(key) ? key : 'invalid_value';
  }
  return fields;
}
