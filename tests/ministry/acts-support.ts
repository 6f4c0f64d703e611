import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { citizens, notaries, users, vehicleOwners, vehicles } from '../../ministry/db/schema';
import { seedPeople } from '../../ministry/db/seed';
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
  post<T = Json>(path: string, body?: unknown): Promise<Answer<T>>;
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

/** A REST client logged in as the portal user `userid`. */
export async function clientOf(ministry: TestMinistry, userid: string, language = 'oz'): Promise<Client> {
  const userId = await userIdOf(ministry, userid);
  const { token } = await ministry.auth.sessions.create(ministry.db, userId);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': language };
  const client: Client = {
    userId,
    async get(path) {
      return answer(await fetch(`${ministry.url}/api${path}`, { headers }));
    },
    async post(path, body) {
      return answer(
        await fetch(`${ministry.url}/api${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
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

export const cleanSale = {
  type: 1,
  vehicle: {
    stateNumber: '30A100AA',
    techPassportSeries: 'AAF',
    techPassportNumber: '3000001',
    price: 95_000_000,
  },
  parties: [{ role: 'buyer', passserial: 'AC', passnum: '1000003' }],
  notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
};

/** The portal users of `cleanSale`: Rahimova sells, Tursunov buys, Abdullayeva is the notary. */
export const cleanSaleUsers = { applicant: 'drahimova', buyer: 'stursunov', notary: 'nabdullayeva' };

export const sandboxCard = { card: '4444 4444 4444 4448', expiry: '12/30' };

let nextVehicle = 0;

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
    const [citizen] = await ministry.db
      .select({ id: citizens.id })
      .from(citizens)
      .where(eq(citizens.pin, pin));
    await ministry.db.insert(vehicleOwners).values({ vehicleId: vehicle!.id, citizenId: citizen!.id });
  }
  return { ...key, price: 50_000_000 };
}
