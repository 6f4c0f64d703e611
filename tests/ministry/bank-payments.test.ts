import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bankReferenceOf,
  bankReferenceValid,
  formatBankReference,
} from '../../machines/fields/bank-reference';
import { formatDateTime } from '../../machines/fields/date-time';
import {
  bankSignature,
  bankSignatureHeader,
  sandboxBankSecret,
  sandboxTreasury,
} from '../../ministry/acts/bank';
import { queryRows } from '../../ministry/db/database';
import { journal, payments } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import { translate } from '../../ministry/i18n';
import { drivers, ministryForSuite, startTestMinistry, type TestMinistry } from '../support/ministry';
import { flat, readPdf } from '../support/pdf';
import {
  type Answer,
  addVehicle,
  cleanSale,
  cleanSaleUsers,
  clientsForSuite,
  sandboxCard,
  stepOf,
} from './acts-support';

// Payment by bank transfer (docs/decisions/083-bank-payments.md): the payment order, the sandbox bank's
// signed callback, the settlement through the lifecycle, the sandbox bank's counter, production's absence.

const rahimovaPin = seedPeople.find((p) => p.passnum === '1000002')!.pin;

/** The bank's call: POST /api/sandbox/bank/callback with the body and the signature given. */
async function callBank(
  ministry: TestMinistry,
  body: unknown,
  signature: string | undefined,
  language = 'oz',
): Promise<Answer> {
  const response = await fetch(`${ministry.url}/api/sandbox/bank/callback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(signature ? { [bankSignatureHeader]: signature } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const signed = (reference: string, amount: number) => bankSignature(sandboxBankSecret, reference, amount);

/** The rows a half-done settlement would leave: payments, paid invoices, journal rows, the act's version. */
async function fingerprint(ministry: TestMinistry, uuid: string): Promise<string> {
  const [row] = await queryRows<{ f: string }>(
    ministry.db,
    sql`select json_build_object(
      'payments', (select count(*) from acts.payments),
      'paid', (select count(*) from acts.invoices where paid),
      'orders', (select count(*) from acts.bank_orders),
      'journal', (select count(*) from acts.journal),
      'act', (select version from acts.acts where uuid = ${uuid}))::text as f`,
  );
  return row!.f;
}

describe.each(drivers)('payment by bank transfer on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, { ...cleanSaleUsers, stranger: 'myusupova' });

  /** A clean sale in the payment step (time set and confirmed) with two unpaid invoices. */
  async function actAwaitingPayment(): Promise<{
    uuid: string;
    invoiceIds: [number, number];
    amounts: [number, number];
  }> {
    const created = await clients.applicant.post('/notarial_act', {
      ...cleanSale,
      vehicle: await addVehicle(ministry(), [rahimovaPin]),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const uuid = created.body.uuid as string;
    const step = stepOf(uuid);
    await step(clients.buyer, 'party.accepted');
    await step(clients.applicant, 'act.sentForCheck');
    await step(clients.notary, 'act.checkAccepted');
    await step(clients.applicant, 'act.confirmed');
    const invoiced = await step(clients.notary, 'act.invoicesIssued', {
      invoices: [
        { amount: 1234.5, purpose: 'state_fee', reason: 'sinov' },
        { amount: 200_000, purpose: 'service' },
      ],
    });
    await step(clients.notary, 'act.timeSet', { visit: { date: '2030-05-14', time: '10:30', regtype: 1 } });
    const ready = await step(clients.applicant, 'act.timeConfirmed');
    expect(ready.general.state).toBe('payment');
    return {
      uuid,
      invoiceIds: [invoiced.payments[0].id, invoiced.payments[1].id],
      amounts: [invoiced.payments[0].amount, invoiced.payments[1].amount],
    };
  }

  it('issues one payment order per invoice to its payer, the same on every request', async () => {
    const { uuid, invoiceIds, amounts } = await actAwaitingPayment();
    const first = await clients.applicant.post(`/invoices/${invoiceIds[0]}/bank_order`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(bankReferenceValid(first.body.reference)).toBe(true);
    expect(first.body).toMatchObject({
      invoiceId: invoiceIds[0],
      amount: amounts[0],
      purpose: 'state_fee',
      recipient: sandboxTreasury,
      sandboxBank: true,
    });
    const again = await clients.applicant.post(`/invoices/${invoiceIds[0]}/bank_order`);
    expect(again.body).toEqual(first.body);
    // Another invoice, another reference.
    const other = await clients.applicant.post(`/invoices/${invoiceIds[1]}/bank_order`);
    expect(other.body.reference).not.toBe(first.body.reference);

    // The payments tab: the order beside the unpaid invoice for the applicant and the notary, not the buyer.
    const seen = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
    expect(seen.payments[0]).toMatchObject({
      paid: false,
      payment: null,
      bankOrder: { reference: first.body.reference, createdAt: first.body.createdAt },
    });
    expect((await clients.notary.get(`/notarial_act/${uuid}`)).body.payments[0].bankOrder).not.toBeNull();
    expect((await clients.buyer.get(`/notarial_act/${uuid}`)).body.payments[0].bankOrder).toBeNull();

    // Only a viewer who may pay gets a new order: the notary and the buyer are refused, a stranger sees no act.
    expect((await clients.buyer.post(`/invoices/${invoiceIds[0]}/bank_order`)).status).toBe(409);
    const notary = await clients.notary.post(`/invoices/${invoiceIds[0]}/bank_order`);
    expect(notary.status).toBe(200); // the existing order, read by the act's notary
    const fresh = await actAwaitingPayment();
    const refused = await clients.notary.post(`/invoices/${fresh.invoiceIds[0]}/bank_order`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'invoice_not_payable',
      message: translate('oz', 'errors.invoice_not_payable'),
    });
    expect((await clients.buyer.post(`/invoices/${fresh.invoiceIds[0]}/bank_order`)).status).toBe(409);
    expect((await clients.stranger.post(`/invoices/${fresh.invoiceIds[0]}/bank_order`)).status).toBe(418);
    expect((await clients.applicant.post('/invoices/999999/bank_order')).status).toBe(404);
    expect((await clients.applicant.post('/invoices/abc/bank_order')).status).toBe(400);
  }, 120_000);

  it('refuses a callback without the bank signature or with a wrong one, and changes nothing', async () => {
    const { uuid, invoiceIds, amounts } = await actAwaitingPayment();
    const { reference } = (await clients.applicant.post(`/invoices/${invoiceIds[0]}/bank_order`)).body;
    const body = { reference, amount: amounts[0] };
    const before = await fingerprint(ministry(), uuid);
    const unsigned = await callBank(ministry(), body, undefined, 'ru');
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toMatchObject({
      code: 'bank_signature_refused',
      message: translate('ru', 'errors.bank_signature_refused'),
    });
    const forged = await callBank(ministry(), body, bankSignature('another secret', reference, amounts[0]));
    expect(forged.status).toBe(401);
    // A signature of another amount does not carry over to this one.
    expect((await callBank(ministry(), body, signed(reference, amounts[0] + 1))).status).toBe(401);
    expect((await callBank(ministry(), body, 'sha256=')).status).toBe(401);
    expect(await fingerprint(ministry(), uuid)).toBe(before);
  }, 120_000);

  it('refuses a wrong amount and an unknown reference with a clear 4xx, and changes nothing', async () => {
    const { uuid, invoiceIds, amounts } = await actAwaitingPayment();
    const { reference } = (await clients.applicant.post(`/invoices/${invoiceIds[0]}/bank_order`)).body;
    const before = await fingerprint(ministry(), uuid);
    const less = await callBank(
      ministry(),
      { reference, amount: amounts[0] - 1 },
      signed(reference, amounts[0] - 1),
    );
    expect(less.status).toBe(400);
    expect(less.body).toMatchObject({
      code: 'bank_amount_mismatch',
      message: translate('oz', 'errors.bank_amount_mismatch'),
    });
    const unknown = bankReferenceOf('0000000000000007');
    const notFound = await callBank(
      ministry(),
      { reference: unknown, amount: amounts[0] },
      signed(unknown, amounts[0]),
    );
    expect(notFound.status).toBe(404);
    expect(notFound.body.code).toBe('bank_order_not_found');
    const garbled = `${reference.slice(0, -1)}${(Number(reference.at(-1)) + 1) % 10}`;
    expect(
      (await callBank(ministry(), { reference: garbled, amount: amounts[0] }, signed(garbled, amounts[0])))
        .status,
    ).toBe(404);
    const malformed = await callBank(
      ministry(),
      { reference, amount: 'much' },
      signed(reference, amounts[0]),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('validation_failed');
    expect(await fingerprint(ministry(), uuid)).toBe(before);
  }, 120_000);

  it('settles once: the payment row names the payer and the reference, a repeat changes nothing, the last invoice moves the act on', async () => {
    const { uuid, invoiceIds, amounts } = await actAwaitingPayment();
    const { reference } = (await clients.applicant.post(`/invoices/${invoiceIds[0]}/bank_order`)).body;
    const settled = await callBank(
      ministry(),
      { reference, amount: amounts[0] },
      signed(reference, amounts[0]),
    );
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body).toMatchObject({
      reference,
      invoiceId: invoiceIds[0],
      amount: amounts[0],
      settled: true,
    });
    const [row] = await ministry().db.select().from(payments).where(eq(payments.invoiceId, invoiceIds[0]));
    expect(row).toMatchObject({
      method: 'bank',
      reference,
      payerUserId: clients.applicant.userId,
      cardLast4: null,
    });
    expect(Date.parse(row!.at)).not.toBeNaN();

    const after = await fingerprint(ministry(), uuid);
    const repeat = await callBank(
      ministry(),
      { reference, amount: amounts[0] },
      signed(reference, amounts[0]),
    );
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ ...settled.body, settled: false });
    expect(await fingerprint(ministry(), uuid)).toBe(after);

    // The payments tab: when and by whom, to the applicant and the notary; the buyer sees no name.
    const seen = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
    expect(seen.general.state).toBe('payment'); // one invoice is still unpaid
    expect(seen.payments[0]).toMatchObject({
      paid: true,
      bankOrder: null,
      payment: {
        method: 'bank',
        reference,
        cardLast4: null,
        at: row!.at,
        payerName: expect.stringMatching(/\S+ \S+/),
      },
    });
    expect((await clients.notary.get(`/notarial_act/${uuid}`)).body.payments[0].payment.payerName).toBe(
      seen.payments[0].payment.payerName,
    );
    expect((await clients.buyer.get(`/notarial_act/${uuid}`)).body.payments[0].payment.payerName).toBeNull();
    const [journalRow] = await ministry()
      .db.select()
      .from(journal)
      .where(sql`${journal.event} = 'invoice.paid' and ${journal.actId} = ${seen.rid}`);
    expect(journalRow).toMatchObject({ role: 'system' });

    // The second invoice through the sandbox bank's counter: the act moves on to registration.
    const second = (await clients.applicant.post(`/invoices/${invoiceIds[1]}/bank_order`)).body;
    const counter = await clients.applicant.post('/sandbox/bank/transfers', {
      reference: second.reference.replace(/(.{4})/g, '$1 ').toLowerCase(),
    });
    expect(counter.status, JSON.stringify(counter.body)).toBe(200);
    expect(counter.body.general.state).toBe('registration');
    expect(counter.body.payments[1].payment).toMatchObject({ method: 'bank', reference: second.reference });
    expect((await clients.applicant.post(`/invoices/${invoiceIds[1]}/bank_order`)).status).toBe(200);

    // The print form of the registered act lists both payments: invoice, time, payer, method.
    const registered = await stepOf(uuid)(clients.notary, 'act.registered');
    const { token } = await ministry().auth.sessions.create(ministry().db, clients.applicant.userId);
    const pdf = await fetch(`${ministry().url}/api/files/${registered.printForm.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    const t = (key: string, params?: Record<string, string>) =>
      flat(translate('oz', `acts.files.payment_list.${key}`, params));
    expect(text).toContain(t('heading'));
    expect(text).toContain(formatDateTime(row!.at));
    expect(text).toContain(seen.payments[0].payment.payerName);
    expect(text).toContain(t('bank', { reference: formatBankReference(reference) }));
    expect(text).toContain(t('bank', { reference: formatBankReference(second.reference) }));
  }, 120_000);

  it('answers 409 to a transfer for an invoice paid by card meanwhile, and the counter refuses unknown references', async () => {
    const { uuid, invoiceIds, amounts } = await actAwaitingPayment();
    const { reference } = (await clients.applicant.post(`/invoices/${invoiceIds[0]}/bank_order`)).body;
    expect((await clients.applicant.post(`/invoices/${invoiceIds[0]}/pay`, sandboxCard)).status).toBe(200);
    const before = await fingerprint(ministry(), uuid);
    const late = await callBank(ministry(), { reference, amount: amounts[0] }, signed(reference, amounts[0]));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('invoice_already_paid');
    expect(await fingerprint(ministry(), uuid)).toBe(before);
    const paidOrder = await clients.applicant.post(`/invoices/${invoiceIds[0]}/bank_order`);
    expect(paidOrder.status).toBe(200); // the order issued before, still the same reference
    expect(paidOrder.body.reference).toBe(reference);
    const unknown = await clients.applicant.post('/sandbox/bank/transfers', {
      reference: bankReferenceOf('0000000000000008'),
    });
    expect(unknown.status).toBe(404);
    expect((await clients.applicant.post('/sandbox/bank/transfers', { reference: 'RF00' })).status).toBe(400);
    // Someone who may not see the act cannot use the counter for it.
    const second = (await clients.applicant.post(`/invoices/${invoiceIds[1]}/bank_order`)).body;
    expect(
      (await clients.stranger.post('/sandbox/bank/transfers', { reference: second.reference })).status,
    ).toBe(418);
  }, 120_000);
});

describe('payment by bank transfer with the sandbox payments off (production)', () => {
  it('has no bank routes', async () => {
    const production = await startTestMinistry('pglite', { sandboxPayments: false });
    try {
      for (const path of [
        '/api/sandbox/bank/callback',
        '/api/sandbox/bank/transfers',
        '/api/invoices/1/bank_order',
      ]) {
        const response = await fetch(`${production.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [bankSignatureHeader]: signed(bankReferenceOf('0000000000000007'), 100),
          },
          body: JSON.stringify({ reference: bankReferenceOf('0000000000000007'), amount: 100 }),
        });
        expect(response.status, path).toBe(404);
      }
    } finally {
      await production.close();
    }
  }, 120_000);
});
