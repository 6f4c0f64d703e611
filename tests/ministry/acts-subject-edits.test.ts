import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actTypeExamples } from '../../machines/act-types/act-types.test-support';
import { journal, notarialActs, otherSubjects, realEstateSubjects } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import { drivers, ministryForSuite } from '../support/ministry';
import {
  abdullayevaNotaryId,
  addRealEstate,
  addVehicle,
  cleanSale,
  clientsForSuite,
  type Json,
} from './acts-support';

// Decision 041: a real-estate subject ({rid}/realty/{id}) and the other subject data ({rid}/other/{id})
// corrected in preparation, as the vehicle's price is (decision 017): the applicant only, in the state
// the statechart allows edits, version-guarded, journalled as act.edited with the changed field
// names; the registry's subject schemas judge the body; the cadastre number never changes.

const person = (userid: string) => seedPeople.find((p) => p.userid === userid)!;
const rahimova = person('drahimova');
const tursunov = person('stursunov');

describe.each(drivers)('real-estate and other subject edits on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, {
    applicant: 'drahimova',
    inCyrillic: ['drahimova', 'uz'],
    inRussian: ['drahimova', 'ru'],
    attorney: 'stursunov',
    notary: 'nabdullayeva',
    stranger: 'gnazarova',
  });

  /** A power of attorney over a flat of Rahimova's alone (type 105) to Tursunov, who accepted. */
  async function realEstatePoa(): Promise<Json> {
    const example = actTypeExamples[105] as Json;
    const cadastreNumber = await addRealEstate(ministry(), [rahimova.pin]);
    const created = await clients.applicant.post('/notarial_act', {
      ...example,
      type: 105,
      realEstate: { ...example.realEstate, cadastreNumber, street: 'Navoiy', price: 500_000_000 },
      parties: [
        {
          ...example.parties[0],
          pin: tursunov.pin,
          passserial: tursunov.passserial,
          passnum: tursunov.passnum,
          phone: '931000003',
        },
      ],
      notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const accepted = await clients.attorney.send(created.body.uuid, 'party.accepted');
    expect(accepted.status).toBe(200);
    return accepted.body;
  }

  /** A vehicle sale with its deal terms (the other subject data), the buyer having accepted. */
  async function saleWithTerms(): Promise<Json> {
    const vehicle = await addVehicle(ministry(), [rahimova.pin]);
    const created = await clients.applicant.post('/notarial_act', {
      ...cleanSale,
      vehicle,
      other: { paymentMethod: 'cash', ownershipBasis: 'Oldi-sotdi shartnomasi 2019' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const accepted = await clients.attorney.send(created.body.uuid, 'party.accepted');
    expect(accepted.status).toBe(200);
    return accepted.body;
  }

  const estateBody = (estate: Json, changes: Json = {}) => {
    const { id: _id, ...values } = estate;
    const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
    // The detail answers tiyin; the edit takes so'm, as the creation does.
    for (const name of ['price', 'inventoryPrice', 'previousPrice']) {
      if (typeof given[name] === 'number') given[name] = (given[name] as number) / 100;
    }
    return { ...given, ...changes };
  };

  it('corrects a real estate: every field the type asks for, the parties asked again, journalled', async () => {
    const act = await realEstatePoa();
    const estate = act.subjects.realEstates[0];
    expect(estate).toMatchObject({ street: 'Navoiy', area: 54.5, rooms: 2, price: 50_000_000_000 });

    const edited = await clients.applicant.post(`/notarial_act/${act.uuid}/real_estates/${estate.id}`, {
      version: act.version,
      ...estateBody(estate, {
        street: 'Amir Temur',
        home: '12',
        flat: '7',
        area: 61.25,
        price: 450_000_000.5,
      }),
      // Left out: cleared (rooms).
      rooms: undefined,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.version).toBe(act.version + 1);
    expect(edited.body.subjects.realEstates[0]).toEqual({
      ...estate,
      street: 'Amir Temur',
      home: '12',
      flat: '7',
      area: 61.25,
      price: 45_000_000_050,
      rooms: null,
    });
    // Changed terms: the attorney is asked again, so the act waits for them.
    expect(edited.body.parties.find((p: Json) => !p.applicant).status).toBeNull();
    expect(edited.body.view.allowed).not.toContain('act.sentForCheck');

    const rows = await ministry().db.select().from(journal).where(eq(journal.actId, act.rid));
    const row = rows.find((r) => r.event === 'act.edited');
    expect(row).toMatchObject({
      role: 'applicant',
      fromState: 'preparation',
      toState: 'preparation',
      version: act.version + 1,
      payload: {
        subjectId: String(estate.id),
        kind: 'realEstate',
        fields: expect.arrayContaining(['street', 'home', 'flat', 'area', 'rooms', 'price']),
      },
    });
    expect((row!.payload as { fields: string[] }).fields).toHaveLength(6);
    // Names only, never the values.
    expect(JSON.stringify(row!.payload)).not.toContain('Amir Temur');
  });

  it('the same data again changes nothing: no new version, the attorney’s answer kept', async () => {
    const act = await realEstatePoa();
    const estate = act.subjects.realEstates[0];
    const same = await clients.applicant.post(`/notarial_act/${act.uuid}/real_estates/${estate.id}`, {
      version: act.version,
      ...estateBody(estate),
    });
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(act.version);
    expect(same.body.parties.find((p: Json) => !p.applicant).status).toBe('accepted');
  });

  it('never changes the cadastre number, and says why in oz, uz and ru', async () => {
    const act = await realEstatePoa();
    const estate = act.subjects.realEstates[0];
    const other = await addRealEstate(ministry(), [rahimova.pin]);
    const messages: Record<string, string> = {};
    for (const [language, client] of [
      ['oz', clients.applicant],
      ['uz', clients.inCyrillic],
      ['ru', clients.inRussian],
    ] as const) {
      const moved = await client.post(`/notarial_act/${act.uuid}/real_estates/${estate.id}`, {
        version: act.version,
        ...estateBody(estate, { cadastreNumber: other }),
      });
      expect(moved.status).toBe(400);
      expect(moved.body.code).toBe('validation_failed');
      expect(Object.keys(moved.body.fields)).toEqual(['cadastreNumber']);
      messages[language] = moved.body.fields.cadastreNumber;
    }
    expect(messages.oz).toMatch(/^Kadastr raqamini o‘zgartirib bo‘lmaydi/);
    expect(messages.uz).toMatch(/^Кадастр рақамини ўзгартириб бўлмайди/);
    expect(messages.ru).toMatch(/^Кадастровый номер изменить нельзя/);
    const [stored] = await ministry()
      .db.select()
      .from(realEstateSubjects)
      .where(eq(realEstateSubjects.id, Number(estate.id)));
    expect(stored!.cadastreNumber).toBe(estate.cadastreNumber);
  });

  it('answers every bad field with its message, at the subject’s paths', async () => {
    const act = await realEstatePoa();
    const estate = act.subjects.realEstates[0];
    const bad = await clients.inRussian.post(`/notarial_act/${act.uuid}/real_estates/${estate.id}`, {
      version: act.version,
      ...estateBody(estate, { cadastreType: 'castle', area: -3, rooms: 2.5, price: 'a lot' }),
      cadastreNumber: undefined,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(
      ['area', 'cadastreNumber', 'cadastreType', 'price', 'rooms'].sort(),
    );
    expect(bad.body.fields.cadastreNumber).toBe('Укажите кадастровый номер');
    for (const message of Object.values(bad.body.fields)) expect(message).toMatch(/[А-Яа-я]/);

    const noVersion = await clients.applicant.post(`/notarial_act/${act.uuid}/real_estates/${estate.id}`, {
      ...estateBody(estate),
    });
    expect(noVersion.status).toBe(400);
    expect(Object.keys(noVersion.body.fields)).toEqual(['version']);
  });

  it('refuses stale versions, other users, other subjects and other steps', async () => {
    const act = await realEstatePoa();
    const estate = act.subjects.realEstates[0];
    const edit = (version: number, who = clients.applicant, id = estate.id) =>
      who.post(`/notarial_act/${act.uuid}/real_estates/${id}`, {
        version,
        ...estateBody(estate, { street: 'Bobur' }),
      });

    const stale = await edit(act.version - 1 || 99);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_version');
    expect((await edit(act.version, clients.stranger)).status).toBe(418);
    const asAttorney = await edit(act.version, clients.attorney);
    expect(asAttorney.status).toBe(409);
    expect(asAttorney.body.reason ?? asAttorney.body.params?.reason).toBe('forbidden_role');
    expect((await edit(act.version, clients.applicant, 999_999)).status).toBe(404);

    const sent = await clients.applicant.send(act.uuid, 'act.sentForCheck');
    expect(sent.status).toBe(200);
    const late = await edit(sent.body.version);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('transition_refused');
    const asNotary = await edit(sent.body.version, clients.notary);
    expect(asNotary.status).toBe(409);

    const [row] = await ministry().db.select().from(notarialActs).where(eq(notarialActs.uuid, act.uuid));
    expect(row!.version).toBe(sent.body.version);
    const detail = (await clients.applicant.get(`/notarial_act/${act.uuid}`)).body;
    expect(detail.subjects.realEstates[0]).toEqual(estate);
  });

  it('corrects the other subject data by the type’s fields, refuses bad values, guards like the rest', async () => {
    const act = await saleWithTerms();
    const other = act.subjects.other;
    expect(other).toEqual({
      id: expect.any(Number),
      paymentMethod: 'cash',
      ownershipBasis: 'Oldi-sotdi shartnomasi 2019',
    });
    const path = `/notarial_act/${act.uuid}/other/${other.id}`;

    const edited = await clients.applicant.post(path, {
      version: act.version,
      paymentMethod: 'mixed',
      ownSum: 40_000_000,
      creditSum: 55_000_000.25,
      creditOrganisation: { name: 'Xalq banki', inn: '201234567' },
      // Type 1 does not ask for consent types: not read.
      consentTypes: ['sale'],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.version).toBe(act.version + 1);
    expect(edited.body.subjects.other).toEqual({
      id: other.id,
      paymentMethod: 'mixed',
      ownSum: 4_000_000_000,
      creditSum: 5_500_000_025,
      creditOrganisation: { name: 'Xalq banki', inn: '201234567' },
    });
    expect(edited.body.parties.find((p: Json) => !p.applicant).status).toBeNull();
    const [stored] = await ministry().db.select().from(otherSubjects).where(eq(otherSubjects.id, other.id));
    expect(stored!.data).not.toHaveProperty('consentTypes');
    const rows = await ministry().db.select().from(journal).where(eq(journal.actId, act.rid));
    expect(rows.find((r) => r.event === 'act.edited')?.payload).toEqual({
      subjectId: String(other.id),
      kind: 'other',
      fields: ['ownershipBasis', 'paymentMethod', 'ownSum', 'creditSum', 'creditOrganisation'],
    });

    const bad = await clients.inCyrillic.post(path, {
      version: edited.body.version,
      paymentMethod: 'barter',
      ownSum: 0,
      creditOrganisation: { name: 'Xalq banki', inn: '12' },
      shares: [{ share: { numerator: 3, denominator: 2 }, recipientPin: tursunov.pin }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(
      ['creditOrganisation.inn', 'ownSum', 'paymentMethod', 'shares.0.share.numerator'].sort(),
    );
    for (const message of Object.values(bad.body.fields)) expect(message).toMatch(/[А-Яа-яЎўҚқҒғҲҳ]/);

    expect(
      (await clients.attorney.post(path, { version: edited.body.version, paymentMethod: 'cash' })).status,
    ).toBe(409);
    expect((await clients.stranger.post(path, { version: edited.body.version })).status).toBe(418);
    expect(
      (
        await clients.applicant.post(`/notarial_act/${act.uuid}/other/999999`, {
          version: edited.body.version,
          paymentMethod: 'cash',
        })
      ).status,
    ).toBe(404);
  });
});
