import { expect } from 'vitest';
import { tashkentDateTime } from '../../machines/clock/clock';
import type { Driver } from '../../ministry/db/database';
import { seedPeople } from '../../ministry/db/seed';
import { ministryForSuite, type TestMinistry, type TestMinistryOptions } from '../support/ministry';
import {
  addVehicle,
  type Client,
  cleanSale,
  clientOf,
  clientsForSuite,
  type Json,
  sandboxCard,
  userIdOf,
} from './acts-support';

// Helpers of the video-*.test.ts files: a video act walked to its set time, the sandbox signing
// provider's route, and a signed join.

export const rahimovaPin = seedPeople.find((p) => p.passnum === '1000002')!.pin;

/**
 * The video suites' ministry with a shiftable clock (sessions of a day, so a shifted clock keeps them)
 * and its clients: Rahimova sells, Tursunov buys, Abdullayeva is the notary; Karimov is a stranger and
 * Xolmatov a notary of another office. `people()` is the three of the act.
 */
export function videoSuite<Extra extends string = never>(
  driver: Driver,
  more: Record<Extra, string> = {} as Record<Extra, string>,
  video: TestMinistryOptions['video'] = undefined,
) {
  const clock = shiftableClock();
  const ministry = ministryForSuite(driver, {
    auth: { now: clock.now, sessionTtlMs: 24 * 3_600_000 },
    ...(video ? { video } : {}),
  });
  const clients = clientsForSuite(ministry, {
    applicant: 'drahimova',
    buyer: 'stursunov',
    notary: 'nabdullayeva',
    outsider: 'jkarimov',
    otherNotary: 'axolmatov',
    ...more,
  });
  const people = () => ({ applicant: clients.applicant, buyer: clients.buyer, notary: clients.notary });
  return { clock, ministry, clients, people };
}

/** A shiftable clock for the ministry: `clock.now` is its `auth.now`, `clock.shift(ms)` moves it on. */
export function shiftableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    shift(ms: number) {
      offset += ms;
    },
  };
}

/**
 * A vehicle sale of Rahimova's with one buyer (Tursunov unless said), accepted and walked to its set
 * time `visitAt` by video (regtype 2) or in person: the act is in timeConfirmation. Answers uuid and rid.
 */
export async function actAtTime(
  ministry: TestMinistry,
  people: { applicant: Client; buyer: Client; notary: Client },
  visitAt: Date,
  options: { regtype?: 1 | 2; buyer?: { passserial: string; passnum: string; pin: string } } = {},
): Promise<{ uuid: string; rid: number }> {
  const created = await people.applicant.post('/notarial_act', {
    ...cleanSale,
    parties: [{ role: 'buyer', ...(options.buyer ?? cleanSale.parties[0]) }],
    vehicle: await addVehicle(ministry, [rahimovaPin]),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const uuid: string = created.body.uuid;
  const go = async (who: Client, type: string, payload: Record<string, unknown> = {}) => {
    const answer = await who.send(uuid, type, payload);
    expect(answer.status, `${type}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body as Json;
  };
  await go(people.buyer, 'party.accepted');
  await go(people.applicant, 'act.sentForCheck');
  await go(people.notary, 'act.checkAccepted');
  await go(people.applicant, 'act.confirmed');
  await go(people.notary, 'act.invoicesIssued', { invoices: [{ amount: 1000, reason: 'reason' }] });
  const { date, time } = tashkentDateTime(visitAt);
  const set = await go(people.notary, 'act.timeSet', {
    visit: { date, time, regtype: options.regtype ?? 2 },
  });
  expect(set.general.state).toBe('timeConfirmation');
  return { uuid, rid: set.rid };
}

/**
 * Fresh clients of the act's people (a test may end any of their sessions) and their video act at its
 * set time, five minutes after `now`.
 */
export async function freshVideoAct(ministry: TestMinistry, now: Date) {
  const people = {
    applicant: await clientOf(ministry, 'drahimova'),
    buyer: await clientOf(ministry, 'stursunov'),
    notary: await clientOf(ministry, 'nabdullayeva'),
  };
  const { uuid } = await actAtTime(ministry, people, new Date(now.getTime() + 5 * 60_000));
  return { uuid, people };
}

/** A bearer token of the portal user `userid` (for the routes outside /api and for raw downloads). */
export async function tokenOf(ministry: TestMinistry, userid: string): Promise<string> {
  return (await ministry.auth.sessions.create(ministry.db, await userIdOf(ministry, userid))).token;
}

/** The sandbox e-signature app's signature of `challenge` for `userid`: its status and body. */
export async function sandboxSignature(
  ministry: TestMinistry,
  userid: string,
  challenge: string,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${ministry.url}/sandbox/esign/sign`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await tokenOf(ministry, userid)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ challenge }),
  });
  return { status: response.status, body: await response.json() };
}

/** Challenge, sandbox signature, join: the join's answer. */
export async function signedJoin(
  ministry: TestMinistry,
  who: Client,
  userid: string,
  uuid: string,
  client: 'browser' | 'kiosk' = 'browser',
) {
  const challenge = await who.post(`/notarial_act/${uuid}/video/challenge`);
  expect(challenge.status, JSON.stringify(challenge.body)).toBe(200);
  const signed = await sandboxSignature(ministry, userid, challenge.body.challenge);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return who.post(`/notarial_act/${uuid}/video/join`, {
    challengeId: challenge.body.challengeId,
    signature: signed.body.signature,
    client,
  });
}

/** Pays the act's invoices (sandbox card) and confirms the time: the act waits in registration (step 8). */
export async function actAtRegistration(
  ministry: TestMinistry,
  people: { applicant: Client; buyer: Client; notary: Client },
  visitAt: Date,
): Promise<{ uuid: string; rid: number }> {
  const act = await actAtTime(ministry, people, visitAt);
  const detail = (await people.applicant.get(`/notarial_act/${act.uuid}`)).body as Json;
  for (const invoice of detail.payments) {
    const paid = await people.applicant.post(`/invoices/${invoice.id}/pay`, sandboxCard);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }
  const confirmed = await people.applicant.send(act.uuid, 'act.timeConfirmed');
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect(confirmed.body.general.state).toBe('registration');
  return act;
}
