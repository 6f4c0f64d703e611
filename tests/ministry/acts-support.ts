import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { openAccount } from '../../ministry/acts/accounts';
import {
  citizens,
  notaries,
  parties,
  powersOfAttorney,
  realEstateOwners,
  realEstates,
  users,
  vehicleOwners,
  vehicles,
} from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
import { civilCitizens, seedBirths } from '../../ministry/db/seed/registries';
import { searchCitizens } from '../../ministry/db/seed/searches';
import { registryOnlyCitizens } from '../../ministry/db/seed/vehicles';
import type { TestMinistry } from '../support/ministry';

// Helpers of the acts-*.test.ts files: sessions opened directly (the login itself is tested in
// auth-*.test.ts), and a small REST client that speaks for one user.

export async function userIdOf(ministry: TestMinistry, userid: string): Promise<number> {
  const [row] = await ministry.db.select({ id: users.id }).from(users).where(eq(users.userid, userid));
  if (!row) throw new Error(`no portal user ${userid}`);
  return row.id;
}

export async function notaryIdOf(ministry: TestMinistry, userid: string): Promise<number> {
  const userId = await userIdOf(ministry, userid);
  const [row] = await ministry.db
    .select({ id: notaries.id })
    .from(notaries)
    .where(eq(notaries.userId, userId));
  if (!row) throw new Error(`${userid} is not a notary`);
  return row.id;
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of many shapes; the assertions check them.
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
}

export interface Client {
  userId: number;
  get<T = Json>(path: string): Promise<Answer<T>>;
  /** `headers` add to the session's (a kiosk's proof, say). */
  post<T = Json>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  /** Sends one event of the act through POST /notarial_act/{uuid}/events with the act's current version. */
  send<T = Json>(
    uuid: string,
    type: string,
    payload?: Record<string, unknown>,
    version?: number,
  ): Promise<Answer<T>>;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a file download or a plain text answer
  }
  return { status: response.status, body };
}

/** The headers of a new session of the portal user `userid`: its bearer token, and `more` (a language, say). */
export async function sessionHeadersOf(
  ministry: TestMinistry,
  userid: string,
  more: Record<string, string> = {},
): Promise<Record<string, string>> {
  const { token } = await ministry.auth.sessions.create(ministry.db, await userIdOf(ministry, userid));
  return { authorization: `Bearer ${token}`, ...more };
}

/**
 * The suite's session headers by userid, opened in a `beforeAll` once the suite's ministry has started
 * (`ministryForSuite`): `sessionHeadersForSuite(ministry, ['bsaidov'], { 'accept-language': 'ru' })`,
 * then `headers.bsaidov` inside tests.
 */
export function sessionHeadersForSuite(
  ministry: () => TestMinistry,
  userids: string[],
  more: Record<string, string> = {},
): Record<string, Record<string, string>> {
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    for (const userid of userids) headers[userid] = await sessionHeadersOf(ministry(), userid, more);
  });
  return headers;
}

/** A REST client logged in as the portal user `userid`. */
export async function clientOf(ministry: TestMinistry, userid: string, language = 'oz'): Promise<Client> {
  return clientOfUser(ministry, await userIdOf(ministry, userid), language);
}

