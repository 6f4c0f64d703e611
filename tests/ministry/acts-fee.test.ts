import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RelationshipDegree } from '../../machines/money/relationship';
import { citizens, journal } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import {
  civilCitizens,
  ergashev,
  nazarova,
  qodirovAkmal,
  qodirovaNilufar,
  qodirovJasur,
  qodirovSardor,
  rahimova as rahimovaPin,
  rahimovTemur,
  tursunovAli,
  tursunovaLaylo,
  tursunovaZarina,
  tursunov as tursunovPin,
} from '../../ministry/db/seed/registries';
import { translate } from '../../ministry/i18n';
import { recordsRelationship } from '../../ministry/registries/civil';
import { drivers, ministryForSuite } from '../support/ministry';
import {
  abdullayevaNotaryId,
  acceptInvitations,
  addVehicle,
  type Client,
  clientOf,
  clientsForSuite,
  type Json,
  stepOf,
} from './acts-support';

// The state fee computed for an act (GET /api/notarial_act/{uuid}/fee) and the notary's reason for
// an invoice that asks another amount (decision 040), against the seeded sandbox ministry with a
// base amount (BHM) of its own, so the answers show the configured one is used, not the default.
// A claimed relationship reduces the fee only when the civil registry confirms it between the applicant
// and that party (decision 076): Rahimova's brother, father and nephew are on record
// (docs/sandbox.md), Tursunov is no relative of hers.

const baseAmount = 40_000_000; // 400 000 so'm, not the default 375 000.
const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;
const rahimova = person('drahimova');
const tursunov = person('stursunov');
type Identity = { passserial: string; passnum: string; pin: string };
const identity = (p: Identity): Identity => ({ passserial: p.passserial, passnum: p.passnum, pin: p.pin });
const civil = (pin: string) => identity(civilCitizens.find((c) => c.pin === pin)!);
const counterpart = identity(tursunov);
const brother = identity(person('jqodirov')); // Qodirov Jasur: the same parents' birth records
const father = civil(qodirovAkmal);
const nephew = civil(qodirovSardor); // her brother's son
const daughter = civil(tursunovaLaylo); // Tursunov's

