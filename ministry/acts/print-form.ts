import { and, asc, eq } from 'drizzle-orm';
import { amountSeparators, formatAmount } from '../../machines/money/format-amount';
import { amountInWords } from '../../machines/money/in-words';
import type { Tx } from '../db/database';
import {
  type ActRow,
  actTypes,
  citizens,
  files,
  invoices,
  notaries,
  offices,
  parties,
  users,
  vehicleSubjects,
} from '../db/schema';
import { type Language, translate } from '../i18n';
import { PdfWriter } from './pdf';
import { displayDate, tashkentDateTime } from './time';

// The act's documents as PDF files of acts.files, which the gateway's /files/* serves like any other
// download: the print form (written when the act is created and again when it is registered, then
// with the registry number) and the notary's refusal resolution. Both are in the act's language.

export const pdfContentType = 'application/pdf';

const dash = '—';

/**
 * An amount as the print form writes it, in figures and then in words in the act's language:
 * "95 000 000,00 so‘m (to‘qson besh million so‘m 00 tiyin)". The figures are the screens' own
 * (machines/money `formatAmount`), with the grouping spaces made narrow no-break spaces so that a
 * figure is never split over two lines of the form (decision 032).
 */
export function printedAmount(tiyin: number, language: Language): string {
  return translate(language, 'acts.files.money', {
    amount: formatAmount(tiyin, language).replaceAll(amountSeparators[language].group, '\u202F'),
    words: amountInWords(tiyin, language),
  });
}

const inLanguage = (language: Language, text: { oz: string; uz: string; ru: string }) => text[language];

/** What both documents show about the act: type, office, notary and parties, in the act's language. */
async function actFacts(tx: Tx, act: ActRow) {
  const language = act.language as Language;
  const [type] = await tx.select().from(actTypes).where(eq(actTypes.id, act.typeId));
  const [office] = await tx.select().from(offices).where(eq(offices.id, act.officeId));
  const [notary] = act.notaryId
    ? await tx
        .select({ citizen: citizens })
        .from(notaries)
        .innerJoin(users, eq(users.id, notaries.userId))
        .innerJoin(citizens, eq(citizens.id, users.citizenId))
        .where(eq(notaries.id, act.notaryId))
    : [];
  const partyRows = await tx
    .select({ party: parties, citizen: citizens })
    .from(parties)
    .innerJoin(citizens, eq(citizens.id, parties.citizenId))
    .where(eq(parties.actId, act.id))
    .orderBy(asc(parties.id));
  // Names as the user record gives them: Latin for oz, Cyrillic for uz and ru.
  const nameOf = (c: typeof citizens.$inferSelect) =>
    language === 'oz'
      ? `${c.surnameLatin} ${c.nameLatin} ${c.lastnameLatin}`
      : `${c.surnameCyrillic} ${c.nameCyrillic} ${c.lastnameCyrillic}`;
  return {
    language,
    typeName: type ? inLanguage(language, { oz: type.nameOz, uz: type.nameUz, ru: type.nameRu }) : '',
    office: office
      ? {
          name: inLanguage(language, { oz: office.nameOz, uz: office.nameUz, ru: office.nameRu }),
          address: inLanguage(language, { oz: office.addressOz, uz: office.addressUz, ru: office.addressRu }),
        }
      : null,
    notaryName: notary ? nameOf(notary.citizen) : null,
    parties: partyRows.map(({ party, citizen }) => ({
      role: party.role,
      // The name entered with the party is the Latin one; other scripts come from the registry.
      name: language === 'oz' ? party.fio : nameOf(citizen),
      passport: `${party.passserial} ${party.passnum}`,
      status: party.status ?? 'awaiting',
    })),
  };
}

type Facts = Awaited<ReturnType<typeof actFacts>>;

const translator = (language: Language) => (key: string, params?: Record<string, string | number>) =>
  translate(language, `acts.files.${key}`, params);

function issuer(pdf: PdfWriter, facts: Facts): void {
  const t = translator(facts.language);
  pdf.header(facts.office ? [t('ministry'), facts.office.name] : [t('ministry')]);
}

function officeRows(facts: Facts): [string, string][] {
  const t = translator(facts.language);
  return [
    [t('office'), facts.office?.name ?? dash],
    [t('office_address'), facts.office?.address ?? dash],
    [t('notary'), facts.notaryName ?? t('no_notary')],
  ];
}

function partiesTable(pdf: PdfWriter, facts: Facts): void {
  const t = translator(facts.language);
  pdf.heading(t('parties'));
  pdf.table(
    [
      { title: t('party_role'), width: 0.2 },
      { title: t('party_name'), width: 0.38 },
      { title: t('party_passport'), width: 0.18 },
      { title: t('party_status'), width: 0.24 },
    ],
    facts.parties.map((p) => [t(`roles.${p.role}`), p.name, p.passport, t(`party_statuses.${p.status}`)]),
  );
}

