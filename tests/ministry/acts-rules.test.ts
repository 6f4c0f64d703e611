import { describe, expect, it } from 'vitest';
import { seedPeople } from '../../ministry/db/seed';
import { enforcementBureauUrl } from '../../ministry/db/seed/vehicles';
import { translate } from '../../ministry/i18n';
import { drivers, ministryForSuite, rowCounts } from '../support/ministry';
import { addVehicle, cleanSale, clientOf, clientsForSuite, sandboxCard } from './acts-support';

const pinOf = (passnum: string) => seedPeople.find((p) => p.passnum === passnum)!.pin;

function sale(stateNumber: string, series: string, number: string, parties: Record<string, string>[]) {
  return {
    ...cleanSale,
    vehicle: { stateNumber, techPassportSeries: series, techPassportNumber: number, price: 50_000_000 },
    parties,
  };
}
const identity = (passnum: string) => {
  const who = seedPeople.find((p) => p.passnum === passnum)!;
  return { passserial: who.passserial, passnum: who.passnum, pin: who.pin };
};
const toTursunov = [{ role: 'buyer', ...identity('1000003') }];

// Vehicle rules (specification section 5) with their section 8 messages, access (418), payments.
describe.each(drivers)('vehicle rules, access and payments on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, { rahimova: 'drahimova', rahimovaRu: ['drahimova', 'ru'] });

  it('refuses a banned vehicle, one with an unpaid fine and one under arrest, in the request language', async () => {
    const before = await rowCounts(ministry().db);
    const banned = await clients.rahimovaRu.post(
      '/notarial_act',
      sale('30B200BB', 'AAF', '3000002', toTursunov),
    );
    expect(banned).toMatchObject({ status: 400, body: { code: 'vehicle_bans_fines', bans: 1, fines: 0 } });
    expect(banned.body.message).toBe(translate('ru', 'errors.vehicle_bans_fines', { bans: 1, fines: 0 }));
    const fined = await clients.rahimova.post(
      '/notarial_act',
      sale('30C300CC', 'AAF', '3000003', toTursunov),
    );
    expect(fined).toMatchObject({ status: 400, body: { code: 'vehicle_bans_fines', bans: 0, fines: 1 } });
    const yusupova = await clientOf(ministry(), 'myusupova');
    const arrested = await yusupova.post('/notarial_act', sale('01G700GG', 'AAT', '1000007', toTursunov));
    expect(arrested).toMatchObject({ status: 400, body: { code: 'vehicle_bans_fines', bans: 2 } });
    // Opening sessions wrote auth rows only: no act, party or outbox row was left behind.
    const after = await rowCounts(ministry().db);
    for (const table of Object.keys(after).filter((t) => t.startsWith('acts.'))) {
      expect(after[table], table).toBe(before[table]);
    }
  });

  it('refuses a deceased co-owner with the PIN, and a debtor with the bureau link', async () => {
    const deceased = await clients.rahimova.post(
      '/notarial_act',
      sale('30E500EE', 'AAF', '3000005', [
        ...toTursunov,
        { role: 'seller', pin: '31505559990101', passserial: 'AA', passnum: '1000010' },
      ]),
    );
    expect(deceased).toMatchObject({ status: 400, body: { code: 'deceased_party', pin: '31505559990101' } });
    expect(deceased.body.message).toContain('31505559990101');
    // A deceased buyer blocks as well.
    const clean = await clients.rahimova.post('/notarial_act', {
      ...sale('30H800HH', 'AAF', '3000008', [
        { role: 'buyer', pin: '31505559990101', passserial: 'AA', passnum: '1000010' },
      ]),
    });
    expect(clean.body.code).toBe('deceased_party');

    const nazarova = await clientOf(ministry(), 'gnazarova', 'uz');
    const debtor = await nazarova.post('/notarial_act', sale('01F600FF', 'AAT', '1000006', toTursunov));
    expect(debtor).toMatchObject({
      status: 400,
      body: { code: 'enforcement_debt', link: enforcementBureauUrl },
    });
    expect(debtor.body.message).toBe(
      translate('uz', 'errors.enforcement_debt', { link: enforcementBureauUrl }),
    );
  });

  it('requires every co-owner as a seller, who must accept before the act goes on', async () => {
    const karimov = await clientOf(ministry(), 'jkarimov');
    const alone = await karimov.post('/notarial_act', sale('01D400DD', 'AAT', '1000004', toTursunov));
    expect(alone).toMatchObject({ status: 400, body: { code: 'co_owner_missing', missing: 1 } });
    const together = await karimov.post(
      '/notarial_act',
      sale('01D400DD', 'AAT', '1000004', [...toTursunov, { role: 'seller', ...identity('1000005') }]),
    );
    expect(together.status).toBe(200);
    const tursunov = await clientOf(ministry(), 'stursunov');
    const ergashev = await clientOf(ministry(), 'oergashev');
    await tursunov.send(together.body.uuid, 'party.accepted');
    const early = await karimov.send(together.body.uuid, 'act.sentForCheck');
    expect(early).toMatchObject({
      status: 409,
      body: { code: 'transition_refused', reason: 'parties_pending' },
    });
    expect(early.body.message).toBe(translate('oz', 'act_refusals.parties_pending'));
    expect((await ergashev.send(together.body.uuid, 'party.accepted')).status).toBe(200);
    expect((await karimov.send(together.body.uuid, 'act.sentForCheck')).status).toBe(200);
  });

  it('refuses a second unfinished act on the same vehicle with a link to the first', async () => {
    const first = await clients.rahimova.post(
      '/notarial_act',
      sale('30H800HH', 'AAF', '3000008', toTursunov),
    );
    expect(first.status).toBe(200);
    // A gift of the same vehicle is a duplicate too.
    const second = await clients.rahimova.post('/notarial_act', {
      ...sale('30H800HH', 'AAF', '3000008', [{ role: 'donee', ...identity('1000004') }]),
      type: 4,
    });
    expect(second).toMatchObject({
      status: 400,
      body: { code: 'duplicate_act', uuid: first.body.uuid, link: `/my_notarial_act/${first.body.rid}` },
    });
    // The message reads as a sentence; the act is the answer's link, not a raw path in the text.
    expect(second.body.message).not.toContain('/my_notarial_act/');
    // Once the first is deleted, the vehicle is free again.
    expect((await clients.rahimova.send(first.body.uuid, 'act.deleted')).status).toBe(200);
    expect(
      (await clients.rahimova.post('/notarial_act', sale('30H800HH', 'AAF', '3000008', toTursunov))).status,
    ).toBe(200);
  });

  it('answers 418 to a stranger and for an unknown act, 403 to a non-notary at the queue', async () => {
    const created = await clients.rahimova.post('/notarial_act', {
      ...cleanSale,
      vehicle: await addVehicle(ministry(), [pinOf('1000002')]),
    });
    expect(created.status).toBe(200);
    const { uuid } = created.body;
    const nazarova = await clientOf(ministry(), 'gnazarova');
    expect(await nazarova.get(`/notarial_act/${uuid}`)).toMatchObject({
      status: 418,
      body: { code: 'pin_not_found_in_uuid', message: translate('oz', 'errors.pin_not_found_in_uuid') },
    });
    expect((await nazarova.send(uuid, 'act.deleted', {}, 1)).status).toBe(418);
    // A notary of another office is a stranger too.
    const xolmatov = await clientOf(ministry(), 'axolmatov');
    expect((await xolmatov.get(`/notarial_act/${uuid}`)).body.code).toBe('pin_not_found_in_uuid');
    const unknown = '0b6f4d3e-1111-4c3e-9a51-2d8e7f3b1c90';
    expect(await clients.rahimova.get(`/notarial_act/${unknown}`)).toMatchObject({
      status: 418,
      body: {
        code: 'uuid_not_found',
        uuid: unknown,
        message: translate('oz', 'errors.uuid_not_found', { uuid: unknown }),
      },
    });
    expect((await clients.rahimova.get('/notarial_act/not-a-uuid')).body.code).toBe('uuid_not_found');
    // The same rule for an act addressed by its number (/my_notarial_act/{rid}).
    expect(await clients.rahimova.get(`/notarial_act/by_rid/${created.body.rid}`)).toMatchObject({
      status: 200,
      body: { rid: created.body.rid, uuid },
    });
    expect((await nazarova.get(`/notarial_act/by_rid/${created.body.rid}`)).body.code).toBe(
      'pin_not_found_in_uuid',
    );
    expect(await clients.rahimova.get('/notarial_act/by_rid/999999')).toMatchObject({
      status: 418,
      body: { code: 'uuid_not_found', uuid: '999999' },
    });
    expect((await clients.rahimova.get('/notarial_act/by_rid/1e3')).body.code).toBe('uuid_not_found');

    expect(await clients.rahimova.get('/notary/queue')).toMatchObject({
      status: 403,
      body: { code: 'not_a_notary' },
    });
    const abdullayeva = await clientOf(ministry(), 'nabdullayeva');
    const queue = (await abdullayeva.get('/notary/queue?step=1')).body;
    expect(queue.items.map((i: { uuid: string }) => i.uuid)).toContain(uuid);
    expect(queue.items.every((i: { step: number }) => i.step === 1)).toBe(true);
  });

  it('checks the card (format, Luhn, expiry) before anything is paid', async () => {
    const vehicle = await addVehicle(ministry(), [pinOf('1000002')]);
    const created = await clients.rahimova.post('/notarial_act', { ...cleanSale, vehicle });
    expect(created.status).toBe(200);
    const { uuid } = created.body;
    const tursunov = await clientOf(ministry(), 'stursunov');
    const notary = await clientOf(ministry(), 'nabdullayeva');
    await tursunov.send(uuid, 'party.accepted');
    await clients.rahimova.send(uuid, 'act.sentForCheck');
    await notary.send(uuid, 'act.checkAccepted');
    await clients.rahimova.send(uuid, 'act.confirmed');
    const issued = await notary.send(uuid, 'act.invoicesIssued', {
      invoices: [{ amount: 100_000, reason: 'reason' }],
    });
    const invoiceId = issued.body.payments[0].id;
    const pay = (body: unknown) => clients.rahimova.post(`/invoices/${invoiceId}/pay`, body);
    expect((await pay({ card: '4444 4444 4444 4444', expiry: '12/30' })).body.fields).toEqual({
      card: translate('oz', 'validation.error_card_luhn'),
    });
    expect((await pay({ card: '4444 4444 4444', expiry: '12/30' })).body.fields.card).toBe(
      translate('oz', 'validation.error_wrong_card_number'),
    );
    expect((await pay({ ...sandboxCard, expiry: '01/20' })).body.fields.expiry).toBe(
      translate('oz', 'validation.error_card_expired'),
    );
    expect((await pay({ ...sandboxCard, expiry: '13/30' })).body.fields.expiry).toBe(
      translate('oz', 'validation.error_wrong_card_expiry'),
    );
    expect((await pay({ card: '4000 0000 0000 0002', expiry: '12/30' })).body.code).toBe('card_declined');
    const unpaid = (await clients.rahimova.get(`/notarial_act/${uuid}`)).body;
    expect(unpaid.payments[0]).toMatchObject({ paid: false, payment: null });
    // A stranger cannot pay (or learn about) the act's invoice.
    const nazarova = await clientOf(ministry(), 'gnazarova');
    expect((await nazarova.post(`/invoices/${invoiceId}/pay`, sandboxCard)).status).toBe(418);
    const paid = await pay({ card: '4444444444444448', expiry: '12/99' });
    expect(paid.body.payments[0]).toMatchObject({ paid: true, payment: { cardLast4: '4448' } });
  });
});
