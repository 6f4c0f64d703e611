import { and, asc, eq, isNotNull, or, type Placeholder } from 'drizzle-orm';
import { displayDate } from '../../machines/clock/clock';
import type { Database, Tx } from '../db/database';
import { type ActRow, actAttributes, actLinks, notarialActs } from '../db/schema';

// The print form's rows of the act's general fields (decision 080), apart from general.ts so that the
// print form, which general.ts writes, does not import it back.

/**
 * The most linked acts shown of one act: its own (at most 10) and those linking to it, which nothing
 * bounds but the number of acts, so a page, a form and the public check each read a bounded list.
 */
export const linkedActsShown = 50;

/** The act's attributes in their order: title and value. */
export function attributesOf(db: Pick<Database, 'select'>, actId: number) {
  return db
    .select({ title: actAttributes.title, value: actAttributes.value })
    .from(actAttributes)
    .where(eq(actAttributes.actId, actId))
    .orderBy(asc(actAttributes.position));
}

/** A link of the act `actId`, either way, joined to the act at its other end. */
export function linkedEitherWay(actId: number | Placeholder) {
  return or(
    and(eq(actLinks.actId, actId), eq(notarialActs.id, actLinks.linkedActId)),
    and(eq(actLinks.linkedActId, actId), eq(notarialActs.id, actLinks.actId)),
  );
}

/** The links of the act `actId`: its own and those to it. */
export const linksOf = (actId: number | Placeholder) =>
  or(eq(actLinks.actId, actId), eq(actLinks.linkedActId, actId));

const dash = '—';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export async function generalPrintRows(
  tx: Tx,
  act: ActRow,
  officeAddress: string | null,
  t: Translate,
): Promise<{ rows: [string, string][]; attributes: [string, string][]; links: [string, string][] }> {
  const rows: [string, string][] = [
    [
      t('general.place'),
      act.place === 'elsewhere'
        ? t('general.place_elsewhere', { address: act.placeAddress ?? dash })
        : t('general.place_office', { address: officeAddress ?? dash }),
    ],
  ];
  if (act.dateBegin) {
    rows.push([
      t('general.period'),
      act.dateFinish
        ? t('general.period_bounded', { from: displayDate(act.dateBegin), to: displayDate(act.dateFinish) })
        : t('general.period_open', { from: displayDate(act.dateBegin) }),
    ]);
  }
  if (act.freeOfPayment) {
    rows.push([t('general.free_of_payment'), act.freeOfPaymentReason ?? t('general.free_of_payment_yes')]);
  }
  const attributeRows = await attributesOf(tx, act.id);
  // Registered linked acts only, either way, by number and date: the form names nobody in them.
  const linkRows = await tx
    .select({ link: actLinks, regnum: notarialActs.regnum, regdate: notarialActs.regdate })
    .from(actLinks)
    .innerJoin(notarialActs, linkedEitherWay(act.id))
    .where(and(linksOf(act.id), isNotNull(notarialActs.regnum)))
    .orderBy(asc(actLinks.actId), asc(actLinks.position))
    .limit(linkedActsShown);
  return {
    rows,
    attributes: attributeRows.map((row) => [row.title, row.value]),
    links: linkRows.map((row) => [
      t(`general.relations.${row.link.actId === act.id ? row.link.kind : `${row.link.kind}_by`}`),
      row.regdate ? `${row.regnum} (${displayDate(row.regdate)})` : row.regnum!,
    ]),
  };
}
