import { and, asc, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  type ActTypeDefinition,
  isActTypeId,
  actTypes as registry,
} from '../../machines/act-types/act-types';
import type { FieldSpec } from '../../machines/act-types/field-spec';
import {
  choiceLabelKey,
  type FieldGroup,
  fieldGroups,
  fieldLabelKey,
  subjectLabelKey,
} from '../../machines/act-types/labels';
import { commonPartyFields } from '../../machines/act-types/party';
import { displayDate, tashkentDateTime } from '../../machines/clock/clock';
import { formatBankReference } from '../../machines/fields/bank-reference';
import { isCountryCode } from '../../machines/fields/country';
import { formatDateTime } from '../../machines/fields/date-time';
import { amountSeparators, formatAmount } from '../../machines/money/format-amount';
import { amountInWords } from '../../machines/money/in-words';
import type { Tx } from '../db/database';
import {
  type ActRow,
  actTypes,
  citizens,
  files,
  invoices,
  legalEntities,
  notaries,
  offices,
  otherSubjects,
  parties,
  payments,
  powersOfAttorney,
  realEstateSubjects,
  users,
  vehicleSubjects,
} from '../db/schema';
import { type Language, translate, translateLabel } from '../i18n';
import { citizenNameIn } from '../text/citizen-name';
import { generalPrintRows } from './general-print';
import { clientPlaces, clientView } from './party-registry';
import { PdfWriter } from './pdf';

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
  const inns = partyRows.flatMap(({ party }) => (party.inn ? [party.inn] : []));
  const entities =
    inns.length === 0
      ? []
      : await tx
          .select({ inn: legalEntities.inn, name: legalEntities.name })
          .from(legalEntities)
          .where(inArray(legalEntities.inn, inns));
  // Names as the user record gives them (ministry/text/citizen-name.ts).
  const nameOf = (c: typeof citizens.$inferSelect) => citizenNameIn(language, c);
  return {
    language,
    nameOf,
    definition: isActTypeId(act.typeId) ? registry[act.typeId] : undefined,
    typeName: type ? inLanguage(language, { oz: type.nameOz, uz: type.nameUz, ru: type.nameRu }) : '',
    office: office
      ? {
          name: inLanguage(language, { oz: office.nameOz, uz: office.nameUz, ru: office.nameRu }),
          address: inLanguage(language, { oz: office.addressOz, uz: office.addressUz, ru: office.addressRu }),
        }
      : null,
    notaryName: notary ? nameOf(notary.citizen) : null,
    parties: partyRows.map(({ party, citizen }) => {
      // The name entered with the party is the Latin one; other scripts come from the registry.
      const person = language === 'oz' ? party.fio : nameOf(citizen);
      const entity = party.inn ? entities.find((e) => e.inn === party.inn) : undefined;
      return {
        role: party.role,
        class: party.class,
        // A legal party is the organisation, acting through its manager (the party's citizen).
        name: party.class === 'legal' ? (entity?.name ?? party.inn ?? person) : person,
        manager: party.class === 'legal' ? person : null,
        inn: party.inn,
        branchName: party.branchName,
        fields: party.fields,
        pin: party.pin,
        // The registry's data of the party as it was when added (decision 082); null on older rows.
        gender: party.gender,
        birthPlace: party.birthPlace,
        regAddress: party.regAddress,
        // The document the party was named by: the passport, or a minor's birth record.
        passport:
          party.passserial && party.passnum
            ? `${party.passserial} ${party.passnum}`
            : (party.birthRecordNumber ?? dash),
        status: party.status ?? 'awaiting',
      };
    }),
  };
}

type Facts = Awaited<ReturnType<typeof actFacts>>;

/**
 * The payments of the act's invoices, as the payments tab lists them (decision 083): when each was made
 * (dd.mm.yyyy HH:mm:ss, machines/fields/date-time.ts), who paid, and how (card ****1234, bank transfer
 * with its reference, on site). Nothing when no invoice is paid.
 */
