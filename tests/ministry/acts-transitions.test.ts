import { sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { actEventTraits } from '../../machines/act/act.events';
import { actEventTypes } from '../../machines/act/act.schema';
import { markAbsentActs } from '../../ministry/acts/non-attendance';
import { queryRows } from '../../ministry/db/database';
import { seedPeople } from '../../ministry/db/seed';
import { translate } from '../../ministry/i18n';
import { drivers, ministryForSuite, type TestMinistry } from '../support/ministry';
import {
  addVehicle,
  type Client,
  cleanSale,
  cleanSaleUsers,
  clientOf,
  clientsForSuite,
  type Json,
  notaryIdOf,
  sandboxCard,
} from './acts-support';

const rahimovaPin = seedPeople.find((p) => p.passnum === '1000002')!.pin;

/** The act row and the row count of every table of the acts schema, in one statement. */
async function fingerprint(ministry: TestMinistry, uuid: string): Promise<string> {
  const [row] = await queryRows<{ f: string }>(
    ministry.db,
    sql`select json_build_object(
      'act', (select row_to_json(a) from acts.acts a where a.uuid = ${uuid}),
      'acts', (select count(*) from acts.acts), 'parties', (select count(*) from acts.parties),
      'invoices', (select count(*) from acts.invoices), 'payments', (select count(*) from acts.payments),
      'notes', (select count(*) from acts.notes), 'files', (select count(*) from acts.files),
      'journal', (select count(*) from acts.journal), 'sms', (select count(*) from acts.sms_outbox),
      'subjects', (select count(*) from acts.vehicle_subjects))::text as f`,
  );
  return row!.f;
}

describe.each(drivers)('act transitions on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const clients = clientsForSuite(ministry, cleanSaleUsers);

  async function newAct(): Promise<string> {
    const created = await clients.applicant.post('/notarial_act', {
      ...cleanSale,
      vehicle: await addVehicle(ministry(), [rahimovaPin]),
    });
    expect(created.status).toBe(200);
    return created.body.uuid;
  }

  // A payload of the right shape for every event, so the machine (not validation) decides.
  function payloadOf(type: string, detail: Json): Record<string, unknown> {
    const buyerParty = detail.parties.find((p: { applicant: boolean }) => !p.applicant);
    const invoiceId = String(detail.payments[0]?.id ?? 999_999);
    switch (type) {
      case 'party.accepted':
      case 'party.rejected':
      case 'party.exited':
        return { partyId: String(buyerParty.id) };
      case 'act.returnedWithRemarks':
        return { remark: 'remark' };
      case 'act.invoicesIssued':
        return { invoices: [{ amount: 1000, reason: 'reason' }] };
      case 'act.timeSet':
        return { visit: { date: '2030-01-10', time: '09:00', regtype: 2 } };
      case 'act.refused':
      case 'act.cancelled':
        return { reason: 'reason' };
      case 'act.paidOnSite':
        return { invoiceId };
      default:
        return {};
    }
  }

  /**
   * Sends every event the machine refuses to each of the three people: 409 and nothing changed. The act
   * is fingerprinted before and after each person's refusals (not around each one: a refusal that
   * wrote would still show, and the walk costs a third of the queries, decision 095).
   */
  async function everyRefusalChangesNothing(uuid: string): Promise<number> {
    let refused = 0;
    for (const who of [clients.applicant, clients.buyer, clients.notary]) {
      const detail = (await who.get(`/notarial_act/${uuid}`)).body;
      const before = await fingerprint(ministry(), uuid);
      const sent: string[] = [];
      for (const type of actEventTypes.filter((t) => !actEventTraits[t].internal)) {
        if (detail.view.allowed.includes(type)) continue;
        const answer = await who.send(uuid, type, payloadOf(type, detail), detail.version);
        expect(
          answer.status,
          `${detail.general.state}: ${type} by ${who.userId}: ${JSON.stringify(answer.body)}`,
        ).toBe(409);
        expect(answer.body.code).toBe('transition_refused');
        expect(answer.body.message).toBe(translate('oz', `act_refusals.${answer.body.reason}`));
        sent.push(type);
        refused += 1;
      }
      expect(
        await fingerprint(ministry(), uuid),
        `${detail.general.state}: ${sent.join(', ')} by ${who.userId}`,
      ).toBe(before);
    }
    return refused;
  }

  // About 20 s on a quiet 2-core machine (every step x every event, each a real 409 round trip):
  // the default 30 s would fail it on a busy one.
  it('refuses, in every step of the walk, every event the machine refuses: 409 and nothing changed', async () => {
    const uuid = await newAct();
    const go = async (who: Client, type: string, payload: Record<string, unknown> = {}) => {
      const answer = await who.send(uuid, type, payload);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    /** The act is in `state`, and there every event the machine refuses is refused. */
    const check = async (state: string) => {
      const detail = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
      expect(detail.general.state).toBe(state);
      expect(await everyRefusalChangesNothing(uuid)).toBeGreaterThan(0);
    };
    await check('preparation'); // the buyer awaited
    await go(clients.buyer, 'party.accepted');
    await check('preparation'); // ready
    await go(clients.applicant, 'act.sentForCheck');
    await check('checking');
    await go(clients.notary, 'act.checkAccepted');
    await check('applicantConfirmation');
    await go(clients.applicant, 'act.confirmed');
    await check('paymentFormation');
    const issued = await go(clients.notary, 'act.invoicesIssued', {
      invoices: [{ amount: 200_000, reason: 'reason' }],
    });
    await check('timeSetting');
    await go(clients.notary, 'act.timeSet', { visit: { date: '2030-01-10', time: '09:00', regtype: 2 } });
    await check('timeConfirmation');
    await go(clients.applicant, 'act.timeConfirmed');
    await check('payment'); // the invoice is unpaid
    expect((await clients.applicant.post(`/invoices/${issued.payments[0].id}/pay`, sandboxCard)).status).toBe(
      200,
    );
    await check('registration');
    await go(clients.notary, 'act.registered');
    await check('registered');
  }, 120_000);

  it('refuses everything once an act is refused, and keeps the refusal resolution downloadable', async () => {
    const uuid = await newAct();
    await clients.buyer.send(uuid, 'party.accepted');
    await clients.applicant.send(uuid, 'act.sentForCheck');
    const refused = await clients.notary.send(uuid, 'act.refused', { reason: 'Hujjatlar to‘liq emas' });
    expect(refused.status).toBe(200);
    expect(refused.body.result.refusal).toMatchObject({ reason: 'Hujjatlar to‘liq emas' });
    expect(await everyRefusalChangesNothing(uuid)).toBeGreaterThan(0);
    const file = await fetch(`${ministry().url}/api/files/${refused.body.result.refusal.file.id}`, {
      headers: {
        authorization: `Bearer ${(await ministry().auth.sessions.create(ministry().db, clients.buyer.userId)).token}`,
      },
    });
    expect(file.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await file.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Hujjatlar to‘liq emas');
  });

  it('answers a stale or repeated version with 409 stale_version and changes nothing', async () => {
    const uuid = await newAct();
    const accepted = await clients.buyer.send(uuid, 'party.accepted');
    expect(accepted.body.version).toBe(2);
    const before = await fingerprint(ministry(), uuid);
    const stale = await clients.applicant.send(uuid, 'act.sentForCheck', {}, 1);
    expect(stale).toMatchObject({ status: 409, body: { code: 'stale_version', version: 2 } });
    expect(await fingerprint(ministry(), uuid)).toBe(before);
    expect((await clients.applicant.send(uuid, 'act.sentForCheck', {}, 2)).status).toBe(200);
    // The same request again is stale now: it cannot apply twice.
    expect((await clients.applicant.send(uuid, 'act.sentForCheck', {}, 2)).body.code).toBe('stale_version');
  });

  it('lets exactly one of two concurrent transitions with the same version win', async () => {
    const uuid = await newAct();
    await clients.buyer.send(uuid, 'party.accepted');
    const version = (await clients.applicant.get(`/notarial_act/${uuid}`)).body.version;
    const answers = await Promise.all([
      clients.applicant.send(uuid, 'act.sentForCheck', {}, version),
      clients.applicant.send(uuid, 'act.deleted', {}, version),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('stale_version');
    const detail = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
    expect(detail.version).toBe(version + 1);
    expect(detail.journal).toHaveLength(version + 1);
  });

  it('leaves the act and its journal as they were when a transition crashes after its first write', async () => {
    const uuid = await newAct();
    await clients.buyer.send(uuid, 'party.accepted');
    const before = await fingerprint(ministry(), uuid);
    const detail = (await clients.applicant.get(`/notarial_act/${uuid}`)).body;
    const notified: number[] = [];
    const stop = ministry().acts.onActChanged((actId) => notified.push(actId));
    await expect(
      ministry().acts.transition(
        {
          uuid,
          event: { type: 'act.sentForCheck' },
          expectedVersion: detail.version,
          user: { kind: 'user', userId: clients.applicant.userId },
        },
        {
          afterFirstWrite: () => {
            throw new Error('injected crash');
          },
        },
      ),
    ).rejects.toThrow('injected crash');
    expect(await fingerprint(ministry(), uuid)).toBe(before);
    expect(notified).toEqual([]);
    // The same transition without the crash goes through and notifies once.
    const done = await ministry().acts.transition({
      uuid,
      event: { type: 'act.sentForCheck' },
      expectedVersion: detail.version,
      user: { kind: 'user', userId: clients.applicant.userId },
    });
    expect(done).toMatchObject({ from: 'preparation', to: 'checking', version: detail.version + 1 });
    expect(notified).toEqual([detail.rid]);
    stop();
  });

  it('marks a video act inactive when its set time passed without attendance, each act once', async () => {
    const walkToTime = async (regtype: 1 | 2, date: string) => {
      const uuid = await newAct();
      await clients.buyer.send(uuid, 'party.accepted');
      await clients.applicant.send(uuid, 'act.sentForCheck');
      await clients.notary.send(uuid, 'act.checkAccepted');
      await clients.applicant.send(uuid, 'act.confirmed');
      await clients.notary.send(uuid, 'act.invoicesIssued', {
        invoices: [{ amount: 1000, reason: 'reason' }],
      });
      const set = await clients.notary.send(uuid, 'act.timeSet', { visit: { date, time: '09:00', regtype } });
      expect(set.body.general.state).toBe('timeConfirmation');
      return uuid;
    };
    const missed = await walkToTime(2, '2020-01-10');
    const inPerson = await walkToTime(1, '2020-01-10');
    const upcoming = await walkToTime(2, '2099-01-10');
    // Two instances running the job at once: FOR UPDATE SKIP LOCKED hands the act to one of them.
    const passes = await Promise.all([
      markAbsentActs(ministry().db, ministry().acts),
      markAbsentActs(ministry().db, ministry().acts),
    ]);
    const marked = passes.flat();
    expect(marked.map((m) => m.uuid)).toEqual([missed]);
    const detail = (await clients.applicant.get(`/notarial_act/${missed}`)).body;
    expect(detail.general).toMatchObject({ state: 'inactive', status: 'inactive' });
    expect(detail.journal.at(-1)).toMatchObject({
      event: 'act.markedInactive',
      role: 'system',
      fromState: 'timeConfirmation',
    });
    expect((await clients.applicant.get(`/notarial_act/${inPerson}`)).body.general.state).toBe(
      'timeConfirmation',
    );
    expect((await clients.applicant.get(`/notarial_act/${upcoming}`)).body.general.state).toBe(
      'timeConfirmation',
    );
    expect(await markAbsentActs(ministry().db, ministry().acts)).toEqual([]);
  });

  it('lets the applicant reject the notary and choose another, who then has the act', async () => {
    const uuid = await newAct();
    await clients.buyer.send(uuid, 'party.accepted');
    const rejected = await clients.applicant.send(uuid, 'act.notaryRejected');
    expect(rejected.body.general.notary).toBeNull();
    expect((await clients.applicant.send(uuid, 'act.sentForCheck')).body.reason).toBe('notary_missing');
    const xolmatovId = await notaryIdOf(ministry(), 'axolmatov');
    // Only the applicant edits, and only with the current version.
    const byBuyer = await clients.buyer.post(`/notarial_act/${uuid}/notary`, {
      version: rejected.body.version,
      notary: { mode: 'manual', notaryId: xolmatovId },
    });
    expect(byBuyer).toMatchObject({ status: 409, body: { reason: 'forbidden_role' } });
    const chosen = await clients.applicant.post(`/notarial_act/${uuid}/notary`, {
      version: rejected.body.version,
      notary: { mode: 'manual', notaryId: xolmatovId },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.general).toMatchObject({ notary: { id: xolmatovId }, office: { id: 10 } });
    expect((await clients.applicant.send(uuid, 'act.sentForCheck')).status).toBe(200);
    // The rejected notary's office no longer has the act; the new notary does.
    expect((await clients.notary.get(`/notarial_act/${uuid}`)).status).toBe(418);
    const xolmatov = await clientOf(ministry(), 'axolmatov');
    expect((await xolmatov.send(uuid, 'act.checkAccepted')).status).toBe(200);
  });

  it('never gives back a rejected notary automatically', async () => {
    const uuid = await newAct();
    const first = (await clients.applicant.get(`/notarial_act/${uuid}`)).body.general.notary.id;
    const rejected = await clients.applicant.send(uuid, 'act.notaryRejected');
    const again = await clients.applicant.post(`/notarial_act/${uuid}/notary`, {
      version: rejected.body.version,
      notary: { mode: 'auto' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const second = again.body.general.notary.id;
    expect(second).not.toBe(first);
    // Both notaries of the region rejected: no automatic choice is left, and nothing changed.
    const twice = await clients.applicant.send(uuid, 'act.notaryRejected', {}, again.body.version);
    const none = await clients.applicant.post(`/notarial_act/${uuid}/notary`, {
      version: twice.body.version,
      notary: { mode: 'auto' },
    });
    expect(none).toMatchObject({ status: 400, body: { code: 'no_notary_available' } });
    expect((await clients.applicant.get(`/notarial_act/${uuid}`)).body.version).toBe(twice.body.version);
    // A manual choice may still name the first one.
    const manual = await clients.applicant.post(`/notarial_act/${uuid}/notary`, {
      version: twice.body.version,
      notary: { mode: 'manual', notaryId: first },
    });
    expect(manual.body.general.notary.id).toBe(first);
  });

  it('refuses to edit or delete journal rows', async () => {
    await expect(ministry().db.execute(sql`update acts.journal set event = 'x'`)).rejects.toThrow();
    await expect(ministry().db.execute(sql`delete from acts.journal`)).rejects.toThrow();
  });
});
