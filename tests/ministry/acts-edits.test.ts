import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journal, notarialActs } from '../../ministry/db/schema';
import { drivers, ministryForSuite } from '../support/ministry';
import { addVehicle, cleanSale, cleanSaleUsers, clientsForSuite, type Json } from './acts-support';

// Data edits in preparation: the applicant corrects the vehicle's price or an invited party's phone
// after the notary's remarks. Each is version-guarded and journalled (act.edited), the parties agree
// again to changed terms, and nobody else may edit.
describe.each(drivers)('act data edits on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, { ...cleanSaleUsers, stranger: 'gnazarova' });

  /** A sale of a fresh vehicle whose buyer accepted; answers its detail. */
  async function acceptedSale(): Promise<Json> {
    const vehicle = await addVehicle(ministry(), ['42309929990022']);
    const created = await clients.applicant.post('/notarial_act', { ...cleanSale, vehicle });
    expect(created.status).toBe(200);
    const { uuid } = created.body;
    const accepted = await clients.buyer.send(uuid, 'party.accepted');
    expect(accepted.status).toBe(200);
    return accepted.body;
  }

  const latestLink = async (uuid: string) => {
    const sms = (await clients.buyer.get('/sms_outbox?phone=931000003')).body as {
      link: string;
      text: string;
    }[];
    return sms.find((m) => m.link.includes(uuid))!;
  };

  it('a corrected price asks the buyer again with a new link; the old link stops working', async () => {
    const act = await acceptedSale();
    const oldLink = await latestLink(act.uuid);
    const subject = act.subjects.vehicles[0];

    const edited = await clients.applicant.post(`/notarial_act/${act.uuid}/vehicles/${subject.id}`, {
      version: act.version,
      price: 120_000_000.5,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.version).toBe(act.version + 1);
    expect(edited.body.subjects.vehicles[0].price).toBe(12_000_000_050);
    expect(edited.body.parties.find((p: Json) => !p.applicant)).toMatchObject({ status: null });
    // Awaiting the buyer again: the act cannot be sent for check until they agree to the new price.
    expect(edited.body.view.allowed).not.toContain('act.sentForCheck');

    const newLink = await latestLink(act.uuid);
    expect(newLink.link).not.toBe(oldLink.link);
    expect(newLink.text).toContain('o‘zgartirildi');
    const oldToken = new URL(oldLink.link).searchParams.get('invite')!;
    expect((await clients.buyer.get(`/invitations/${oldToken}`)).status).toBe(404);
    const token = new URL(newLink.link).searchParams.get('invite')!;
    const again = await clients.buyer.post(`/invitations/${token}/accept`);
    expect(again.status).toBe(200);
    expect(again.body.view.allowed).toBeDefined();
    const detail = (await clients.applicant.get(`/notarial_act/${act.uuid}`)).body;
    expect(detail.view.allowed).toContain('act.sentForCheck');

    // The journal says what changed (field names only), at the version the edit made.
    const rows = await ministry().db.select().from(journal).where(eq(journal.actId, act.rid));
    const row = rows.find((r) => r.event === 'act.edited');
    expect(row).toMatchObject({
      role: 'applicant',
      fromState: 'preparation',
      toState: 'preparation',
      version: act.version + 1,
      payload: { subjectId: String(subject.id), fields: ['price'] },
    });
    expect(JSON.stringify(row?.payload)).not.toContain('120000000');
    expect(detail.journal.map((j: Json) => j.event)).toContain('act.edited');
  });

  it('an invited party’s corrected phone gets a new invitation there', async () => {
    const act = await acceptedSale();
    const party = act.parties.find((p: Json) => !p.applicant);
    const edited = await clients.applicant.post(`/notarial_act/${act.uuid}/parties/${party.id}`, {
      version: act.version,
      phone: '901234567',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.parties.find((p: Json) => p.id === party.id)).toMatchObject({
      phone: '901234567',
      status: null,
      smsSent: true,
    });
    const sms = (await clients.buyer.get('/sms_outbox?phone=901234567')).body as { link: string }[];
    expect(sms.some((m) => m.link.includes(act.uuid))).toBe(true);
  });

  it('the same value again changes nothing: no new version, no journal row', async () => {
    const act = await acceptedSale();
    const subject = act.subjects.vehicles[0];
    const same = await clients.applicant.post(`/notarial_act/${act.uuid}/vehicles/${subject.id}`, {
      version: act.version,
      price: subject.price / 100,
    });
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(act.version);
    expect(same.body.parties.find((p: Json) => !p.applicant).status).toBe('accepted');
  });

  it('refuses stale versions, bad input, other users, other steps and the applicant’s own party', async () => {
    const act = await acceptedSale();
    const subject = act.subjects.vehicles[0];
    const mine = act.parties.find((p: Json) => p.applicant);
    const theirs = act.parties.find((p: Json) => !p.applicant);
    const price = (version: number, value: unknown = 1_000_000, who = clients.applicant) =>
      who.post(`/notarial_act/${act.uuid}/vehicles/${subject.id}`, { version, price: value });

    const stale = await price(act.version - 1 || 99);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_version');
    const bad = await price(act.version, -5);
    expect(bad.status).toBe(400);
    // Field messages come translated in the request's language.
    expect(bad.body.fields).toEqual({ price: 'Narx so‘mda, musbat son bo‘lishi kerak' });
    expect((await price(act.version, 1, clients.stranger)).status).toBe(418);
    const asBuyer = await price(act.version, 1, clients.buyer);
    expect(asBuyer.status).toBe(409);
    expect(asBuyer.body.params?.reason ?? asBuyer.body.reason).toBe('forbidden_role');
    const ownParty = await clients.applicant.post(`/notarial_act/${act.uuid}/parties/${mine.id}`, {
      version: act.version,
      phone: '901234567',
    });
    expect(ownParty.status).toBe(400);
    expect(ownParty.body.fields.phone).toMatch(/^Arizachining ma’lumotlari/);
    const otherAct = await clients.applicant.post(`/notarial_act/${act.uuid}/vehicles/999999`, {
      version: act.version,
      price: 1,
    });
    expect(otherAct.status).toBe(404);

    // In checking the data are the notary's to look at, not the applicant's to change.
    const sent = await clients.applicant.send(act.uuid, 'act.sentForCheck');
    expect(sent.status).toBe(200);
    const late = await price(sent.body.version);
    expect(late.status).toBe(409);
    expect(late.body.message).toBeTruthy();
    const late2 = await clients.applicant.post(`/notarial_act/${act.uuid}/parties/${theirs.id}`, {
      version: sent.body.version,
      phone: '901234568',
    });
    expect(late2.status).toBe(409);
    const asNotary = await clients.notary.post(`/notarial_act/${act.uuid}/vehicles/${subject.id}`, {
      version: sent.body.version,
      price: 1,
    });
    expect(asNotary.status).toBe(409);

    // None of the refusals changed anything.
    const [row] = await ministry().db.select().from(notarialActs).where(eq(notarialActs.uuid, act.uuid));
    expect(row!.version).toBe(sent.body.version);
    const detail = (await clients.applicant.get(`/notarial_act/${act.uuid}`)).body;
    expect(detail.subjects.vehicles[0].price).toBe(subject.price);
    expect(detail.parties.find((p: Json) => p.id === theirs.id).phone).toBe(theirs.phone);
  });
});