async function paymentList(tx: Tx, pdf: PdfWriter, act: ActRow, language: Language): Promise<void> {
  const rows = await tx
    .select({ payment: payments, payer: payerNames })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(users, eq(users.id, payments.payerUserId))
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .where(eq(invoices.actId, act.id))
    .orderBy(asc(payments.at), asc(payments.id));
  if (rows.length === 0) return;
  const t = translator(language);
  const method = (payment: (typeof rows)[number]['payment']) =>
    payment.method === 'card'
      ? t('payment_list.card', { last4: payment.cardLast4 ?? '' })
      : payment.method === 'bank'
        ? t('payment_list.bank', { reference: formatBankReference(payment.reference ?? '') })
        : t('payment_list.on_site');
  pdf.heading(t('payment_list.heading'));
  pdf.table(
    [
      { title: t('payment_list.invoice'), width: 0.14 },
      { title: t('payment_list.at'), width: 0.22 },
      { title: t('payment_list.payer'), width: 0.3 },
      { title: t('payment_list.method'), width: 0.34 },
    ],
    rows.map(({ payment, payer }) => [
      String(payment.invoiceId),
      formatDateTime(payment.at),
      citizenNameIn(language, payer),
      method(payment),
    ]),
  );
}

const payerNames = {
  surnameLatin: citizens.surnameLatin,
  nameLatin: citizens.nameLatin,
  lastnameLatin: citizens.lastnameLatin,
  surnameCyrillic: citizens.surnameCyrillic,
  nameCyrillic: citizens.nameCyrillic,
  lastnameCyrillic: citizens.lastnameCyrillic,
};

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
  const label = (key: string) => translateLabel(facts.language, key);
  pdf.heading(t('parties'));
  pdf.table(
    [
      { title: t('party_role'), width: 0.28 },
      { title: t('party_name'), width: 0.34 },
      { title: t('party_passport'), width: 0.15 },
      { title: t('party_status'), width: 0.23 },
    ],
    facts.parties.map((p) => [
      label(`actTypes:roles.${p.role}`),
      p.name,
      p.passport,
      t(`party_statuses.${p.status}`),
    ]),
  );
}

/**
 * The public check of a registered act (section 2, `/search_notarial_act`, built by the public
 * services issue): what the QR code of its print form opens.
 */
export function actCheckUrl(publicUrl: string, regnum: string, regdate: string): string {
  const query = new URLSearchParams({ regnum, regdate: displayDate(regdate) });
  return `${publicUrl.replace(/\/+$/, '')}/search_notarial_act?${query.toString()}`;
}

export interface PrintFormOptions {
  /** The portal's address (PUBLIC_URL), as in the invitations' links. */
  publicUrl: string;
}

type Values = Readonly<Record<string, unknown>>;

/** What the registry's field values of an act name beyond themselves: people by PIN, a base power of attorney. */
async function referencedRecords(tx: Tx, values: Values[]) {
  const pins = new Set<string>();
  const basePowers = new Set<number>();
  for (const group of values) {
    for (const [name, value] of Object.entries(group)) {
      if (name === 'basePowerOfAttorneyId' && typeof value === 'number') basePowers.add(value);
      if (name === 'shares' && Array.isArray(value))
        for (const share of value as { recipientPin?: unknown }[])
          if (typeof share.recipientPin === 'string') pins.add(share.recipientPin);
      const pin = (value as { pin?: unknown } | null)?.pin;
      if (typeof pin === 'string') pins.add(pin);
    }
  }
  const people =
    pins.size === 0
      ? []
      : await tx
          .select()
          .from(citizens)
          .where(inArray(citizens.pin, [...pins]));
  const powers =
    basePowers.size === 0
      ? []
      : await tx
          .select()
          .from(powersOfAttorney)
          .where(inArray(powersOfAttorney.id, [...basePowers]));
  return { people, powers };
}

/**
 * A registry field's value as the form writes it, by the field's kind (field-spec.ts): amounts in
 * figures and words, choices by their names, dates as entered, people by name. Undefined when the
 * act has no value for it.
 */
