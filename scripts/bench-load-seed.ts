/**
 * The data of `npm run bench:load`: acts made through the ministry's own REST routes (creation, the
 * buyer's consent, sending for check, the notary's return with a remark), so every act has parties,
 * a vehicle with its registry lookups, a journal, print forms and notes as a real one does; and one
 * session per user. Written into the bench's data folder by an in-process ministry before the ministry
 * and the gateway start as processes on it: the sessions are rows of that database, signed with its
 * session secret, exactly as a login would leave them (the login itself, with its face check, is
 * measured by `npm run bench`).
 */
import { eq, inArray } from 'drizzle-orm';
import { createMinistry, type Ministry } from '../ministry/app';
import {
  citizens,
  notaries,
  users,
  vehicleBans,
  vehicleFines,
  vehicleOwners,
  vehicles,
} from '../ministry/db/schema';

/** The applicants of docs/sandbox.md who sell and buy, and the notary who takes their acts. */
export const loadApplicants = [
  'jkarimov',
  'drahimova',
  'stursunov',
  'myusupova',
  'oergashev',
  'gnazarova',
  'mqosimova',
] as const;
export const loadNotary = 'nabdullayeva';
const debtor = 'gnazarova';

export interface LoadUser {
  userid: string;
  /** A session token of this user (30 minutes, the default SESSION_TTL_MS). */
  token: string;
  /** Acts the user may open: their own, those they were invited to, and for the notary, theirs. */
  acts: string[];
}

export interface LoadSeed {
  users: LoadUser[];
  acts: number;
  ms: number;
}

async function userIds(ministry: Ministry, userids: readonly string[]) {
  const rows = await ministry.db
    .select({
      id: users.id,
      userid: users.userid,
      citizenId: citizens.id,
      passserial: citizens.passserial,
      passnum: citizens.passnum,
      pin: citizens.pin,
    })
    .from(users)
    .innerJoin(citizens, eq(citizens.id, users.citizenId))
    .where(inArray(users.userid, [...userids]));
  return new Map(rows.map((row) => [row.userid, row]));
}

/** A clean vehicle of the citizen `ownerCitizenId`, with a removed ban and a paid fine so its detail has both lists. */
async function addVehicle(ministry: Ministry, n: number, ownerCitizenId: number) {
  const tag = String(n).padStart(4, '0');
  const key = { stateNumber: `95L${tag}LD`, techPassportSeries: 'LDB', techPassportNumber: `950${tag}` };
  const [vehicle] = await ministry.db
    .insert(vehicles)
    .values({
      ...key,
      make: 'Chevrolet',
      model: n % 2 ? 'Cobalt' : 'Lacetti',
      country: 'O‘zbekiston',
      year: 2015 + (n % 10),
      colour: n % 3 ? 'oq' : 'qora',
      motorNumber: `LDM-${tag}`,
      bodyNumber: `LDBODY${tag}`,
      horsepower: 106,
      issuer: 'YHXB',
      issueDate: '2021-03-01',
      address: 'Toshkent',
      valuation: 9_000_000_000,
      inventoryPrice: 7_000_000_000,
    })
    .returning({ id: vehicles.id });
  await ministry.db.insert(vehicleOwners).values({ vehicleId: vehicle!.id, citizenId: ownerCitizenId });
  await ministry.db.insert(vehicleBans).values({
    vehicleId: vehicle!.id,
    kind: 'ban',
    state: 'removed',
    startDate: '2022-05-01',
    documentDate: '2022-05-01',
    documentNumber: `LD-${tag}`,
    official: 'Bench Official',
    organ: 'Bench Court',
  });
  await ministry.db.insert(vehicleFines).values({
    vehicleId: vehicle!.id,
    resolutionNumber: `LDF-${tag}`,
    issuedOn: '2023-02-01',
    amount: 27_000_000,
    paid: true,
  });
  return key;
}

/**
 * Seeds `actsPerApplicant` vehicle sales per applicant (the buyer is the next applicant) into the
 * given database, in four stages by turn: awaiting the buyer, accepted, sent for check, and
 * returned by the notary with a remark. Answers one session per user and the acts each may read.
 */
export async function seedLoad(
  database: { dataDir: string; databaseUrl?: string | undefined },
  actsPerApplicant: number,
): Promise<LoadSeed> {
  // The load's people create far more acts a day than a citizen may (decision 069's limits).
  const ministry = await createMinistry({
    ...database,
    faceId: false,
    actQuotas: { actsPerDay: 1_000_000, lookupsPerDay: 1_000_000 },
  });
  try {
    return await seedActs(ministry, actsPerApplicant);
  } finally {
    await ministry.close();
  }
}

/** seedLoad's work on a ministry the caller opened (and closes). */
export async function seedActs(ministry: Ministry, actsPerApplicant: number): Promise<LoadSeed> {
  const started = performance.now();
  const people = await userIds(ministry, [...loadApplicants, loadNotary]);
  const person = (userid: string) => {
    const found = people.get(userid);
    if (!found) throw new Error(`no seeded user ${userid}`);
    return found;
  };
  const tokens = new Map<string, string>();
  for (const userid of [...loadApplicants, loadNotary]) {
    tokens.set(userid, (await ministry.auth.sessions.create(ministry.db, person(userid).id)).token);
  }
  const [notary] = await ministry.db
    .select({ id: notaries.id })
    .from(notaries)
    .where(eq(notaries.userId, person(loadNotary).id));
  if (!notary) throw new Error(`${loadNotary} is not a notary`);

  const call = async (userid: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await ministry.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens.get(userid)}`, 'accept-language': 'oz' },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return JSON.parse(response.body) as { uuid: string; version: number };
  };

  const readable = new Map<string, string[]>([...tokens.keys()].map((userid) => [userid, []]));
  let n = 0;
  for (let round = 0; round < actsPerApplicant; round++) {
    for (const [index, seller] of loadApplicants.entries()) {
      // Nazarova owes the enforcement bureau (docs/sandbox.md): she buys, but may not sell.
      if (seller === debtor) continue;
      n += 1;
      const buyer = person(loadApplicants[(index + 1) % loadApplicants.length]!);
      const vehicle = await addVehicle(ministry, n, person(seller).citizenId);
      const created = await call(seller, 'POST', '/notarial_act', {
        type: 1,
        vehicle: { ...vehicle, price: 60_000_000 + n * 100_000 },
        parties: [{ role: 'buyer', passserial: buyer.passserial, passnum: buyer.passnum, pin: buyer.pin }],
        notary: { mode: 'manual', notaryId: notary.id },
      });
      const { uuid } = created;
      let { version } = created;
      const send = async (userid: string, type: string, payload: object = {}) => {
        ({ version } = await call(userid, 'POST', `/notarial_act/${uuid}/events`, {
          type,
          version,
          payload,
        }));
      };
      const stage = n % 4;
      if (stage >= 1) await send(buyer.userid, 'party.accepted');
      if (stage >= 2) await send(seller, 'act.sentForCheck');
      if (stage >= 3) await send(loadNotary, 'act.returnedWithRemarks', { remark: `Bench remark ${n}` });
      readable.get(seller)!.push(uuid);
      readable.get(buyer.userid)!.push(uuid);
      readable.get(loadNotary)!.push(uuid);
    }
  }
  return {
    users: [...tokens].map(([userid, token]) => ({ userid, token, acts: readable.get(userid)! })),
    acts: n,
    ms: performance.now() - started,
  };
}