describe.each(drivers)('the computed state fee on %s', (driver) => {
  const ministry = ministryForSuite(driver, { baseAmount });
  const clients = clientsForSuite(ministry, {
    applicant: 'drahimova',
    notary: 'nabdullayeva',
    buyer: 'stursunov',
    notaryRu: ['nabdullayeva', 'ru'],
    notaryUz: ['nabdullayeva', 'uz'],
    otherNotary: 'stojiyev',
  });

  /**
   * A vehicle sale (1) or power of attorney (101) of a fresh vehicle of the applicant's (Rahimova unless
   * named), to Tursunov unless another party is named.
   */
  async function create(
    type: 1 | 101,
    relationship?: RelationshipDegree,
    other: Identity = counterpart,
    applicant: { client: Client; pin: string } = { client: clients.applicant, pin: rahimova.pin },
  ): Promise<{ uuid: string; rid: number }> {
    const { price, ...vehicle } = await addVehicle(ministry(), [applicant.pin]);
    const party =
      type === 1
        ? { role: 'buyer', ...other }
        : {
            role: 'attorney',
            ...other,
            grantedRights: { rights: ['vehicleDrive'], delegation: false },
          };
    const body = {
      type,
      regtype: 1,
      vehicle: type === 1 ? { ...vehicle, price } : vehicle,
      ...(type === 101 ? { fields: { termFrom: '01.06.2030', termTo: '31.05.2031' } } : {}),
      parties: [{ ...party, ...(relationship ? { relationship } : {}) }],
      notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
    };
    const created = await applicant.client.post('/notarial_act', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body;
  }

  const feeOf = async (who: Client, uuid: string) => {
    const answer = await who.get(`/notarial_act/${uuid}/fee`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.fee as Json;
  };

  it('charges 5 % of the base amount for a vehicle sold to a close relative the civil registry confirms', async () => {
    const { uuid } = await create(1, 'sibling', brother);
    expect(await feeOf(clients.notary, uuid)).toEqual({
      baseAmount,
      reduction: 'sibling',
      invoices: [
        {
          purpose: 'state_fee',
          amount: 2_000_000, // 5 % of 400 000 so'm = 20 000 so'm
          rate: { ofBase: 500, source: 'specification' },
          basis: ['basis.vehicleSale', 'basis.vehicleTransferCloseRelatives'],
        },
      ],
    });
  });

  it('confirms a parent and a child alike: the applicant may be the one the birth record names either way', async () => {
    // Rahimova's birth record names Qodirov Akmal her father: she sells to her parent.
    const toParent = await feeOf(clients.notary, (await create(1, 'parent', father)).uuid);
    expect(toParent).toMatchObject({ reduction: 'parent', invoices: [{ amount: 2_000_000 }] });
    // Tursunova Laylo's names Tursunov her father: he sells to his child.
    const sold = await create(1, 'child', daughter, { client: clients.buyer, pin: tursunov.pin });
    const toChild = await feeOf(clients.buyer, sold.uuid);
    expect(toChild).toMatchObject({ reduction: 'child', invoices: [{ amount: 2_000_000 }] });
  });

  it('charges 50 % of the base amount for a vehicle power of attorney to a nephew', async () => {
    const { uuid } = await create(101, 'nephewOrNiece', nephew);
    const fee = await feeOf(clients.notary, uuid);
    expect(fee).toMatchObject({ baseAmount, reduction: 'nephewOrNiece' });
    expect(fee.invoices).toEqual([
      {
        purpose: 'state_fee',
        amount: 20_000_000,
        rate: { ofBase: 5_000, source: 'specification' },
        basis: ['basis.vehiclePowerOfAttorney', 'basis.vehiclePowerOfAttorneyCloseRelatives'],
      },
    ]);
  });

  it('charges the full rate without a relationship, of the sale price, and only to the notary and the applicant', async () => {
    const { uuid } = await create(1);
    const fee = await feeOf(clients.notary, uuid);
    // The price is 50 000 000 so'm: 1 % of it (sandbox rate), above the minimum of one base amount.
    expect(fee).toEqual({
      baseAmount,
      value: 5_000_000_000,
      invoices: [
        {
          purpose: 'state_fee',
          amount: 50_000_000,
          rate: { ofValue: 100, minOfBase: 10_000, source: 'sandbox' },
          basis: ['basis.vehicleSale', 'basis.sandboxRate'],
        },
      ],
    });
    expect(await feeOf(clients.applicant, uuid)).toEqual(fee);
    expect((await clients.buyer.get(`/notarial_act/${uuid}/fee`)).status).toBe(403);
    // A notary of another office and a citizen with no part in the act: the usual 418.
    expect((await clients.otherNotary.get(`/notarial_act/${uuid}/fee`)).status).toBe(418);
    const stranger = await clientOf(ministry(), 'myusupova');
    expect((await stranger.get(`/notarial_act/${uuid}/fee`)).status).toBe(418);
  });

  it('a power of attorney to someone the rules do not name pays the full rate', async () => {
    const { uuid } = await create(101, 'other');
    const fee = await feeOf(clients.notary, uuid);
    expect(fee.reduction).toBeUndefined();
    expect(fee.invoices[0]).toMatchObject({
      amount: baseAmount,
      basis: ['basis.vehiclePowerOfAttorney', 'basis.sandboxRate'],
    });
  });

  it('charges the full rate with "no relationship found" when the registry knows no such relation', async () => {
    const { uuid } = await create(1, 'child', counterpart);
    const fee = await feeOf(clients.applicant, uuid);
    expect(fee).toEqual({
      baseAmount,
      value: 5_000_000_000,
      invoices: [
        {
          purpose: 'state_fee',
          amount: 50_000_000,
          rate: { ofValue: 100, minOfBase: 10_000, source: 'sandbox' },
          basis: ['basis.vehicleSale', 'basis.sandboxRate', 'basis.relationshipNotFound'],
        },
      ],
    });
    expect(await feeOf(clients.notary, uuid)).toEqual(fee);
  });

  it('refuses the reduced rate for a claimed degree the registry contradicts, and never says the recorded one', async () => {
    // Qodirov Jasur is Rahimova's brother, not her father: "parent" is not confirmed.
    const { uuid, rid } = await create(1, 'parent', brother);
    const fee = await feeOf(clients.applicant, uuid);
    expect(fee.reduction).toBeUndefined();
    expect(fee.invoices).toMatchObject([
      { amount: 50_000_000, basis: ['basis.vehicleSale', 'basis.sandboxRate', 'basis.relationshipNotFound'] },
    ]);
    expect(JSON.stringify(fee)).not.toContain('sibling');
    // The power of attorney's 50 % likewise: a brother is not a nephew.
    const poa = await feeOf(clients.notary, (await create(101, 'nephewOrNiece', brother)).uuid);
    expect(poa.invoices[0]).toMatchObject({ amount: baseAmount });

    // The invoice at the reduced amount the applicant claimed needs the notary's reason.
    await acceptInvitations(ministry(), uuid, rid);
    const step = stepOf(uuid);
    await step(clients.applicant, 'act.sentForCheck');
    await step(clients.notary, 'act.checkAccepted');
    await step(clients.applicant, 'act.confirmed');
    const reduced = await clients.notary.send(uuid, 'act.invoicesIssued', {
      invoices: [{ amount: 20_000, purpose: 'state_fee' }],
    });
    expect(reduced.status).toBe(400);
    expect(reduced.body.fields).toEqual({
      'invoices.0.reason': translate('oz', 'validation.error_required_fee_reason'),
    });
    const issued = await step(clients.notary, 'act.invoicesIssued', {
      invoices: [{ amount: 500_000, purpose: 'state_fee' }],
    });
    expect(issued.payments).toMatchObject([{ amount: 50_000_000, computedAmount: 50_000_000, reason: null }]);
  });

  it('reads each degree from the births and marriages, of the party to the applicant', async () => {
    const db = ministry().db;
    const idOf = async (pin: string) =>
      (await db.select({ id: citizens.id }).from(citizens).where(eq(citizens.pin, pin)))[0]!.id;
    const recorded = async (applicant: string, party: string, degree: RelationshipDegree) =>
      recordsRelationship(db, await idOf(applicant), await idOf(party), degree);
    const cases: [string, string, RelationshipDegree, boolean][] = [
      [tursunovPin, tursunovaZarina, 'spouse', true],
      [tursunovaZarina, tursunovPin, 'spouse', true],
      [ergashev, nazarova, 'spouse', false], // dissolved in 2021
      [rahimovaPin, qodirovAkmal, 'parent', true],
      [qodirovAkmal, rahimovaPin, 'parent', false],
      [qodirovAkmal, rahimovaPin, 'child', true],
      [qodirovAkmal, qodirovaNilufar, 'childSpouse', true], // her husband is his son
      [qodirovaNilufar, qodirovAkmal, 'childSpouse', false],
      [qodirovAkmal, qodirovSardor, 'grandchild', true],
      [qodirovAkmal, rahimovTemur, 'grandchild', true], // through his mother
      [rahimovTemur, qodirovAkmal, 'grandparent', true],
      [qodirovSardor, qodirovJasur, 'grandparent', false],
      [tursunovAli, tursunovaLaylo, 'sibling', true],
      [qodirovJasur, rahimovaPin, 'sibling', true],
      [rahimovaPin, rahimovaPin, 'sibling', false],
      [rahimovaPin, qodirovSardor, 'nephewOrNiece', true],
      [qodirovSardor, rahimovaPin, 'nephewOrNiece', false],
      [rahimovaPin, rahimovTemur, 'nephewOrNiece', false], // her own son
      [rahimovaPin, qodirovAkmal, 'other', false],
      [rahimovaPin, tursunovPin, 'sibling', false],
    ];
    const answers = [];
    for (const [applicant, party, degree] of cases) answers.push(await recorded(applicant, party, degree));
    expect(answers).toEqual(cases.map(([, , , expected]) => expected));
  });

  it('asks the notary’s reason for an amount other than the computed one, and keeps it with the invoice', async () => {
    const { uuid, rid } = await create(1, 'sibling', brother);
    await acceptInvitations(ministry(), uuid, rid);
    const step = stepOf(uuid);
    await step(clients.applicant, 'act.sentForCheck');
    await step(clients.notary, 'act.checkAccepted');
    const confirmed = await step(clients.applicant, 'act.confirmed');

    // 25 000 so'm where 20 000 is computed, with no reason: refused in each language, nothing stored.
    const changed = { amount: 25_000, purpose: 'state_fee' };
    const refusals = [
      [clients.notary, 'oz'],
      [clients.notaryUz, 'uz'],
      [clients.notaryRu, 'ru'],
    ] as const;
    for (const [who, language] of refusals) {
      const refused = await who.send(uuid, 'act.invoicesIssued', { invoices: [changed] });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'validation_failed',
        fields: { 'invoices.0.reason': translate(language, 'validation.error_required_fee_reason') },
      });
    }
    const blank = await clients.notary.send(uuid, 'act.invoicesIssued', {
      invoices: [{ ...changed, reason: '   ' }],
    });
    expect(blank.body.fields).toEqual({ 'invoices.0.reason': expect.any(String) });
    expect((await clients.applicant.get(`/notarial_act/${uuid}`)).body.version).toBe(confirmed.version);

    // A service invoice has no computed amount here: it is the notary's own and needs no reason.
    const reason = 'Ikkinchi nusxa uchun qo‘shimcha boj';
    const issued = await step(clients.notary, 'act.invoicesIssued', {
      invoices: [
        { ...changed, reason },
        { amount: 120_000, purpose: 'service' },
      ],
    });
    expect(issued.payments).toMatchObject([
      { purpose: 'state_fee', amount: 2_500_000, computedAmount: 2_000_000, reason },
      { purpose: 'service', amount: 12_000_000, computedAmount: null, reason: null },
    ]);
    const [entry] = await ministry()
      .db.select({ payload: journal.payload })
      .from(journal)
      .where(and(eq(journal.actId, rid), eq(journal.event, 'act.invoicesIssued')));
    expect(entry?.payload).toEqual({
      invoices: [
        { id: String(issued.payments[0].id), amount: 25_000, computedAmount: 2_000_000, reason },
        { id: String(issued.payments[1].id), amount: 120_000 },
      ],
    });
  });

  it('takes the computed amount without a reason', async () => {
    const { uuid, rid } = await create(1, 'parent', father);
    await acceptInvitations(ministry(), uuid, rid);
    const step = stepOf(uuid);
    await step(clients.applicant, 'act.sentForCheck');
    await step(clients.notary, 'act.checkAccepted');
    await step(clients.applicant, 'act.confirmed');
    const issued = await step(clients.notary, 'act.invoicesIssued', {
      invoices: [{ amount: 20_000, purpose: 'state_fee' }],
    });
    expect(issued.payments).toMatchObject([{ amount: 2_000_000, computedAmount: 2_000_000, reason: null }]);
  });
});