function printedValue(
  name: string,
  spec: FieldSpec,
  value: unknown,
  context: { facts: Facts; records: Awaited<ReturnType<typeof referencedRecords>> },
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const { language, nameOf } = context.facts;
  const t = translator(language);
  const p = (key: string, params?: Record<string, string | number>) => t(`print.${key}`, params);
  const choice = (item: unknown) => {
    const key = choiceLabelKey(name, String(item));
    return key ? translateLabel(language, key) : String(item);
  };
  // A person by name only where the PIN and the passport typed name them together (decision 069): a
  // PIN alone (a share's recipient) prints as typed, or the form would be a lookup by PIN.
  const personByPin = (pin: unknown, passport?: { passserial?: unknown; passnum?: unknown }) => {
    const citizen =
      passport === undefined
        ? undefined
        : context.records.people.find(
            (c) => c.pin === pin && c.passserial === passport.passserial && c.passnum === passport.passnum,
          );
    return citizen ? `${nameOf(citizen)}, ${p('pin', { pin: String(pin) })}` : p('pin', { pin: String(pin) });
  };
  const group = value as Record<string, unknown>;
  // A party another party of the act represents: by its name and role, as the parties table lists it.
  if (name === 'representedParty') {
    const represented = context.facts.parties.find((party) => party.pin === value);
    return represented
      ? `${represented.name} (${translateLabel(language, `actTypes:roles.${represented.role}`)})`
      : p('pin', { pin: String(value) });
  }
  switch (spec.kind) {
    case 'amount':
      return typeof value === 'number' ? printedAmount(value, language) : String(value);
    case 'flag':
      return value === true ? p('yes') : p('no');
    case 'percent':
      return `${String(value).replace('.', ',')} %`;
    case 'area':
      return p('area', { value: String(value).replace('.', ',') });
    case 'choice':
      return choice(value);
    case 'choices':
      if (name === 'grantedRights') {
        const list = (group.rights as unknown[] | undefined) ?? [];
        return [
          ...list.map(choice),
          group.delegation === true ? p('delegation_allowed') : p('delegation_denied'),
        ].join('; ');
      }
      return Array.isArray(value) ? value.map(choice).join(', ') : choice(value);
    case 'country':
    case 'countries': {
      // A code the list lost since the act was made still prints, as its code.
      const list = Array.isArray(value) ? value : [value];
      return list
        .map((code) =>
          isCountryCode(code)
            ? translate(language, `countries.${code}`)
            : p('country', { code: String(code) }),
        )
        .join(', ');
    }
    case 'reference': {
      const list = Array.isArray(value) ? value : [value];
      return list
        .map((id) => {
          if (name === 'basePowerOfAttorneyId') {
            const base = context.records.powers.find((row) => row.id === id);
            return base
              ? p('power_of_attorney', {
                  number: base.registryNumber,
                  date: displayDate(base.registryDate),
                  from: displayDate(base.termFrom),
                  to: displayDate(base.termTo),
                })
              : p('power_of_attorney_id', { id: String(id) });
          }
          return String(id);
        })
        .join(', ');
    }
    case 'group':
      switch (name) {
        case 'representative':
          return `${personByPin(group.pin, group)}; ${p('basis', { basis: String(group.basis) })}`;
        case 'signLanguageInterpreter':
          return personByPin(group.pin, group);
        case 'guardian':
          return p('guardian', { post: String(group.post), decision: String(group.decision) });
        case 'marriage':
        // A spouse consent's divorce record (act field, decision 081) reads as a marriage record does.
        case 'divorceRecord':
          return `№ ${String(group.recordNumber)}, ${String(group.recordDate)}, ${String(group.organisation)}`;
        case 'translationLanguages':
          return `${String(group.from)} → ${String(group.to)}`;
        case 'consularRegistration':
          return p('consular_registration', {
            consulate: String(group.consulate),
            number: String(group.number),
            date: String(group.date),
          });
        case 'proxyDocument':
          return p('proxy_document', {
            number: String(group.number),
            date: String(group.date),
            issuer: String(group.issuer),
          });
        case 'signingBlank':
          return p('signing_blank', { series: String(group.series), number: String(group.number) });
        case 'creditOrganisation':
          return p('organisation', { name: String(group.name), inn: String(group.inn) });
        case 'insurance':
          return p('insurance', {
            company: String(group.company),
            number: String(group.policyNumber),
            date: String(group.policyDate),
          });
        case 'shares':
          return (value as { share: { numerator: number; denominator: number }; recipientPin: string }[])
            .map((s) => `${s.share.numerator}/${s.share.denominator} — ${personByPin(s.recipientPin)}`)
            .join('; ');
        default:
          return JSON.stringify(value);
      }
    default:
      return String(value);
  }
}

