import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tashkentDateTime } from '../../machines/clock/clock';
import { journal, notarialActs } from '../../ministry/db/schema';
import { translate } from '../../ministry/i18n';
import { drivers, ministryForSuite } from '../support/ministry';
import { flat, readPdf } from '../support/pdf';
import {
  addVehicle,
  type Client,
  cleanSale,
  cleanSaleUsers,
  clientsForSuite,
  type Json,
  sandboxCard,
  stepOf,
} from './acts-support';

// The act's general fields (decision 080): the notary sets where the act is performed, free of payment
// with its reason, attributes and linked acts while checking it (step 2) and nobody else, ever; the
// act page, the print form and the public act check show them; registration sets the period the act
// is in force.

/** A registered power of attorney of the seed (searches.ts): nobody of these tests is related to it. */
const seededRegnum = 'NA-2026-800001';

const general = {
  place: 'elsewhere',
  placeAddress: 'Toshkent sh., 2-shahar klinik shifoxonasi, 4-palata',
  freeOfPayment: false,
  attributes: [
    { title: 'Tibbiy ma’lumotnoma', value: '№ 118, 12.05.2026' },
    { title: 'Guvoh', value: 'bor' },
  ],
  links: [{ kind: 'annuls', regnum: seededRegnum }],
};

describe.each(drivers)('the act general fields on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, {
    ...cleanSaleUsers,
    stranger: 'myusupova',
    notaryRu: ['nabdullayeva', 'ru'],
    seededNotary: 'stojiyev',
  });

  async function sale(): Promise<{ uuid: string; rid: number }> {
    const vehicle = await addVehicle(ministry(), ['42309929990022']);
    const created = await clients.applicant.post('/notarial_act', { ...cleanSale, vehicle });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { uuid, rid } = created.body;
    expect((await clients.buyer.send(uuid, 'party.accepted')).status).toBe(200);
    return { uuid, rid };
  }

  async function inCheck() {
    const act = await sale();
    await stepOf(act.uuid)(clients.applicant, 'act.sentForCheck');
    return act;
  }

  const detailOf = async (client: Client, uuid: string): Promise<Json> =>
    (await client.get(`/notarial_act/${uuid}`)).body;

  const edit = async (client: Client, uuid: string, body: Record<string, unknown>, version?: number) =>
    client.post(`/notarial_act/${uuid}/general`, {
      version: version ?? (await detailOf(clients.notary, uuid)).version,
      ...body,
    });

  async function printText(client: Client, detail: Json): Promise<string> {
    const { token } = await ministry().auth.sessions.create(ministry().db, client.userId);
    const file = await fetch(`${ministry().url}/api/files/${detail.printForm.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    return (await readPdf(new Uint8Array(await file.arrayBuffer()))).text;
  }

  const pdfText = (key: string, params?: Record<string, string>) =>
    flat(translate('oz', `acts.files.${key}`, params));

  it('only the act’s notary, only in the check; refusals in the user’s language', async () => {
    const act = await sale();
    // Preparation: the applicant's step, not the notary's.
    const early = await edit(clients.notary, act.uuid, general);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'transition_refused',
      reason: 'not_allowed',
      message: translate('oz', 'act_refusals.not_allowed'),
    });
    expect((await detailOf(clients.notary, act.uuid)).view.canEditGeneral).toBe(false);

    await stepOf(act.uuid)(clients.applicant, 'act.sentForCheck');
    expect((await detailOf(clients.notary, act.uuid)).view.canEditGeneral).toBe(true);
    expect((await detailOf(clients.applicant, act.uuid)).view.canEditGeneral).toBe(false);

    const byApplicant = await edit(clients.applicant, act.uuid, general);
    expect(byApplicant.status).toBe(409);
    expect(byApplicant.body).toMatchObject({ reason: 'forbidden_role' });
    expect((await edit(clients.buyer, act.uuid, general)).status).toBe(409);
    // A citizen with no part in the act: the usual 418, before the body is read.
    expect((await edit(clients.stranger, act.uuid, {})).status).toBe(418);

    const stale = await edit(clients.notary, act.uuid, general, 1);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_version');

    // Bounded input, refused in the notary's language with the field's path.
    const free = await edit(clients.notaryRu, act.uuid, { ...general, freeOfPayment: true });
    expect(free.status).toBe(400);
    expect(free.body.fields).toEqual({
      freeOfPaymentReason: translate('ru', 'validation.error_required_free_of_payment_reason'),
    });
    expect(free.body.message).toMatch(/[А-Яа-я]/);
    const long = await edit(clients.notary, act.uuid, {
      ...general,
      attributes: [{ title: 't'.repeat(101), value: 'v' }],
      links: Array.from({ length: 11 }, (_, i) => ({ kind: 'repeats', regnum: `NA-2026-90000${i % 10}` })),
    });
    expect(long.status).toBe(400);
    expect(long.body.fields).toMatchObject({
      'attributes.0.title': translate('oz', 'validation.error_attribute_title_too_long'),
      links: translate('oz', 'validation.error_too_many_linked_acts'),
    });
    const unknown = await edit(clients.notary, act.uuid, {
      ...general,
      links: [{ kind: 'repeats', regnum: 'NA-1999-000001' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      'links.0.regnum': translate('oz', 'validation.error_linked_act_not_found'),
    });
    // Nothing of the refused edits was written.
    const untouched = await detailOf(clients.notary, act.uuid);
    expect(untouched.general).toMatchObject({
      place: 'office',
      placeAddress: null,
      attributes: [],
      linkedActs: [],
    });
  });

  it('the notary’s edit is on the act page, in the journal without the typed text, and on the print form', async () => {
    const act = await inCheck();
    const before = await detailOf(clients.notary, act.uuid);
    const saved = await edit(clients.notary, act.uuid, {
      ...general,
      freeOfPayment: true,
      freeOfPaymentReason: 'I guruh nogironligi bo‘lgan shaxs',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(before.version + 1);
    expect(saved.body.general).toMatchObject({
      place: 'elsewhere',
      placeAddress: general.placeAddress,
      freeOfPayment: true,
      freeOfPaymentReason: 'I guruh nogironligi bo‘lgan shaxs',
      attributes: general.attributes,
      dateBegin: null,
      dateFinish: null,
    });
    // The seeded act is nobody's here: its number only, no way to open it.
    expect(saved.body.general.linkedActs).toEqual([
      {
        relation: 'annuls',
        regnum: seededRegnum,
        regdate: '2026-03-02',
        rid: null,
        uuid: null,
        derived: false,
      },
    ]);
    // The applicant sees the same general fields.
    expect((await detailOf(clients.applicant, act.uuid)).general.attributes).toEqual(general.attributes);

    // The same edit again changes nothing and writes nothing.
    const again = await edit(clients.notary, act.uuid, {
      ...general,
      freeOfPayment: true,
      freeOfPaymentReason: 'I guruh nogironligi bo‘lgan shaxs',
    });
    expect(again.body.version).toBe(saved.body.version);

    const rows = await ministry()
      .db.select()
      .from(journal)
      .where(and(eq(journal.actId, act.rid), eq(journal.event, 'act.edited')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      role: 'notary',
      fromState: 'checking',
      toState: 'checking',
      payload: {
        fields: ['place', 'placeAddress', 'freeOfPayment', 'freeOfPaymentReason', 'attributes', 'links'],
      },
    });
    const written = JSON.stringify(rows[0]);
    for (const typed of ['shifoxona', 'nogironligi', 'Guvoh']) expect(written).not.toContain(typed);

    const text = await printText(clients.notary, saved.body);
    expect(text).toContain(
      `${pdfText('general.place')} ${pdfText('general.place_elsewhere', { address: general.placeAddress })}`,
    );
    expect(text).toContain(`${pdfText('general.free_of_payment')} I guruh nogironligi bo‘lgan shaxs`);
    expect(text).toContain(
      `${pdfText('general.attributes')} Tibbiy ma’lumotnoma № 118, 12.05.2026 Guvoh bor`,
    );
    expect(text).toContain(`${pdfText('general.relations.annuls')} ${seededRegnum} (02.03.2026)`);

    // Back at the office, paid again: the typed address and reason are dropped, the lists emptied.
    const back = await edit(clients.notary, act.uuid, { place: 'office', freeOfPayment: false });
    expect(back.status).toBe(200);
    expect(back.body.general).toMatchObject({
      place: 'office',
      placeAddress: null,
      freeOfPayment: false,
      freeOfPaymentReason: null,
      attributes: [],
      linkedActs: [],
    });
  });

  it('a free act takes no state fee; registration sets the period; links show both ways and in the public check', async () => {
    // A registered act of the same applicant and notary: both may open it from the link.
    const first = await inCheck();
    const step = stepOf(first.uuid);
    await step(clients.notary, 'act.checkAccepted');
    await step(clients.applicant, 'act.confirmed');
    const invoiced = await step(clients.notary, 'act.invoicesIssued', {
      invoices: [{ amount: 500_000, purpose: 'state_fee' }],
    });
    expect(
      (await clients.applicant.post(`/invoices/${invoiced.payments[0].id}/pay`, sandboxCard)).status,
    ).toBe(200);
    await step(clients.notary, 'act.timeSet', { visit: { date: '2030-05-14', time: '10:30', regtype: 1 } });
    await step(clients.applicant, 'act.timeConfirmed');
    const registered = await step(clients.notary, 'act.registered');
    const today = tashkentDateTime(ministry().acts.now()).date;
    // A sale holds from its registry date on, with no end.
    expect(registered.general).toMatchObject({ regdate: today, dateBegin: today, dateFinish: null });
    const [row] = await ministry().db.select().from(notarialActs).where(eq(notarialActs.id, first.rid));
    expect(row).toMatchObject({ dateBegin: today, dateFinish: null });
    const registeredText = await printText(clients.notary, registered);
    const [y, m, d] = today.split('-');
    expect(registeredText).toContain(
      `${pdfText('general.period')} ${pdfText('general.period_open', { from: `${d}.${m}.${y}` })}`,
    );

    // The repeated act: free of payment, linked to the first.
    const second = await inCheck();
    const saved = await edit(clients.notary, second.uuid, {
      place: 'office',
      freeOfPayment: true,
      freeOfPaymentReason: 'Qonun bo‘yicha imtiyoz',
      links: [{ kind: 'repeats', regnum: registered.general.regnum }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.general.linkedActs).toEqual([
      {
        relation: 'repeats',
        regnum: registered.general.regnum,
        regdate: today,
        rid: first.rid,
        uuid: first.uuid,
        derived: false,
      },
    ]);
    // Seen from the first act: repeated by the second, which its viewers may open.
    expect((await detailOf(clients.applicant, first.uuid)).general.linkedActs).toEqual([
      expect.objectContaining({ relation: 'repeatedBy', rid: second.rid, uuid: second.uuid }),
    ]);
    // A registered act is no longer the notary's to correct.
    const self = await edit(clients.notary, first.uuid, {
      place: 'office',
      freeOfPayment: false,
      links: [{ kind: 'repeats', regnum: registered.general.regnum }],
    });
    expect(self.status).toBe(409);

    // The free act's state fee is waived: a state-fee invoice is refused, a service one is issued.
    const next = stepOf(second.uuid);
    await next(clients.notary, 'act.checkAccepted');
    await next(clients.applicant, 'act.confirmed');
    const stateFee = await clients.notary.send(second.uuid, 'act.invoicesIssued', {
      invoices: [{ amount: 500_000, purpose: 'state_fee' }],
    });
    expect(stateFee.status).toBe(400);
    expect(stateFee.body.fields).toEqual({
      'invoices.0.purpose': translate('oz', 'validation.error_state_fee_free_of_payment'),
    });
    const service = await clients.notary.send(second.uuid, 'act.invoicesIssued', {
      invoices: [{ amount: 100_000, purpose: 'service', reason: 'Xizmat' }],
    });
    expect(service.status, JSON.stringify(service.body)).toBe(200);
    await clients.applicant.post(`/invoices/${service.body.payments[0].id}/pay`, sandboxCard);
    await next(clients.notary, 'act.timeSet', { visit: { date: '2030-05-15', time: '10:30', regtype: 1 } });
    await next(clients.applicant, 'act.timeConfirmed');
    const secondRegistered = await next(clients.notary, 'act.registered');

    // The public check: registry numbers only, named from the checked act's side.
    const check = async (regnum: string, regdate: string) => {
      const response = await fetch(
        `${ministry().url}/api/search/notarial_act?${new URLSearchParams({ regnum, regdate })}`,
      );
      expect(response.status).toBe(200);
      return (await response.json()) as Json;
    };
    const display = `${d}.${m}.${y}`;
    const ofFirst = await check(registered.general.regnum, display);
    expect(ofFirst.act.linkedActs).toEqual([
      { relation: 'repeatedBy', regnum: secondRegistered.general.regnum, regdate: display },
    ]);
    const ofSecond = await check(secondRegistered.general.regnum, display);
    expect(ofSecond.act.linkedActs).toEqual([
      { relation: 'repeats', regnum: registered.general.regnum, regdate: display },
    ]);
    expect(JSON.stringify(ofSecond)).not.toContain('Qonun');
  });

  it('a seeded delegation shows its registry base power of attorney by number, and its period', async () => {
    const [seeded] = await ministry()
      .db.select({ uuid: notarialActs.uuid })
      .from(notarialActs)
      .where(eq(notarialActs.regnum, 'NA-2026-800002'));
    const detail = await detailOf(clients.seededNotary, seeded!.uuid);
    // Registered on 10.04.2026 with a term to 31.12.2026 (machines/act-types/act-period.ts).
    expect(detail.general).toMatchObject({ dateBegin: '2026-04-10', dateFinish: '2026-12-31' });
    expect(detail.general.linkedActs).toEqual([
      {
        relation: 'base',
        regnum: 'NA-2026-900045',
        regdate: '2026-01-20',
        rid: null,
        uuid: null,
        derived: true,
      },
    ]);
  });
});
