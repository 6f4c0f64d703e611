import { expect, type Page } from '@playwright/test';
import { tashkentDateTime } from '../../machines/clock/clock';
import { readLocalStore } from '../fixtures';
import { ministryURL } from './sessions';

/**
 * The video room's act (decision 049): Qosimova sells her 01K800KK (seeded for this spec, docs/sandbox.md)
 * to Ergashev before notary Abdullayeva, registered by video (regtype 2). The nine steps through the
 * pages are acts-lifecycle.spec.ts's subject; here the act is walked to its set time through the
 * ministry's REST contract with the three people's own sessions (the tokens their logins stored), so
 * every step is a real transition by the person whose turn it is, and the set time can be a few minutes
 * from now, which the pages' date picker cannot give.
 */
export const videoSale = {
  vehicle: { stateNumber: '01K800KK', techPassportSeries: 'AAT', techPassportNumber: '2000008' },
  buyer: { passserial: 'KA', passnum: '1000005', pin: '31711859990055' },
  notaryName: 'Abdullayeva',
} as const;

export interface VideoAct {
  uuid: string;
  rid: number;
  /** The room's ids of the people (machines/video-room roomParticipantId): notary, party-<id>. */
  participants: { notary: string; applicant: string; buyer: string };
  /** The set time, Tashkent wall time. */
  visit: { date: string; time: string };
}

// biome-ignore lint/suspicious/noExplicitAny: the ministry's JSON; the expectations check what is read.
export type Json = any;

/** A REST caller with the session `page` holds (its stored token), in Latin Uzbek. */
export async function restAs(page: Page) {
  const token = (await readLocalStore(page))?.token;
  if (!token) throw new Error('log in before calling the ministry');
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'oz' };
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> => {
    const response = await page.request.fetch(`${ministryURL}/api${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { data: body }),
    });
    const answer = await response.json().catch(() => null);
    expect(response.status(), `${method} ${path}: ${JSON.stringify(answer)}`).toBe(200);
    return answer;
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown = {}) => call('POST', path, body),
    /** One event of the act at its current version (POST /notarial_act/{uuid}/events). */
    async send(uuid: string, type: string, payload: Record<string, unknown> = {}): Promise<Json> {
      const { version } = await call('GET', `/notarial_act/${uuid}`);
      return call('POST', `/notarial_act/${uuid}/events`, { type, version, payload });
    },
  };
}

/** A card expiry two years ahead (MM/YY). */
const cardExpiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/**
 * Creates the video sale and walks it to the registration step: the buyer accepts, the check, the
 * applicant's confirmation, the notary's invoice, the applicant pays it with the sandbox card, the
 * notary sets the time `minutesAhead` from now (the room opens 15 minutes before it, decision 045),
 * the applicant confirms it. The three pages must be logged in as applicant, buyer and notary.
 */
export async function videoActAtRegistration(
  pages: { applicant: Page; buyer: Page; notary: Page },
  minutesAhead = 3,
): Promise<VideoAct> {
  const [applicant, buyer, notary] = await Promise.all([
    restAs(pages.applicant),
    restAs(pages.buyer),
    restAs(pages.notary),
  ]);
  const notaries: Json[] = await applicant.get(`/notaries?name=${videoSale.notaryName}`);
  expect(notaries, 'the notary chosen by hand').toHaveLength(1);
  const created = await applicant.post('/notarial_act', {
    type: 'vehicleSale',
    regtype: 2,
    vehicle: { ...videoSale.vehicle, price: 150_000_000 },
    parties: [{ role: 'buyer', ...videoSale.buyer }],
    notary: { mode: 'manual', notaryId: notaries[0].id },
  });
  const uuid: string = created.uuid;
  await buyer.send(uuid, 'party.accepted');
  await applicant.send(uuid, 'act.sentForCheck');
  await notary.send(uuid, 'act.checkAccepted');
  await applicant.send(uuid, 'act.confirmed');
  await notary.send(uuid, 'act.invoicesIssued', {
    invoices: [{ amount: 150_000, purpose: 'state_fee', reason: 'Kelishilgan summa' }],
  });
  // What is payable is the applicant's view of the act.
  const payable: string[] = (await applicant.get(`/notarial_act/${uuid}`)).view.payableInvoiceIds;
  expect(payable).toHaveLength(1);
  for (const id of payable)
    await applicant.post(`/invoices/${id}/pay`, { card: '4444 4444 4444 4448', expiry: cardExpiry });
  const visit = tashkentDateTime(new Date(Date.now() + minutesAhead * 60_000));
  const set = await notary.send(uuid, 'act.timeSet', { visit: { ...visit, regtype: 2 } });
  expect(set.general).toMatchObject({ regtype: 2, state: 'timeConfirmation' });
  const confirmed = await applicant.send(uuid, 'act.timeConfirmed');
  expect(confirmed.general).toMatchObject({ state: 'registration', step: 8 });
  const parties: Json[] = confirmed.parties;
  const partyOf = (predicate: (party: Json) => boolean) => `party-${parties.find(predicate).id}`;
  return {
    uuid,
    rid: confirmed.rid,
    participants: {
      notary: 'notary',
      applicant: partyOf((party) => party.applicant),
      buyer: partyOf((party) => party.passnum === videoSale.buyer.passnum),
    },
    visit,
  };
}

/** A recording of the act as the ministry lists it (GET /notarial_act/{uuid}/video/recordings). */
export interface ListedRecording {
  id: string;
  role: 'notary' | 'applicant' | 'party';
  partyId: string | number | null;
  segment: number;
  startedAt: string;
  endedAt: string;
  bytes: number;
  sha256: string;
  complete: boolean;
  hasAudio: boolean;
  hasVideo: boolean;
}

/** The act's recordings as `page`'s person may read them. */
export async function recordingsOf(page: Page, uuid: string): Promise<ListedRecording[]> {
  return (await restAs(page)).get(`/notarial_act/${uuid}/video/recordings`);
}

/** The room's id of a recording's person (machines/video-room roomParticipantId). */
export const participantOfRecording = (recording: ListedRecording) =>
  recording.role === 'notary' ? 'notary' : `party-${recording.partyId}`;