/**
 * Label–value rows of a group's fields, in the order the type's definition lists them (then any
 * other stored field of the catalogue), each labelled with the registry's name of the field.
 */
function fieldRows(
  group: FieldGroup,
  order: readonly string[],
  values: Values,
  context: Parameters<typeof printedValue>[3],
): [string, string][] {
  const catalogue = fieldGroups[group] as Readonly<Record<string, FieldSpec>>;
  const names = [...new Set([...order, ...Object.keys(catalogue)])];
  return names.flatMap((name) => {
    const spec = catalogue[name];
    const printed = spec ? printedValue(name, spec, values[name], context) : undefined;
    return printed === undefined
      ? []
      : [[translateLabel(context.facts.language, fieldLabelKey(group, name)), printed] as [string, string]];
  });
}

/** What the registry held of a party when it was added (decision 082): gender, birth place, address. */
function registryRows(facts: Facts, party: Facts['parties'][number]): [string, string][] {
  const t = translator(facts.language);
  return [
    ...(party.gender ? [[t('print.gender'), t(`print.genders.${party.gender}`)] as [string, string]] : []),
    ...(party.birthPlace ? [[t('print.birth_place'), party.birthPlace] as [string, string]] : []),
    ...(party.regAddress ? [[t('print.reg_address'), party.regAddress] as [string, string]] : []),
  ];
}

/**
 * The applicant as section 3's client, as at the act's creation (decision 082): what a notarial act
 * states of its applicant. The address they live at stays off paper: the act page shows it to the
 * applicant and the act's notaries only.
 */
function clientRows(facts: Facts, client: Awaited<ReturnType<typeof clientView>>): [string, string][] {
  const t = translator(facts.language);
  const label = (key: string) => translateLabel(facts.language, key);
  const birthCountry =
    client.birthCountry !== null && isCountryCode(client.birthCountry)
      ? translate(facts.language, `countries.${client.birthCountry}`)
      : client.birthPlace;
  return [
    [t('print.class'), label(choiceLabelKey('class', client.type)!)],
    ...(client.type === 'legal'
      ? ([
          [t('print.legal_name'), client.orgName ?? dash],
          [t('print.inn'), client.orgInn ?? dash],
        ] as [string, string][])
      : []),
    [
      t('print.document'),
      t('print.document_value', {
        series: client.document.series,
        number: client.document.number,
        issuer: client.document.issuer,
        issued: displayDate(client.document.issued),
      }),
    ],
    [t('print.document_expiry'), displayDate(client.document.expiry)],
    [t('print.birth_country'), birthCountry],
    [t('print.citizenship'), client.citizenship],
    [t('print.nationality'), client.nationality],
    [t('print.reg_address'), client.regAddress],
    [t('print.region'), client.region.name],
    [t('print.district'), client.district.name],
  ];
}

/** The fields of a party's role (the type's definition), then the ones every party may carry. */
function partyFieldOrder(definition: ActTypeDefinition | undefined, role: string): string[] {
  const own = definition?.roles.find((r) => r.role === role)?.fields ?? {};
  return [...Object.keys(own), ...commonPartyFields];
}

