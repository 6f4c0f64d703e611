import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { languages, translate } from '../../ministry/i18n';
import { registerRecording } from '../../ministry/video/recordings';
import { drivers } from '../support/ministry';
import { addVehicle, cleanSale, clientOf, type Json } from './acts-support';
import { actAtTime, rahimovaPin, signedJoin, tokenOf, videoSuite } from './video-support';

// Access after leaving (issue 27, decision 069): a party who rejected or left an act sees only their
// own participation (their party, the act's type, number and state); its files, the attendance and
// the recordings are refused 403 in their language. The recordings are the act's notary's, its
// applicant's and its accepted parties' only.

const folder = mkdtempSync(join(tmpdir(), 'acts-leaving-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(drivers)('access after leaving on %s', (driver) => {
  const { clock, ministry, clients, people } = videoSuite(driver);

  async function download(userid: string, url: string) {
    const response = await fetch(`${ministry().url}/api${url}`, {
      headers: { authorization: `Bearer ${await tokenOf(ministry(), userid)}` },
    });
    return { status: response.status, text: await response.text() };
  }

  /** What a departed party's detail may hold: their own party, the act's type, number and state. */
  function expectOnlyOwnParticipation(detail: Json, buyerPartyId: number) {
    expect(detail.viewer).toMatchObject({ departed: true, role: 'party' });
    expect(detail.parties.map((p: Json) => p.id)).toEqual([buyerPartyId]);
    expect(detail.subjects).toEqual({ vehicles: [], realEstates: [], other: null });
    expect(detail).toMatchObject({
      fields: {},
      printForm: null,
      payments: [],
      notes: [],
      journal: [],
      general: { office: null, notary: null, clientPhone: null, visitdate: null },
      view: { allowed: [], visit: null, invoices: [], remark: null },
    });
    expect(detail.general.type.id).toBe(1);
    // Nothing of the applicant's: not her name, PIN or phone.
    const text = JSON.stringify(detail);
    expect(text).not.toContain(rahimovaPin);
    expect(text).not.toContain('Rahimova');
  }

  it('shows a party who rejected only their own participation, and refuses its print form 403', async () => {
    const created = await clients.applicant.post('/notarial_act', {
      ...cleanSale,
      vehicle: await addVehicle(ministry(), [rahimovaPin]),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { uuid } = created.body;
    const before = (await clients.buyer.get(`/notarial_act/${uuid}`)).body;
    expect(before.viewer.departed).toBe(false);
    expect(before.parties).toHaveLength(2);
    const printForm = (await clients.applicant.get(`/notarial_act/${uuid}`)).body.printForm;
    expect((await download('stursunov', printForm.url)).status).toBe(200);

    const rejected = await clients.buyer.send(uuid, 'party.rejected');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const buyerParty = rejected.body.parties[0];
    expect(buyerParty).toMatchObject({ status: 'rejected', me: true });
    expectOnlyOwnParticipation(rejected.body, buyerParty.id);
    expectOnlyOwnParticipation((await clients.buyer.get(`/notarial_act/${uuid}`)).body, buyerParty.id);

    for (const lang of languages) {
      const buyer = await clientOf(ministry(), 'stursunov', lang);
      const refused = await fetch(`${ministry().url}/api${printForm.url}`, {
        headers: {
          authorization: `Bearer ${await tokenOf(ministry(), 'stursunov')}`,
          'accept-language': lang,
        },
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ code: 'act_left', message: translate(lang, 'errors.act_left') });
      const attendance = await buyer.get(`/notarial_act/${uuid}/video/attendance`);
      expect(attendance).toMatchObject({ status: 403, body: { code: 'act_left' } });
    }
    // The applicant still reads everything.
    const applicants = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
    expect(applicants.viewer.departed).toBe(false);
    expect(applicants.parties).toHaveLength(2);
    expect((await download('drahimova', printForm.url)).status).toBe(200);
  });

  it('lets only the notary, the applicant and accepted parties have the recordings; a party who left them has none', async () => {
    const { uuid } = await actAtTime(ministry(), people(), new Date(clock.now().getTime() + 5 * 60_000));
    const joined = (await signedJoin(ministry(), clients.buyer, 'stursunov', uuid)).body;
    const bytes = randomBytes(2048);
    const path = join(folder, `${uuid}.webm`);
    writeFileSync(path, bytes);
    const id = await registerRecording(ministry().db, {
      room: uuid,
      participant: joined.attendanceId,
      segment: 0,
      path,
      startedAt: new Date(),
      endedAt: new Date(),
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      complete: true,
      hasAudio: true,
      hasVideo: true,
    });
    for (const userid of ['drahimova', 'stursunov', 'nabdullayeva']) {
      expect((await download(userid, `/files/${id}`)).status, userid).toBe(200);
    }
    // The applicant turns the notary down (back to preparation), and the buyer leaves the deal.
    expect((await clients.applicant.send(uuid, 'act.notaryRejected')).status).toBe(200);
    const exited = await clients.buyer.send(uuid, 'party.exited');
    expect(exited.status, JSON.stringify(exited.body)).toBe(200);
    expectOnlyOwnParticipation(exited.body, exited.body.parties[0].id);

    for (const lang of languages) {
      const buyer = await clientOf(ministry(), 'stursunov', lang);
      const listed = await buyer.get(`/notarial_act/${uuid}/video/recordings`);
      expect(listed).toMatchObject({
        status: 403,
        body: { code: 'act_left', message: translate(lang, 'errors.act_left') },
      });
    }
    const downloaded = await download('stursunov', `/files/${id}`);
    expect(downloaded.status).toBe(403);
    expect(JSON.parse(downloaded.text).code).toBe('act_left');
    // The notary turned down is no longer the act's: another notary of the office may look at the
    // act, not have its recordings.
    const former = await download('nabdullayeva', `/files/${id}`);
    expect(former.status).toBe(403);
    expect(JSON.parse(former.text).code).toBe('recording_not_allowed');
    expect((await clients.notary.get(`/notarial_act/${uuid}/video/recordings`)).body.code).toBe(
      'recording_not_allowed',
    );
    // The applicant keeps them.
    expect((await download('drahimova', `/files/${id}`)).status).toBe(200);
    expect((await clients.applicant.get(`/notarial_act/${uuid}/video/recordings`)).status).toBe(200);
  });
});
