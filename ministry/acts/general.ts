import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { restore, type StoredAct } from '../../machines/act/act.persist';
import { selectAct } from '../../machines/act/act.select';
import {
  type ActGeneralEdit,
  type ActLinkKind,
  actGeneralEditSchema,
  actGeneralKeys,
} from '../../machines/act-form/act-general.schema';
import type { Database, Tx } from '../db/database';
import { prepared } from '../db/prepared';
import { type ActRow, actAttributes, actLinks, invoices, notarialActs, powersOfAttorney } from '../db/schema';
import { MinistryError, parseInput } from '../errors';
import { attributesOf, linkedActsShown, linkedEitherWay, linksOf } from './general-print';
import { type Acts, assertRelated, isRelated, journalEdit, lockAct, rolesOf } from './lifecycle';

// The act's general fields of specification section 3 that the notary sets while checking the act
// (decision 080): where it is performed (the office, or elsewhere at a typed address), free of payment
// with the reason, the notary's attributes (title, value) and the linked acts. The route parses the
// uuid and answers the detail; this module authorizes (the act's assigned notary only, in the step the
// statechart tags `notaryEditable`), validates, writes, journals and writes the print form again.
// Reading them for the act page and the public check is here too, with each linked act's access
// checked for the viewer, act by act.

type Reader = Pick<Database, 'select'>;

const versionSchema = z.object({
  version: z
    .number({ error: 'error_wrong_version' })
    .int('error_wrong_version')
    .positive('error_wrong_version'),
});

function refused(reason: 'forbidden_role' | 'not_allowed'): MinistryError {
  return new MinistryError(409, 'transition_refused', {
    params: { reason },
    messageKey: `act_refusals.${reason}`,
  });
}

/** How the page and the public check name a link seen from either end. */
export type LinkRelation = ActLinkKind | 'annulledBy' | 'repeatedBy' | 'baseOf';
const incoming: Record<ActLinkKind, LinkRelation> = {
  annuls: 'annulledBy',
  repeats: 'repeatedBy',
  base: 'baseOf',
};

export interface GeneralStored {
  attributes: { title: string; value: string }[];
  links: { kind: ActLinkKind; regnum: string }[];
}

async function storedLists(db: Reader, actId: number): Promise<GeneralStored> {
  // Sequential: inside a transaction the reads share one connection.
  const attributes = await attributesOf(db, actId);
  const links = await db
    .select({ kind: actLinks.kind, regnum: notarialActs.regnum })
    .from(actLinks)
    .innerJoin(notarialActs, eq(notarialActs.id, actLinks.linkedActId))
    .where(eq(actLinks.actId, actId))
    .orderBy(asc(actLinks.position));
  return { attributes, links: links.map((link) => ({ kind: link.kind, regnum: link.regnum ?? '' })) };
}

/** The registered acts the links name, by registry number; a 400 on the path of one that is not. */
async function resolveLinks(tx: Tx, act: ActRow, links: ActGeneralEdit['links']): Promise<number[]> {
  if (links.length === 0) return [];
  const rows = await tx
    .select({ id: notarialActs.id, regnum: notarialActs.regnum })
    .from(notarialActs)
    .where(
      inArray(
        notarialActs.regnum,
        links.map((link) => link.regnum),
      ),
    );
  const byRegnum = new Map(rows.map((row) => [row.regnum, row.id]));
  const fields: Record<string, string> = {};
  const ids = links.map((link, index) => {
    const id = byRegnum.get(link.regnum);
    if (id === undefined) fields[`links.${index}.regnum`] = actGeneralKeys.linkNotFound;
    else if (id === act.id) fields[`links.${index}.regnum`] = actGeneralKeys.linkSelf;
    return id ?? 0;
  });
  if (Object.keys(fields).length > 0) throw new MinistryError(400, 'validation_failed', { fields });
  return ids;
}

/**
 * POST /notarial_act/{uuid}/general: the notary's edit of the act's general fields. Only the act's
 * assigned notary (another notary of the office: 403; the applicant or a party: 409 forbidden_role),
 * only while the statechart allows it (409 not_allowed), at the version the notary saw (409
 * stale_version). Each list replaces the stored one. Nothing changed: nothing written.
 */
