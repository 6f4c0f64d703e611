import { describe, expect, it } from 'vitest';
import ozMinistry from '../../locales/oz/ministry.json';
import ruMinistry from '../../locales/ru/ministry.json';
import uzMinistry from '../../locales/uz/ministry.json';
import { seedPeople } from '../../ministry/db/seed';
import { drivers, ministryForSuite } from '../support/ministry';
import { addVehicle, type Client, cleanSale, clientsForSuite, type Json, stepOf } from './acts-support';

// The simplified flow (specification section 4; decision 036), through REST: a vehicle sale created
// with `simplified: true` goes preparation → review → time → registration, and never meets the full
// path's confirmation, invoices or payment.

const pinOf = (passnum: string) => seedPeople.find((p) => p.passnum === passnum)!.pin;

describe.each(drivers)('the simplified flow on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, {
    applicant: 'drahimova',
    buyer: 'stursunov',
    notary: 'nabdullayeva',
    notaryUz: ['nabdullayeva', 'uz'],
    notaryRu: ['nabdullayeva', 'ru'],
  });

  const step = (who: Client, uuid: string, type: string, payload: Record<string, unknown> = {}) =>
    stepOf(uuid)(who, type, payload);

  /** A simplified sale of a vehicle of its own, and the link of the buyer's SMS invitation. */
  async function simplifiedSale() {
    const vehicle = await addVehicle(ministry(), [pinOf('1000002')]);
    const created = await clients.applicant.post('/notarial_act', {
      ...cleanSale,
      vehicle,
      simplified: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { uuid } = created.body as { uuid: string };
    const sms = (await clients.buyer.get('/sms_outbox?phone=931000003')).body as { link: string }[];
    return { uuid, link: sms.find((m) => m.link.includes(uuid))!.link };
  }

  /** The buyer accepts from the invitation's link, as from the SMS or its QR code. */
  async function accept(link: string) {
    const token = new URL(link).searchParams.get('invite')!;
    expect((await clients.buyer.post(`/invitations/${token}/accept`)).status).toBe(200);
  }

  async function acceptedSimplifiedSale() {
    const { uuid, link } = await simplifiedSale();
    await accept(link);
    return uuid;
  }

  it('walks a simplified vehicle sale to registered: review, time, registration, nothing to pay', async () => {
    const uuid = await acceptedSimplifiedSale();
    let detail = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
    expect(detail.general).toMatchObject({ state: 'preparation', step: 1, regsystemid: 3 });
    expect(detail.view).toMatchObject({ simplified: true, steps: [1, 2, 5, 6, 8, 9] });
    expect(detail.view.allowed).toContain('act.sentForCheck');

    await step(clients.applicant, uuid, 'act.sentForCheck');
    // The notary's workspace queue holds it at step 2, awaiting the notary.
    const queue = (await clients.notary.get('/notary/queue?step=2')).body;
    expect(queue.items.map((i: { uuid: string }) => i.uuid)).toContain(uuid);
    const awaiting = (await clients.notary.get('/notarial_act/list?tab=awaiting')).body;
    expect(awaiting.items.map((i: { uuid: string }) => i.uuid)).toContain(uuid);

    detail = await step(clients.notary, uuid, 'act.checkAccepted');
    // After the review: the time, not the applicant's confirmation or the invoices.
    expect(detail.general).toMatchObject({ state: 'timeSetting', step: 5 });
    expect(detail.view.allowed).toEqual(expect.arrayContaining(['act.timeSet']));
    expect(detail.view.allowed).not.toContain('act.invoicesIssued');
    const applicantView = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
    expect(applicantView.view.allowed).not.toContain('act.confirmed');
    expect(applicantView.view.allowed).toContain('act.timeRequested');

    detail = await step(clients.notary, uuid, 'act.timeSet', {
      visit: { date: '2030-06-11', time: '11:00', regtype: 1 },
    });
    expect(detail.general).toMatchObject({ state: 'timeConfirmation', step: 6 });
    // The set time is a notification of the applicant and the buyer, by uuid (opened at /enotarial_act).
    for (const who of [clients.applicant, clients.buyer]) {
      const notify = (await who.get('/notarial_act/get_notify')).body as Record<string, unknown>[];
      expect(notify).toContainEqual(
        expect.objectContaining({
          regsystemid: 3,
          rid: null,
          uuid,
          visitdate: '11.06.2030',
          visittime: '11:00',
        }),
      );
    }

    detail = await step(clients.applicant, uuid, 'act.timeConfirmed');
    expect(detail.general).toMatchObject({ state: 'registration', step: 8 });
    expect(detail.payments).toEqual([]);
    detail = await step(clients.notary, uuid, 'act.registered');
    expect(detail.general).toMatchObject({ state: 'registered', step: 9 });
    expect(detail.general.regnum).toMatch(/^NA-\d{4}-\d{6}$/);
    expect(detail.journal.map((j: { event: string }) => j.event)).toEqual([
      'act.created',
      'party.accepted',
      'act.sentForCheck',
      'act.checkAccepted',
      'act.timeSet',
      'act.timeConfirmed',
      'act.registered',
    ]);
    expect(detail.journal.find((j: { event: string }) => j.event === 'act.checkAccepted')).toMatchObject({
      fromState: 'checking',
      toState: 'timeSetting',
      fromStep: 2,
      toStep: 5,
    });
  });

  it('refuses a full-path-only step with its message in oz, uz and ru, and changes nothing', async () => {
    const uuid = await acceptedSimplifiedSale();
    await step(clients.applicant, uuid, 'act.sentForCheck');
    await step(clients.notary, uuid, 'act.checkAccepted');
    const before = (await clients.notary.get(`/notarial_act/${uuid}`)).body;
    const messages = [
      [clients.notary, ozMinistry],
      [clients.notaryUz, uzMinistry],
      [clients.notaryRu, ruMinistry],
    ] as const;
    for (const [who, texts] of messages) {
      const refused = await who.send(uuid, 'act.invoicesIssued', {
        invoices: [{ amount: 375_000, purpose: 'state_fee' }],
      });
      expect(refused).toMatchObject({
        status: 409,
        body: {
          code: 'transition_refused',
          reason: 'not_in_simplified_flow',
          message: texts.act_refusals.not_in_simplified_flow,
        },
      });
    }
    const confirmed = await clients.applicant.send(uuid, 'act.confirmed');
    expect(confirmed).toMatchObject({ status: 409, body: { reason: 'not_in_simplified_flow' } });
    const after = (await clients.notary.get(`/notarial_act/${uuid}`)).body;
    expect(after.version).toBe(before.version);
    expect(after.general.state).toBe('timeSetting');
    expect(after.payments).toEqual([]);
  });

  it("gives the applicant, and no one else, an awaiting party's invitation link while parties answer", async () => {
    const { uuid, link } = await simplifiedSale();
    const buyerRow = (detail: Json) => detail.parties.find((p: { role: string }) => p.role === 'buyer');

    const applicantView = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
    expect(buyerRow(applicantView).invitationLink).toBe(link);
    expect(applicantView.parties.find((p: { applicant: boolean }) => p.applicant).invitationLink).toBeNull();
    for (const other of [clients.buyer, clients.notary]) {
      const seen = (await other.get(`/notarial_act/${uuid}`)).body;
      expect(seen.parties.map((p: { invitationLink: string | null }) => p.invitationLink)).toEqual([
        null,
        null,
      ]);
    }

    // Once the buyer answered there is nothing left to scan.
    await accept(link);
    expect(buyerRow((await clients.applicant.get(`/notarial_act/${uuid}`)).body).invitationLink).toBeNull();
  });

  it('an act created without the flag takes the full path', async () => {
    const vehicle = await addVehicle(ministry(), [pinOf('1000002')]);
    const created = await clients.applicant.post('/notarial_act', { ...cleanSale, vehicle });
    const detail = (await clients.applicant.get(`/notarial_act/${created.body.uuid}`)).body;
    expect(detail.general.regsystemid).toBe(2);
    expect(detail.view).toMatchObject({ simplified: false, steps: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
  });
});