async function renderPrintForm(tx: Tx, act: ActRow, at: string): Promise<Buffer> {
  const facts = await actFacts(tx, act);
  const t = translator(facts.language);
  const money = (tiyin: number) => printedAmount(tiyin, facts.language);
  const date = (iso: string | null) => (iso ? displayDate(iso) : dash);
  const subjects = await tx
    .select()
    .from(vehicleSubjects)
    .where(eq(vehicleSubjects.actId, act.id))
    .orderBy(asc(vehicleSubjects.id));
  const invoiceRows = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.actId, act.id))
    .orderBy(asc(invoices.id));

  const pdf = await PdfWriter.create({
    title: `${t('print_title')}: ${facts.typeName} (${act.id})`,
    language: facts.language,
    createdAt: at,
  });
  issuer(pdf, facts);
  pdf.title(facts.typeName, t('print_title'));
  pdf.rows([
    [t('rid'), String(act.id)],
    [t('uuid'), act.uuid],
    [t('created'), displayDate(tashkentDateTime(act.instime).date)],
    [t('regnum'), act.regnum ?? t('not_registered')],
    ...(act.regdate ? [[t('regdate'), displayDate(act.regdate)] as [string, string]] : []),
    ...officeRows(facts),
  ]);
  partiesTable(pdf, facts);

  for (const v of subjects) {
    const f = (key: string) => t(`vehicle_fields.${key}`);
    pdf.heading(`${t('vehicle')}: ${v.stateNumber}`);
    pdf.rows([
      [f('state_number'), v.stateNumber],
      [f('tech_passport'), `${v.techPassportSeries} ${v.techPassportNumber}`],
      [f('make'), v.make],
      [f('model'), v.model],
      [f('country'), v.country],
      [f('year'), String(v.year)],
      [f('colour'), v.colour],
      [f('motor_number'), v.motorNumber],
      [f('body_number'), v.bodyNumber],
      [f('chassis_number'), v.chassisNumber ?? dash],
      [f('horsepower'), String(v.horsepower)],
      [f('issuer'), v.issuer],
      [f('issue_date'), date(v.issueDate)],
      [f('address'), v.address],
      [f('special_marks'), v.specialMarks ?? dash],
      [f('stamp_organisation'), v.stampOrganisation ?? dash],
      [f('stamp_date'), date(v.stampDate)],
      [f('price'), v.price === null ? dash : money(v.price)],
      [f('balance_percent'), String(v.balancePercent)],
      [f('invoice_date'), date(v.invoiceDate)],
      [f('valuation'), money(v.valuation)],
      [f('inventory_price'), money(v.inventoryPrice)],
      [f('unpaid_sum'), money(v.unpaidSum)],
      [f('fines'), money(v.fines)],
    ]);
  }

  pdf.heading(t('invoices'));
  if (invoiceRows.length === 0) pdf.paragraph(t('no_invoices'));
  else
    pdf.table(
      [
        { title: t('invoice_number'), width: 0.14 },
        { title: t('invoice_purpose'), width: 0.34 },
        { title: t('invoice_amount'), width: 0.26 },
        { title: t('invoice_status'), width: 0.26 },
      ],
      invoiceRows.map((invoice) => [
        String(invoice.id),
        t(`purposes.${invoice.purpose}`),
        money(invoice.amount),
        invoice.paid
          ? `${t('paid')}${invoice.paidAt ? `, ${displayDate(tashkentDateTime(invoice.paidAt).date)}` : ''}`
          : t('unpaid'),
      ]),
    );

  const generated = tashkentDateTime(at);
  pdf.space(8).rows([[t('generated'), `${displayDate(generated.date)} ${generated.time}`]]);
  return pdf.finish();
}

export async function writePrintForm(tx: Tx, act: ActRow, at: string): Promise<string> {
  const bytes = await renderPrintForm(tx, act, at);
  const name = `notarial-act-${act.id}.pdf`;
  const [printForm] = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.actId, act.id), eq(files.kind, 'print_form')));
  if (printForm) {
    // Name and type too: a form written before PDF print forms was a text file.
    await tx
      .update(files)
      .set({ bytes, name, contentType: pdfContentType, createdAt: at })
      .where(eq(files.id, printForm.id));
    return printForm.id;
  }
  const [row] = await tx
    .insert(files)
    .values({ actId: act.id, kind: 'print_form', name, contentType: pdfContentType, bytes, createdAt: at })
    .returning({ id: files.id });
  return row!.id;
}

/** The notary's resolution on refusing the act, with their reason in their own words. */
export async function refusalResolution(
  tx: Tx,
  act: ActRow,
  reason: string,
  at: string,
): Promise<{ name: string; contentType: string; bytes: Buffer }> {
  const facts = await actFacts(tx, act);
  const t = translator(facts.language);
  const pdf = await PdfWriter.create({
    title: `${t('refusal_title')} (${act.id})`,
    language: facts.language,
    createdAt: at,
  });
  issuer(pdf, facts);
  pdf.title(t('refusal_title'));
  pdf.split(t('city'), displayDate(tashkentDateTime(at).date));
  pdf.paragraph(t('refusal_intro'));
  pdf.rows([
    [t('rid'), String(act.id)],
    [t('uuid'), act.uuid],
    [t('type'), facts.typeName],
    ...officeRows(facts),
  ]);
  partiesTable(pdf, facts);
  pdf.heading(t('refusal_reason'));
  pdf.paragraph(reason);
  pdf.space(10).paragraph(t('refusal_closing'));
  pdf.space(16).paragraph(t('signature', { name: facts.notaryName ?? '' }));
  return { name: `refusal-resolution-${act.id}.pdf`, contentType: pdfContentType, bytes: await pdf.finish() };
}
