import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { seedActTypes } from '../../ministry/db/seed';
import { drivers, ministryForSuite } from '../support/ministry';
import {
  type Client,
  cleanSale,
  cleanSaleUsers,
  clientsForSuite,
  notaryIdOf,
  sandboxCard,
} from './acts-support';

const translateActType = (id: number) => seedActTypes.find((t) => t.id === id)!.name.oz;

// The walk of issue 4's "done when", through REST: a vehicle sale from creation to registration.
describe.each(drivers)('the act lifecycle end to end on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, cleanSaleUsers);

  it('walks a vehicle sale from creation to registration, journalling every step', async () => {
    const created = await clients.applicant.post('/notarial_act', cleanSale);
    expect(created.status).toBe(200);
    const { uuid, rid } = created.body as { uuid: string; rid: number };
    expect(rid).toBeGreaterThan(0);

    let detail = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
    expect(detail).toMatchObject({
      rid,
      uuid,
      version: 1,
      general: { state: 'preparation', step: 1, status: 'active' },
    });
    expect(detail.general.notary.id).toBe(await notaryIdOf(ministry(), 'nabdullayeva'));
    expect(detail.subjects.vehicles[0]).toMatchObject({
      stateNumber: '30A100AA',
      make: 'Chevrolet',
      price: 9_500_000_000,
    });
    // The buyer cannot be skipped: the machine refuses sending for check while the buyer is awaited.
    expect(detail.view.allowed).not.toContain('act.sentForCheck');

    // The buyer's invitation: SMS with an unguessable link and its QR code.
    const sms = (await clients.buyer.get('/sms_outbox?phone=931000003')).body as {
      link: string;
      qr: string;
      text: string;
    }[];
    const invite = sms.find((m) => m.link.includes(uuid));
    expect(invite?.link).toMatch(new RegExp(`/enotarial_act/${uuid}\\?invite=[\\w-]{32}$`));
    expect(invite?.qr).toMatch(/^data:image\/png;base64,/);
    expect(invite?.text).toContain(invite?.link);
    const token = new URL(invite!.link).searchParams.get('invite')!;

    // Someone else holding the link cannot answer for the buyer.
    expect((await clients.applicant.post(`/invitations/${token}/accept`)).status).toBe(403);
    const seen = await clients.buyer.get(`/invitations/${token}`);
    expect(seen.body.party).toMatchObject({ role: 'buyer', status: null });
    expect((await clients.buyer.post(`/invitations/${token}/accept`)).body.parties[1]).toMatchObject({
      status: 'accepted',
    });

    const step = async (who: Client, type: string, payload: Record<string, unknown> = {}) => {
      const response = await who.send(uuid, type, payload);
      expect(response.status, `${type}: ${JSON.stringify(response.body)}`).toBe(200);
      return response.body;
    };
    await step(clients.applicant, 'act.sentForCheck');
    detail = await step(clients.notary, 'act.returnedWithRemarks', {
      remark: 'Narxni yozuvda ham ko‘rsating',
    });
    expect(detail.general).toMatchObject({ state: 'preparation', remark: 'Narxni yozuvda ham ko‘rsating' });
    expect(detail.notes).toEqual([
      expect.objectContaining({ kind: 'remark', text: 'Narxni yozuvda ham ko‘rsating' }),
    ]);
    await step(clients.applicant, 'act.sentForCheck');
    await step(clients.notary, 'act.checkAccepted');
    await step(clients.applicant, 'act.confirmed');
    detail = await step(clients.notary, 'act.invoicesIssued', {
      invoices: [{ amount: 375_000.5, purpose: 'state_fee', reason: 'Kelishilgan summa' }],
    });
    expect(detail.general.step).toBe(5);
    const [invoice] = detail.payments;
    expect(invoice).toMatchObject({ amount: 37_500_050, paid: false });

    const paid = await clients.applicant.post(`/invoices/${invoice.id}/pay`, sandboxCard);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payments[0]).toMatchObject({
      paid: true,
      payment: { method: 'card', cardLast4: '4448' },
    });
    // The same invoice cannot be paid twice.
    const again = await clients.applicant.post(`/invoices/${invoice.id}/pay`, sandboxCard);
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'transition_refused', reason: 'invoice_already_paid' },
    });

    detail = await step(clients.notary, 'act.timeSet', {
      visit: { date: '2030-05-14', time: '10:30', regtype: 1 },
    });
    expect(detail.general).toMatchObject({ visitdate: '2030-05-14', visittime: '10:30', step: 6 });
    // The set time is a notification of the applicant and the buyer (get_notify), by rid.
    for (const who of [clients.applicant, clients.buyer]) {
      const notify = (await who.get('/notarial_act/get_notify')).body as Record<string, unknown>[];
      expect(notify).toContainEqual({
        regtypeid: 1,
        regsystemid: 2,
        rid,
        uuid: null,
        na: translateActType(1),
        office: null,
        visitdate: '14.05.2030',
        visittime: '10:30',
        link: null,
        kioskLink: null,
      });
    }
    detail = await step(clients.applicant, 'act.timeConfirmed');
    expect(detail.general).toMatchObject({ state: 'registration', step: 8 });
    detail = await step(clients.notary, 'act.registered');
    expect(detail.general.state).toBe('registered');
    expect(detail.general.step).toBe(9);
    expect(detail.general.regnum).toMatch(/^NA-\d{4}-\d{6}$/);

    // Every screen reads the same answer: the buyer sees it registered with the number.
    const buyerView = (await clients.buyer.get(`/notarial_act/${uuid}`)).body;
    expect(buyerView.general).toMatchObject({ state: 'registered', regnum: detail.general.regnum });
    expect(buyerView.journal.map((j: { event: string }) => j.event)).toEqual([
      'act.created',
      'party.accepted',
      'act.sentForCheck',
      'act.returnedWithRemarks',
      'act.sentForCheck',
      'act.checkAccepted',
      'act.confirmed',
      'act.invoicesIssued',
      'invoice.paid',
      'act.timeSet',
      'act.timeConfirmed',
      'act.registered',
    ]);
    expect(buyerView.journal.map((j: { version: number }) => j.version)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(buyerView.journal.at(-1)).toMatchObject({
      role: 'notary',
      fromState: 'registration',
      toState: 'registered',
    });

    // The print form (now with the registry number) downloads with its file name.
    const file = await fetch(`${ministry().url}/api/files/${buyerView.printForm.id}`, {
      headers: {
        authorization: `Bearer ${(await ministry().auth.sessions.create(ministry().db, clients.buyer.userId)).token}`,
      },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(`notarial-act-${rid}.pdf`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain(detail.general.regnum);

    // Both tabs: registered acts are listed in "in process and completed" and await nobody (the
    // notary's awaiting tab may hold the seed's stuck act, decision 060, but never this one).
    const list = (await clients.applicant.get('/notarial_act/list?tab=inprocess&state=registered')).body;
    expect(list.items.map((i: { uuid: string }) => i.uuid)).toContain(uuid);
    for (const client of [clients.applicant, clients.notary]) {
      const awaiting = (await client.get('/notarial_act/list?tab=awaiting')).body.items;
      expect(awaiting.map((i: { uuid: string }) => i.uuid)).not.toContain(uuid);
    }
  });
});