export async function changeGeneral(
  db: Database,
  acts: Acts,
  uuid: string,
  userId: number,
  body: unknown,
): Promise<void> {
  const { version } = parseInput(versionSchema, body);
  const input = parseInput(actGeneralEditSchema, body);
  const result = await db.transaction(async (tx) => {
    const act = await lockAct(tx, { uuid });
    const roles = await rolesOf(tx, act, userId);
    assertRelated(roles);
    if (!roles.notary) {
      if (roles.officeNotary) throw new MinistryError(403, 'not_assigned_notary');
      throw refused('forbidden_role');
    }
    if (act.version !== version) {
      throw new MinistryError(409, 'stale_version', { params: { version: act.version } });
    }
    const view = selectAct(restore({ state: act.state, context: act.context } as StoredAct), {
      role: 'notary',
      userId: String(userId),
    });
    if (!view.canEditGeneral) throw refused('not_allowed');

    // The state fee is waived on a free act: one already invoiced keeps its fee (decision 080).
    if (input.freeOfPayment && !act.freeOfPayment) {
      const [invoiced] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.actId, act.id), eq(invoices.purpose, 'state_fee')))
        .limit(1);
      if (invoiced) {
        throw new MinistryError(400, 'validation_failed', {
          fields: { freeOfPayment: 'error_free_of_payment_invoiced' },
        });
      }
    }
    const linkedIds = await resolveLinks(tx, act, input.links);

    const before = {
      place: act.place,
      placeAddress: act.placeAddress,
      freeOfPayment: act.freeOfPayment,
      freeOfPaymentReason: act.freeOfPaymentReason,
      ...(await storedLists(tx, act.id)),
    };
    const after = { ...input };
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
      (key) => !isDeepStrictEqual(before[key], after[key]),
    );
    if (changed.length === 0) return null;

    const at = acts.now().toISOString();
    const next = act.version + 1;
    const [written] = await tx
      .update(notarialActs)
      .set({
        place: input.place,
        placeAddress: input.placeAddress,
        freeOfPayment: input.freeOfPayment,
        freeOfPaymentReason: input.freeOfPaymentReason,
        version: next,
        updatedAt: at,
      })
      .where(eq(notarialActs.id, act.id))
      .returning();
    if (changed.includes('attributes')) {
      await tx.delete(actAttributes).where(eq(actAttributes.actId, act.id));
      if (input.attributes.length > 0) {
        await tx
          .insert(actAttributes)
          .values(input.attributes.map((attribute, position) => ({ actId: act.id, position, ...attribute })));
      }
    }
    if (changed.includes('links')) {
      await tx.delete(actLinks).where(eq(actLinks.actId, act.id));
      if (input.links.length > 0) {
        await tx.insert(actLinks).values(
          input.links.map((link, position) => ({
            actId: act.id,
            linkedActId: linkedIds[position]!,
            kind: link.kind,
            position,
          })),
        );
      }
    }
    const actor = { role: 'notary' as const, userId: String(userId) };
    // The journal names what changed; its data change keeps the values that are nobody's personal
    // data (the place, the flag, the linked registry numbers), not a typed address, reason or note.
    const plain = (values: typeof before) => ({
      'general.place': values.place,
      'general.freeOfPayment': values.freeOfPayment,
      'general.attributes': values.attributes.length,
      'general.links': values.links,
    });
    return journalEdit(tx, acts, written!, {
      actor,
      userId,
      version: next,
      at,
      payload: { fields: changed },
      context: {},
      dataChange: { before: plain(before), after: plain(after) },
    });
  });
  if (result) acts.committed(result.actId, result.version);
}

export interface LinkedActView {
  relation: LinkRelation;
  regnum: string;
  regdate: string | null;
  /** Set only when the viewer may open the linked act (checked act by act); otherwise the number only. */
  rid: number | null;
  uuid: string | null;
  /** From the act's own data (a delegation's basePowerOfAttorneyId), not a link the notary stored. */
  derived: boolean;
}

