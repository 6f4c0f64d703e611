import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import {
  buildSchema,
  type DocumentNode,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  print,
  typeFromAST,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import { ministryPaths } from '../../gateway/ministry/paths.js';
import { loadTypeDefs } from '../../gateway/schema.js';
import type { MinistryRoute } from '../../ministry/app.js';
import { reviews, users } from '../../ministry/db/schema/index.js';
import { seedPeople } from '../../ministry/db/seed/index.js';
import * as generated from '../../ui/gql/graphql.js';
import { startGateway } from '../gateway/harness.js';
import {
  abdullayevaNotaryId,
  addVehicle,
  cleanSale,
  clientOf,
  type Json,
  sandboxCard,
} from '../ministry/acts-support.js';
import { drivers, startTestMinistry, type TestMinistry } from '../support/ministry.js';
import {
  json,
  languages,
  number,
  oddNumbers,
  percentEncode,
  rawBodies,
  shortReport,
  stackTrace,
  text,
} from './values.js';

// Property-based fuzzing (decision 026). Every REST route of the ministry, read from its own route
// table, and every GraphQL operation of the UI, read from ui/gql, is sent generated values (SQL
// fragments, long text, emoji, RTL marks, NUL, lone surrogates, ±2^31, 2^53+1, wrong types,
// __proto__) through the real gateway and the seeded ministry. Each answer must be no 5xx, carry no
// stack trace, and be the same when the request is repeated (reads and refusals; a write that
// succeeded may answer differently the second time). The seed is printed; FUZZ_SEED repeats a run,
// FUZZ_RUNS sets the runs per route (half as many per operation).

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
// Runs per REST route and per GraphQL operation (an operation costs a gateway and a ministry call).
// npm test runs 10 with a new seed each time (30 took a fifth of vitest's time, decision 095); a deeper
// search is FUZZ_RUNS=200.
const restRuns = Number(process.env.FUZZ_RUNS ?? 10);
const graphqlRuns = Math.ceil(restRuns / 2);
console.log(
  `fuzz seed ${seed}: ${restRuns} runs per REST route, ${graphqlRuns} per GraphQL operation (FUZZ_SEED=${seed} repeats this run)`,
);

// PostgreSQL when one answers (it is where 22003 was seen, and CI always has it); PGlite otherwise.
const driver = drivers.includes('postgresql') ? 'postgresql' : 'pglite';
const applicant = seedPeople.find((p) => p.userid === 'drahimova')!;

type Auth = 'applicant' | 'notary' | 'admin' | 'moderator' | 'none' | 'garbage' | 'forged' | 'long';
// An administrator and a moderator reach what the others are refused at the door (decision 072).
const auths = fc.constantFrom<Auth>(
  'applicant',
  'applicant',
  'notary',
  'admin',
  'moderator',
  'none',
  'garbage',
  'forged',
  'long',
);

interface Answer {
  status: number;
  type: string;
  body: string;
}

// Query keys any GET route reads, so the generated queries also hit the real filters.
const queryKeys = [
  'regionId',
  'districtId',
  'name',
  'tab',
  'page',
  'size',
  'step',
  'state',
  'dateFrom',
  'dateTo',
  'regnum',
  'regdate',
  'visitDate',
  'visitTime',
  'regtype',
  'office',
  'notary',
  'system',
  'actType',
  'phone',
  'stateNumber',
  'techPassportSeries',
  'techPassportNumber',
  'action',
  // The statistics period (decision 053).
  'from',
  'to',
  // The catalogue's search and calculator, the dictionaries' journal (decision 050).
  'q',
  'type',
  'value',
  'relationship',
  'dictionary',
  // The administrators' and the moderators' lists (decision 072).
  'pending',
  'status',
  // The administrators' kiosks and duty rota (decision 070).
  'officeId',
];

// Built here, from the same files as the gateway's: yoga may load the other build of graphql.
const schema = buildSchema(loadTypeDefs().join('\n'));

/** The operations of ui/gql's documents, found by their exports: a new document is fuzzed too. */
const uiOperations = Object.entries(generated).flatMap(([exported, value]) => {
  if (!exported.endsWith('Document') || typeof value !== 'object' || value === null) return [];
  const document = value as DocumentNode;
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operation ? [{ name: operation.name?.value ?? exported, operation, document }] : [];
});

describe(`fuzzing the REST routes and the GraphQL operations on ${driver}`, () => {
  let ministry: TestMinistry;
  let gateway: Gateway;
  let gatewayUrl: string;
  const userIds: Record<'applicant' | 'notary' | 'admin' | 'moderator', number> = {
    applicant: 0,
    notary: 0,
    admin: 0,
    moderator: 0,
  };
  // Values of the sandbox that pass the first checks, mixed into the generated ones.
  const knownText: string[] = [];
  // The known values that may stand where an id goes (a path, a GraphQL ID): the seeded person's PIN,
  // passport and phone stay out of them, since a path is logged as it is (ids are not secrets).
  const knownIdText: string[] = [];
  const knownIds: number[] = [];
  const templates = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    ministry = await startTestMinistry(driver, { auth: { maxFailures: 1_000_000 } });
    const rahimova = await clientOf(ministry, 'drahimova');
    const notary = await clientOf(ministry, 'nabdullayeva');
    userIds.applicant = rahimova.userId;
    userIds.notary = notary.userId;
    const admin = await clientOf(ministry, 'bsaidov');
    userIds.admin = admin.userId;
    // The moderator: a seeded applicant given the role for the run (decision 072).
    const moderator = await clientOf(ministry, 'gnazarova');
    userIds.moderator = moderator.userId;
    await ministry.db
      .update(users)
      .set({ roles: ['applicant', 'moderator'] })
      .where(eq(users.id, moderator.userId));
    // A grant waiting for a second administrator, and a reported review: ids the new routes look up.
    const pending = await admin.post(`/admin/users/${moderator.userId}/changes`, {
      action: 'grant',
      role: 'admin',
      reason: 'Fuzzed grant',
    });
    expect(pending.status).toBe(200);
    const grantId = pending.body.pendingGrants[0].id as number;
    const [review] = await ministry.db.select({ id: reviews.id }).from(reviews).orderBy(reviews.id).limit(1);
    expect((await rahimova.post(`/notary_reviews/${review!.id}/report`)).status).toBe(200);
    const vehicle = await addVehicle(ministry, [applicant.pin]);
    const created = await rahimova.post('/notarial_act', { ...cleanSale, vehicle });
    expect(created.status).toBe(200);
    const act: Json = (await rahimova.get(`/notarial_act/${created.body.uuid}`)).body;
    const sms = (await rahimova.get('/sms_outbox?phone=931000003')).body as { link: string }[];
    const invite = new URL(sms.find((m) => m.link.includes(act.uuid))!.link).searchParams.get('invite')!;
    const subjectId = act.subjects.vehicles[0].id as number;
    const partyIds = (act.parties as { id: number }[]).map((p) => p.id);
    knownText.push(
      ...(act.printForm ? [act.printForm.id as string] : []),
      act.uuid,
      invite,
      String(act.rid),
      String(subjectId),
      ...partyIds.map(String),
      applicant.pin,
      applicant.passserial,
      applicant.passnum,
      '931000003',
      // A birth record's number names a minor with the PIN (decision 069).
      'FHDYO-2015-000173',
      vehicle.stateNumber,
      'act.sentForCheck',
      'party.accepted',
      'manual',
      'auto',
    );
    const personal = new Set([applicant.pin, applicant.passserial, applicant.passnum, '931000003']);
    knownIdText.push(...knownText.filter((value) => !personal.has(value)));
    knownIds.push(
      act.rid,
      subjectId,
      ...partyIds,
      abdullayevaNotaryId,
      moderator.userId,
      grantId,
      review!.id,
    );
    knownIdText.push(String(moderator.userId), String(grantId), String(review!.id));
    const person = { passserial: applicant.passserial, passnum: applicant.passnum, pin: applicant.pin };
    const version = act.version as number;
    templates.set('/api/check_before_auth', person);
    templates.set('/api/auth', { ...person, jwt: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    templates.set('/api/notarial_act', { ...cleanSale, vehicle });
    templates.set('/api/notarial_act/:uuid/events', { type: 'act.sentForCheck', version, payload: {} });
    templates.set('/api/notarial_act/:uuid/notary', {
      version,
      notary: { mode: 'manual', notaryId: abdullayevaNotaryId },
    });
    templates.set('/api/notarial_act/:uuid/vehicles/:id', { version, price: 1 });
    templates.set('/api/notarial_act/:uuid/parties/:id', { version, phone: '931000003' });
    templates.set('/api/invoices/:id/pay', { ...sandboxCard, version });
    templates.set('/api/invitations/:token/accept', { version });
    templates.set('/api/invitations/:token/reject', { version });
    templates.set('/api/admin/users/:id/changes', {
      action: 'grant',
      role: 'analyst',
      reason: 'Fuzzed reason',
    });
    templates.set('/api/admin/users/:id/grants/:grantId/decision', {
      decision: 'reject',
      reason: 'Fuzzed reason',
    });
    for (const action of ['hide', 'restore', 'keep']) {
      templates.set(`/api/notary_reviews/:id/${action}`, { reason: 'Fuzzed reason' });
    }
    // Enrolled kiosks and the duty rota (decision 070): shapes that pass the first checks, so the
    // generated values reach the code, the key, the proof and the rota's rules behind them.
    templates.set('/api/kiosk/enrol', {
      code: 'ABCD-EFGH-JKMN',
      publicKey: { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'B'.repeat(43) },
    });
    templates.set('/api/kiosk/nonce', { kioskId: 1 });
    templates.set('/api/admin/kiosks', { officeId: 2, label: 'Kirish' });
    templates.set('/api/admin/duty_notaries', {
      officeId: 2,
      fromDay: '2026-12-01',
      notaryId: abdullayevaNotaryId,
    });
    templates.set('/api/equeue/check_in', { passserial: applicant.passserial, passnum: applicant.passnum });

    gateway = startGateway({ ministryUrl: ministry.url });
    gatewayUrl = await gateway.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await gateway?.close();
    await ministry?.close();
  });

  async function authorization(auth: Auth): Promise<Record<string, string>> {
    switch (auth) {
      case 'applicant':
      case 'notary':
      case 'admin':
      case 'moderator': {
        // A session of its own for every request: a fuzzed logout must not end the others'.
        const { token } = await ministry.auth.sessions.create(ministry.db, userIds[auth]);
        return { authorization: `Bearer ${token}` };
      }
      case 'garbage':
        return { authorization: 'Bearer not-a-token' };
      case 'forged':
        return { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoiMSJ9.' };
      case 'long':
        return { authorization: `Bearer ${'a'.repeat(2_000)}` };
      default:
        return {};
    }
  }

  async function fetchAnswer(url: string, init: RequestInit): Promise<Answer> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/event-stream'))
      return { status: response.status, type, body: await firstEvents(response) };
    return { status: response.status, type, body: await response.text() };
  }

  /** The events of a stream up to its first result (or its end), then the stream is closed. */
  async function firstEvents(response: Response): Promise<string> {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const deadline = Date.now() + 5_000;
    try {
      while (Date.now() < deadline && !/event: (next|complete)[^\n]*\ndata:[^\n]*\n/.test(text)) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } finally {
      await reader.cancel();
    }
    return text;
  }

  /** The common checks of any answer: below 500, no stack trace. */
  function expectSound(answer: Answer, label: string) {
    expect(answer.status, label).toBeLessThan(500);
    expect(answer.body, label).not.toMatch(stackTrace);
  }

  describe('the ministry’s REST routes', () => {
    it('covers every route of the app, read from its route table', () => {
      const routes = fuzzedRoutes();
      // The table is read, not written here: a new route is fuzzed without a change to this file.
      expect(routes.length).toBeGreaterThanOrEqual(25);
      expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
        expect.arrayContaining([
          'GET /api/notaries',
          'POST /api/invoices/:id/pay',
          'GET /api/invitations/:token',
        ]),
      );
    });

    it('knows every ministry path the gateway calls', () => {
      const urls = new Set(ministry.routes.map((route) => route.url));
      // Resolved as the gateway's client resolves them: the sandbox e-signature path leaves /api.
      const resolved = (path: string) => new URL(`api/${path}`, 'http://ministry/').pathname;
      expect(ministryPaths.filter((path) => !urls.has(resolved(path)))).toEqual([]);
    });

    function fuzzedRoutes(): MinistryRoute[] {
      return ministry.routes.filter((route) => route.method !== 'HEAD');
    }

    interface RestCase {
      params: Record<string, string>;
      query: [string, string][];
      body: { json: unknown } | { raw: string; type: string } | undefined;
      auth: Auth;
      language: string;
    }

    /** Leaves of a template (paths of keys), each a place a generated value may replace. */
    function leaves(value: unknown, path: string[] = []): string[][] {
      if (value === null || typeof value !== 'object') return [path];
      return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
    }

    function replaced(template: unknown, path: string[], value: unknown): unknown {
      if (path.length === 0) return value;
      const copy = (Array.isArray(template) ? [...template] : { ...(template as object) }) as Record<
        string,
        unknown
      >;
      const [head, ...rest] = path as [string, ...string[]];
      copy[head] = replaced(copy[head], rest, value);
      return copy;
    }

    function caseFor(route: MinistryRoute): fc.Arbitrary<RestCase> {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const params = fc.record(Object.fromEntries(names.map((name) => [name, text(knownIdText)])));
      // Each known key about every other time (a route reads only some), and now and then a stranger.
      const query = fc
        .tuple(
          fc.record(Object.fromEntries(queryKeys.map((key) => [key, text(knownText)])), { requiredKeys: [] }),
          fc.array(fc.tuple(text(), text(knownText)), { maxLength: 1 }),
        )
        .map(([known, other]) => [...(Object.entries(known) as [string, string][]), ...other]);
      const template = templates.get(route.url);
      const bodyKeys = template ? leaves(template).map((path) => path.join('.')) : ['version', 'type'];
      const anyJson = json(bodyKeys, knownText).map((value) => ({ json: value }));
      const raw = fc
        .tuple(
          fc.constantFrom(...rawBodies),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        )
        .map(([body, type]) => ({ raw: body, type }));
      const mutated = template
        ? fc
            .tuple(fc.constantFrom(...leaves(template)), json(bodyKeys, knownText))
            .map(([path, value]) => ({ json: replaced(template, path, value) }))
        : anyJson;
      const body =
        route.method === 'GET'
          ? fc.constant(undefined)
          : fc.oneof(
              { weight: 4, arbitrary: mutated },
              { weight: 2, arbitrary: anyJson },
              { weight: 1, arbitrary: raw },
            );
      return fc.record({ params, query, body, auth: auths, language: languages });
    }

    function requestOf(route: MinistryRoute, c: RestCase, headers: Record<string, string>) {
      const path = route.url.replace(/:(\w+)/g, (_whole, name: string) =>
        percentEncode(c.params[name] ?? ''),
      );
      // Pairs past 4,000 characters are left out: Node refuses a request head over 16 KiB itself.
      const pairs = c.query.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`);
      const search = pairs.filter((_pair, i) => pairs.slice(0, i + 1).join('&').length <= 4_000).join('&');
      const init: RequestInit = {
        method: route.method,
        headers: { 'accept-language': c.language, ...headers },
      };
      if (c.body && 'json' in c.body) {
        init.body = JSON.stringify(c.body.json) ?? 'null';
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      } else if (c.body) {
        init.body = c.body.raw;
        (init.headers as Record<string, string>)['content-type'] = c.body.type;
      }
      return { url: `${ministry.url}${path}${search ? `?${search}` : ''}`, init };
    }

    it('answers every generated request below 500, without a stack trace, the same when repeated', {
      timeout: 180_000,
    }, async () => {
      for (const route of fuzzedRoutes()) {
        await fc.assert(
          fc.asyncProperty(caseFor(route), async (c) => {
            const { url, init } = requestOf(route, c, await authorization(c.auth));
            const label = `${route.method} ${url.slice(0, 300)}`;
            const first = await fetchAnswer(url, init);
            expectSound(first, label);
            if (first.status >= 400) {
              // The ministry's error body: a code and a message (in the request's language).
              expect(JSON.parse(first.body), label).toMatchObject({
                code: expect.any(String),
                message: expect.stringMatching(/\S/),
              });
            }
            const second = await fetchAnswer(url, init);
            expectSound(second, label);
            // A read answers the same twice, but for the metrics (decision 118): they count the first.
            const repeatable = route.method === 'GET' && route.url !== '/metrics';
            if (repeatable || first.status >= 400) expect(second, label).toEqual(first);
          }),
          { seed, numRuns: restRuns, plugins: [shortReport()] },
        );
      }
    });
  });

  it('answers every generated file download through the gateway below 500, the same when repeated', async () => {
    // /files/* is the gateway's one route besides /graphql that builds a ministry URL from the client's.
    await fc.assert(
      fc.asyncProperty(text(knownIdText), auths, languages, async (id, auth, language) => {
        const url = `${gatewayUrl}/files/${percentEncode(id)}`;
        const init = { headers: { 'accept-language': language, ...(await authorization(auth)) } };
        const label = `GET ${url.slice(0, 300)}`;
        const first = await fetchAnswer(url, init);
        expectSound(first, label);
        const second = await fetchAnswer(url, init);
        expect(second, label).toEqual(first);
      }),
      { seed, numRuns: restRuns, plugins: [shortReport()] },
    );
  });

  describe('the GraphQL operations of the UI', () => {
    /** Variables for the operation, each of its declared type most of the time; required ones always given. */
    function variablesOf(operation: OperationDefinitionNode): fc.Arbitrary<Record<string, unknown>> {
      const definitions = operation.variableDefinitions ?? [];
      return fc.record(
        Object.fromEntries(
          definitions.map((v) => [
            v.variable.name.value,
            valueFor(typeFromAST(schema, v.type) as GraphQLInputType),
          ]),
        ),
        {
          requiredKeys: definitions
            .filter((v) => v.type.kind === Kind.NON_NULL_TYPE)
            .map((v) => v.variable.name.value),
        },
      );
    }

    /** A value of the variable's type most of the time (hostile in its content), else any JSON. */
    function valueFor(type: GraphQLInputType): fc.Arbitrary<unknown> {
      const wrong = json(['__proto__', 'mode', 'regionId', 'notaryId', 'pin'], knownText);
      return fc.oneof({ weight: 5, arbitrary: rightType(type) }, { weight: 1, arbitrary: wrong });
    }

    function rightType(type: GraphQLInputType): fc.Arbitrary<unknown> {
      if (isNonNullType(type)) return valueFor(type.ofType);
      if (isListType(type)) return fc.array(valueFor(type.ofType), { maxLength: 3 });
      if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
      if (isInputObjectType(type)) {
        const fields = Object.values(type.getFields());
        return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type)])), {
          requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
        });
      }
      switch (type.name) {
        case 'Int':
          return fc.oneof(
            fc.constantFrom(...oddNumbers.filter(Number.isInteger), ...knownIds),
            fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
          );
        case 'Float':
          return number();
        case 'Boolean':
          return fc.boolean();
        case 'ID':
          return text(knownIdText);
        default:
          return text(knownText);
      }
    }

    it('covers every operation of the UI’s documents', () => {
      const names = uiOperations.map((o) => o.name);
      expect(names).toEqual(
        expect.arrayContaining(['Act', 'MyActs', 'Authenticate', 'PayInvoice', 'ActChanged']),
      );
      expect(names.length).toBeGreaterThanOrEqual(30);
    });

    /** The results in an answer: a JSON body, or the data lines of an event stream. */
    function resultsOf(
      answer: Answer,
    ): { data?: unknown; errors?: { message?: unknown; extensions?: Json }[] }[] {
      if (answer.type.includes('event-stream')) {
        return [...answer.body.matchAll(/^data: (.*)$/gm)]
          .map((m) => m[1])
          .filter((d): d is string => Boolean(d))
          .map((d) => JSON.parse(d));
      }
      return [JSON.parse(answer.body)];
    }

    it.each(uiOperations.map((o) => [o.name, o] as const))(
      '%s: every answer below 500, with no internal error, the same when repeated',
      { timeout: 60_000 },
      async (_name, { name, operation, document }) => {
        const query = print(document);
        const kind = operation.operation;
        await fc.assert(
          fc.asyncProperty(variablesOf(operation), auths, languages, async (variables, auth, language) => {
            const init: RequestInit = {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                accept: kind === 'subscription' ? 'text/event-stream' : 'application/graphql-response+json',
                'accept-language': language,
                ...(await authorization(auth)),
              },
              body: JSON.stringify({ query, variables, operationName: name }),
            };
            const label = `${name} ${JSON.stringify(variables).slice(0, 300)}`;
            const first = await fetchAnswer(`${gatewayUrl}/graphql`, init);
            expectSound(first, label);
            const results = resultsOf(first);
            for (const result of results) {
              for (const error of result.errors ?? []) {
                expect(error.message, label).toEqual(expect.stringMatching(/\S/));
                expect(error.extensions?.code, label).not.toBe('INTERNAL_SERVER_ERROR');
              }
            }
            const second = await fetchAnswer(`${gatewayUrl}/graphql`, init);
            expectSound(second, label);
            const failed = results.some((r) => (r.errors?.length ?? 0) > 0);
            if (kind === 'subscription') {
              // A stream's data carries times (the ministry status's checkedAt); its refusals do not.
              const errors = (answer: Answer) => resultsOf(answer).map((r) => r.errors ?? []);
              expect(errors(second), label).toEqual(errors(first));
            } else if (kind === 'query' || failed || first.status >= 400) {
              expect(second, label).toEqual(first);
            }
          }),
          { seed, numRuns: graphqlRuns, plugins: [shortReport()] },
        );
      },
    );
  });
});