async function renderPrintForm(tx: Tx, act: ActRow, at: string, options: PrintFormOptions): Promise<Buffer> {
  const facts = await actFacts(tx, act);
  const { definition, language } = facts;
  const t = translator(language);
  const label = (key: string) => translateLabel(language, key);
  const money = (tiyin: number) => printedAmount(tiyin, language);
  const date = (iso: string | null) => (iso ? displayDate(iso) : dash);
  const subjects = await tx
    .select()
    .from(vehicleSubjects)
    .where(eq(vehicleSubjects.actId, act.id))
    .orderBy(asc(vehicleSubjects.id));
  const estates = await tx
    .select()
    .from(realEstateSubjects)
    .where(eq(realEstateSubjects.actId, act.id))
    .orderBy(asc(realEstateSubjects.id));
  const [other] = await tx.select().from(otherSubjects).where(eq(otherSubjects.actId, act.id));
  const invoiceRows = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.actId, act.id))
    .orderBy(asc(invoices.id));
  const records = await referencedRecords(tx, [
    act.fields,
    ...facts.parties.map((party) => party.fields),
    other?.data ?? {},
  ]);
  const context = { facts, records };

  const pdf = await PdfWriter.create({
    title: `${t('print_title')}: ${facts.typeName} (${act.id})`,
    language,
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

  // Section 3's general fields the notary set (decision 080): place, period, free of payment and its
  // reason, the notary's attributes, the linked acts (registry numbers only).
  const general = await generalPrintRows(tx, act, facts.office?.address ?? null, t);
  pdf.rows(general.rows);
  if (general.attributes.length > 0) {
    pdf.heading(t('general.attributes'));
    pdf.rows(general.attributes);
  }
  if (general.links.length > 0) {
    pdf.heading(t('general.linked_acts'));
    pdf.rows(general.links);
  }

  // The type's own fields: a term, a trip, a credit, the translated document, the inheritance case...
  const actRows = fieldRows('act', Object.keys(definition?.fields ?? {}), act.fields, context);
  if (actRows.length > 0) {
    pdf.heading(t('print.act_fields'));
    pdf.rows(actRows);
  }

  partiesTable(pdf, facts);
  for (const party of facts.parties) {
    const rows: [string, string][] = [
      ...(party.class === 'legal'
        ? ([
            [t('print.class'), label(choiceLabelKey('class', party.class)!)],
            [t('print.inn'), party.inn ?? dash],
            ...(party.branchName ? [[t('print.branch'), party.branchName] as [string, string]] : []),
            [t('print.manager'), party.manager ?? dash],
          ] as [string, string][])
        : []),
      ...fieldRows('party', partyFieldOrder(definition, party.role), party.fields, context),
      ...registryRows(facts, party),
    ];
    if (rows.length === 0) continue;
    pdf.heading(`${label(`actTypes:roles.${party.role}`)}: ${party.name}`);
    pdf.rows(rows);
  }

  if (act.client) {
    pdf.heading(t('print.client'));
    pdf.rows(clientRows(facts, clientView(act.client, await clientPlaces(tx, act.client), language)));
  }

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
  for (const estate of estates) {
    const { id: _id, actId: _actId, ...values } = estate;
    pdf.heading(`${label(subjectLabelKey('realEstate'))}: ${estate.cadastreNumber}`);
    pdf.rows(
      fieldRows('realEstate', Object.keys(definition?.subjects.realEstate?.fields ?? {}), values, context),
    );
  }
  if (other) {
    const rows = fieldRows(
      'other',
      Object.keys(definition?.subjects.other?.fields ?? {}),
      other.data,
      context,
    );
    if (rows.length > 0) {
      pdf.heading(label(subjectLabelKey('other')));
      pdf.rows(rows);
    }
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

  await paymentList(tx, pdf, act, language);

  // A registered act's form opens its public check: the QR code, and its address in words below it.
  if (act.regnum && act.regdate) {
    const url = actCheckUrl(options.publicUrl, act.regnum, act.regdate);
    pdf.qr(QRCode.create(url).modules, t('print.qr_caption'), url);
  }

  const generated = tashkentDateTime(at);
  pdf.space(8).rows([[t('generated'), `${displayDate(generated.date)} ${generated.time}`]]);
  return pdf.finish();
}

export async function writePrintForm(
  tx: Tx,
  act: ActRow,
  at: string,
  options: PrintFormOptions,
): Promise<string> {
  const bytes = await renderPrintForm(tx, act, at, options);
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