export interface GeneralExtras {
  attributes: { title: string; value: string }[];
  linkedActs: LinkedActView[];
}

/** The act the link names and whether this viewer may open it (every relation is checked in turn). */
async function linkedView(
  db: Reader,
  relation: LinkRelation,
  linked: ActRow,
  userId: number,
): Promise<LinkedActView> {
  const open = isRelated(await rolesOf(db, linked, userId));
  return {
    relation,
    regnum: linked.regnum ?? '',
    regdate: linked.regdate,
    rid: open ? linked.id : null,
    uuid: open ? linked.uuid : null,
    derived: false,
  };
}

/**
 * The attributes and the linked acts of an act for one viewer: its own links, the acts that link to
 * it (each named from this act's side: annulled by, repeated by, base of), and the registry's base
 * power of attorney a delegation names (basePowerOfAttorneyId), as a number only unless the portal
 * registered it and the viewer may open it.
 */
export async function generalExtras(
  db: Reader,
  act: ActRow,
  userId: number,
  attributes: GeneralExtras['attributes'],
): Promise<GeneralExtras> {
  // Read with every act's detail (which read the attributes): built once per database handle.
  const rows = await prepared(db, 'act_links', () =>
    db
      .select({ link: actLinks, linked: notarialActs })
      .from(actLinks)
      .innerJoin(notarialActs, linkedEitherWay(sql.placeholder('actId')))
      .where(linksOf(sql.placeholder('actId')))
      .orderBy(asc(actLinks.actId), asc(actLinks.position))
      .limit(linkedActsShown)
      .prepare('act_links'),
  ).execute({ actId: act.id });
  const linkedActs: LinkedActView[] = [];
  for (const { link, linked } of rows) {
    const relation = link.actId === act.id ? link.kind : incoming[link.kind];
    linkedActs.push(await linkedView(db, relation, linked, userId));
  }
  const base = await registryBase(db, act);
  if (base && !linkedActs.some((view) => view.relation === 'base' && view.regnum === base.regnum)) {
    const [portal] = await db.select().from(notarialActs).where(eq(notarialActs.regnum, base.regnum));
    linkedActs.unshift(
      portal
        ? { ...(await linkedView(db, 'base', portal, userId)), derived: true }
        : {
            relation: 'base',
            regnum: base.regnum,
            regdate: base.regdate,
            rid: null,
            uuid: null,
            derived: true,
          },
    );
  }
  return { attributes, linkedActs };
}

async function registryBase(db: Reader, act: Pick<ActRow, 'fields'>) {
  const baseId = act.fields.basePowerOfAttorneyId;
  if (typeof baseId !== 'number') return undefined;
  const [base] = await db
    .select({ regnum: powersOfAttorney.registryNumber, regdate: powersOfAttorney.registryDate })
    .from(powersOfAttorney)
    .where(eq(powersOfAttorney.id, baseId));
  return base;
}

/**
 * The public act check's linked acts from the links table (decision 080): registered acts only, by
 * registry number and date, named from the checked act's side. Nothing about anybody in them.
 */
export async function publicLinks(
  db: Reader,
  actId: number,
): Promise<{ relation: LinkRelation; regnum: string; regdate: string }[]> {
  const rows = await db
    .select({ link: actLinks, regnum: notarialActs.regnum, regdate: notarialActs.regdate })
    .from(actLinks)
    .innerJoin(
      notarialActs,
      or(
        and(eq(actLinks.actId, actId), eq(notarialActs.id, actLinks.linkedActId)),
        and(eq(actLinks.linkedActId, actId), eq(notarialActs.id, actLinks.actId)),
      ),
    )
    .where(
      and(
        or(eq(actLinks.actId, actId), eq(actLinks.linkedActId, actId)),
        isNotNull(notarialActs.regnum),
        isNotNull(notarialActs.regdate),
      ),
    )
    .orderBy(asc(actLinks.actId), asc(actLinks.position))
    .limit(linkedActsShown);
  return rows.map((row) => ({
    relation: row.link.actId === actId ? row.link.kind : incoming[row.link.kind],
    regnum: row.regnum!,
    regdate: row.regdate!,
  }));
}