/** A REST client logged in as the portal user numbered `userId` (an invited citizen's new account, say). */
export async function clientOfUser(ministry: TestMinistry, userId: number, language = 'oz'): Promise<Client> {
  const { token } = await ministry.auth.sessions.create(ministry.db, userId);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': language };
  const client: Client = {
    userId,
    async get(path) {
      return answer(await fetch(`${ministry.url}/api${path}`, { headers }));
    },
    async post(path, body, extra = {}) {
      return answer(
        await fetch(`${ministry.url}/api${path}`, {
          method: 'POST',
          headers: { ...headers, ...extra, 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        }),
      );
    },
    async send(uuid, type, payload = {}, version) {
      const current = version ?? (await client.get(`/notarial_act/${uuid}`)).body.version;
      return client.post(`/notarial_act/${uuid}/events`, { type, version: current, payload });
    },
  };
  return client;
}

/**
 * The suite's REST clients by name, opened in a `beforeAll` once the suite's ministry has started
 * (`ministryForSuite`): `clientsForSuite(ministry, { applicant: 'drahimova', inRussian: ['drahimova',
 * 'ru'] })`, then `clients.applicant` inside tests.
 */
export function clientsForSuite<Name extends string>(
  ministry: () => TestMinistry,
  users: Record<Name, string | [userid: string, language: string]>,
): Record<Name, Client> {
  const clients = {} as Record<Name, Client>;
  beforeAll(async () => {
    for (const [name, user] of Object.entries(users) as [Name, string | [string, string]][]) {
      const [userid, language] = typeof user === 'string' ? [user, undefined] : user;
      clients[name] = await clientOf(ministry(), userid, language);
    }
  });
  return clients;
}

/**
 * The notaries are seeded in the order of seedPeople, so a fresh database numbers them from 1 in that
 * order. The tests' acts go to Abdullayeva by name: an automatic choice in Tashkent city would
 * alternate between her and Tojiyev (the least loaded notary of the region).
 */
export const abdullayevaNotaryId =
  seedPeople.filter((p) => p.notary).findIndex((p) => p.userid === 'nabdullayeva') + 1;

const seededCitizens = [...seedPeople, ...registryOnlyCitizens, ...civilCitizens, ...searchCitizens];

/**
 * How an act names the seeded citizen `pin` (decision 069): the PIN with the passport, or for the
 * role `minor` the PIN with the child's birth record.
 */
export function identityOf(pin: string, role?: string): Record<string, string> {
  if (role === 'minor') {
    const birth = seedBirths.find((b) => b.child === pin);
    // A child with no birth record is named by a record the registry does not have.
    return { pin, birthRecordNumber: birth?.recordNumber ?? 'FHDYO-2000-000000' };
  }
  const citizen = seededCitizens.find((c) => c.pin === pin);
  if (!citizen) throw new Error(`no seeded citizen ${pin}`);
  return { pin, passserial: citizen.passserial, passnum: citizen.passnum };
}

// The type by its key, as GraphQL's ActTypeKey sends it; the REST route takes the id (1) as well.
export const cleanSale = {
  type: 'vehicleSale' as const,
  vehicle: {
    stateNumber: '30A100AA',
    techPassportSeries: 'AAF',
    techPassportNumber: '3000001',
    price: 95_000_000,
  },
  parties: [{ role: 'buyer' as const, passserial: 'AC', passnum: '1000003', pin: '33001799990033' }],
  notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
};

/** The portal users of `cleanSale`: Rahimova sells, Tursunov buys, Abdullayeva is the notary. */
export const cleanSaleUsers = { applicant: 'drahimova', buyer: 'stursunov', notary: 'nabdullayeva' };

export const sandboxCard = { card: '4444 4444 4444 4448', expiry: '12/30' };

let nextVehicle = 0;

async function citizenIdOf(ministry: TestMinistry, pin: string): Promise<number> {
  const [citizen] = await ministry.db.select({ id: citizens.id }).from(citizens).where(eq(citizens.pin, pin));
  if (!citizen) throw new Error(`no citizen ${pin}`);
  return citizen.id;
}

let nextRealEstate = 0;

/** A clean flat of the real-estate registry owned in equal shares by `ownerPins`: its cadastre number. */
export async function addRealEstate(ministry: TestMinistry, ownerPins: string[]): Promise<string> {
  nextRealEstate += 1;
  const cadastreNumber = `99:99:00:00:00:${String(nextRealEstate).padStart(4, '0')}`;
  const [estate] = await ministry.db
    .insert(realEstates)
    .values({
      cadastreNumber,
      cadastreType: 'residential',
      objectName: 'Ikki xonali kvartira',
      address: 'Toshkent shahri',
      area: 54.5,
      rooms: 2,
      inventoryPrice: 30_000_000_000,
    })
    .returning({ id: realEstates.id });
  for (const pin of ownerPins) {
    await ministry.db.insert(realEstateOwners).values({
      realEstateId: estate!.id,
      citizenId: await citizenIdOf(ministry, pin),
      shareDenominator: ownerPins.length,
    });
  }
  return cadastreNumber;
}

let nextPowerOfAttorney = 0;

/** A registered general power of attorney from `principal` to `attorney` (ISO term): its registry id. */
export async function addPowerOfAttorney(
  ministry: TestMinistry,
  poa: { principal: string; attorney: string; from: string; to: string; delegation: boolean },
): Promise<number> {
  nextPowerOfAttorney += 1;
  const id = 9000 + nextPowerOfAttorney;
  await ministry.db.insert(powersOfAttorney).values({
    id,
    registryNumber: `NA-2025-99${String(id).padStart(4, '0')}`,
    registryDate: poa.from,
    actTypeId: 11651,
    principalCitizenId: await citizenIdOf(ministry, poa.principal),
    attorneyCitizenId: await citizenIdOf(ministry, poa.attorney),
    termFrom: poa.from,
    termTo: poa.to,
    rights: ['representInCourt', 'vehicleDrive'],
    delegation: poa.delegation,
    state: 'active',
  });
  return id;
}

/** A clean vehicle of the given owners (by PIN), added to the registry for one test. */
export async function addVehicle(ministry: TestMinistry, ownerPins: string[]) {
  nextVehicle += 1;
  const n = String(nextVehicle).padStart(3, '0');
  const key = { stateNumber: `90T${n}TT`, techPassportSeries: 'TST', techPassportNumber: `9000${n}` };
  const [vehicle] = await ministry.db
    .insert(vehicles)
    .values({
      ...key,
      make: 'Chevrolet',
      model: 'Cobalt',
      country: 'O‘zbekiston',
      year: 2022,
      colour: 'oq',
      motorNumber: `TST-${n}`,
      bodyNumber: `TSTBODY${n}`,
      horsepower: 106,
      issuer: 'YHXB',
      issueDate: '2022-01-01',
      address: 'Toshkent',
      valuation: 10_000_000_000,
      inventoryPrice: 8_000_000_000,
    })
    .returning();
  for (const pin of ownerPins) {
    await ministry.db
      .insert(vehicleOwners)
      .values({ vehicleId: vehicle!.id, citizenId: await citizenIdOf(ministry, pin) });
  }
  return { ...key, price: 50_000_000 };
}

/**
 * The portal account of the citizen `pin`, opened as their first login opens it (decision 069: an act
 * that names someone opens none for them), with the parties they were invited as.
 */
export async function accountOf(ministry: TestMinistry, pin: string): Promise<number> {
  const [citizen] = await ministry.db.select().from(citizens).where(eq(citizens.pin, pin));
  if (!citizen) throw new Error(`no citizen ${pin}`);
  const { userId, changed } = await ministry.db.transaction(async (tx) => {
    const opened = await openAccount(tx, citizen, ministry.auth.now().toISOString());
    for (const change of opened.changed) await ministry.acts.publishWithin(tx, change.actId, change.version);
    return opened;
  });
  for (const change of changed) ministry.acts.committed(change.actId, change.version);
  return userId;
}

/**
 * Every invited party of the act accepts through the link of its SMS invitation, logged in as itself
 * (its account opened first where it had none, as its first login would).
 */
export async function acceptInvitations(ministry: TestMinistry, uuid: string, rid: number): Promise<void> {
  const invited = await ministry.db
    .select({ userId: parties.userId, phone: parties.phone, pin: parties.pin })
    .from(parties)
    .where(and(eq(parties.actId, rid), eq(parties.applicant, false)));
  for (const party of invited) {
    const client = await clientOfUser(ministry, party.userId ?? (await accountOf(ministry, party.pin)));
    const sms = (await client.get(`/sms_outbox?phone=${party.phone}`)).body as { link: string }[];
    const link = sms.find((m) => m.link.includes(uuid))?.link;
    expect(link, `an invitation to ${party.phone}`).toBeDefined();
    const token = new URL(link!).searchParams.get('invite')!;
    const answer = await client.post(`/invitations/${token}/accept`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}

/** Sends one event of the act `uuid` and expects it applied; answers the act's detail. */
export const stepOf =
  (uuid: string) =>
  async (who: Client, type: string, payload: Record<string, unknown> = {}): Promise<Json> => {
    const response = await who.send(uuid, type, payload);
    expect(response.status, `${type}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body;
  };

/**
 * The full path from preparation (every party accepted) to registered: check, confirmation, an
 * invoice paid by card, a visit set and confirmed, registration. Answers the registered act's detail.
 */
export async function walkToRegistered(applicant: Client, notary: Client, uuid: string): Promise<Json> {
  const step = stepOf(uuid);
  await step(applicant, 'act.sentForCheck');
  await step(notary, 'act.checkAccepted');
  await step(applicant, 'act.confirmed');
  // The computed state fee (decision 040), as the notary's dialog prefills it: no reason needed.
  const { fee } = (await notary.get(`/notarial_act/${uuid}/fee`)).body as { fee: Json };
  const amount = fee ? fee.invoices[0].amount / 100 : 375_000;
  const invoiced = await step(notary, 'act.invoicesIssued', {
    invoices: [{ amount, purpose: 'state_fee' }],
  });
  const paid = await applicant.post(`/invoices/${invoiced.payments[0].id}/pay`, sandboxCard);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await step(notary, 'act.timeSet', { visit: { date: '2030-05-14', time: '10:30', regtype: 1 } });
  await step(applicant, 'act.timeConfirmed');
  return step(notary, 'act.registered');
}

/**
 * The simplified path (decision 036) from preparation (every party accepted) to registered: check,
 * a visit set and confirmed, registration; no confirmation, invoices or payment. Answers the
 * registered act's detail.
 */
export async function walkSimplifiedToRegistered(
  applicant: Client,
  notary: Client,
  uuid: string,
): Promise<Json> {
  const step = stepOf(uuid);
  await step(applicant, 'act.sentForCheck');
  await step(notary, 'act.checkAccepted');
  await step(notary, 'act.timeSet', { visit: { date: '2030-05-14', time: '10:30', regtype: 1 } });
  await step(applicant, 'act.timeConfirmed');
  return step(notary, 'act.registered');
}
