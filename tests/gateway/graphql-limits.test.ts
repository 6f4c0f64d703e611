import { formatDocument } from '@urql/core';
import { type DocumentNode, Kind, print } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Gateway } from '../../gateway/app.js';
import { translate } from '../../gateway/i18n.js';
import { GRAPHQL_LIMITS } from '../../gateway/plugins/limits.js';
import * as uiDocuments from '../../ui/gql/graphql.js';
import { type ScriptedMinistry, sendText, startGateway, startScriptedMinistry } from './harness.js';
import { replay } from './recorded.js';

// The limits of one GraphQL operation (decision 024): an operation the UI never sends, built to cross
// exactly one limit, is refused before any ministry call; one at the limit runs.

const repeat = (count: number, make: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => make(i)).join(' ');

/** `levels` inline fragments around the selection: each one is a level of depth (and of cost). */
const nested = (levels: number, inner: string) =>
  `${'... on Query { '.repeat(levels)}${inner}${' }'.repeat(levels)}`;

describe('GraphQL limits', () => {
  let ministry: ScriptedMinistry;
  let gateway: Gateway;

  beforeAll(async () => {
    ministry = await startScriptedMinistry((request) =>
      request.url.startsWith('/api/act_types') ? replay('act-types') : replay('check-token'),
    );
    gateway = startGateway({ ministryUrl: ministry.url, production: true });
  });
  afterAll(async () => {
    await gateway.close();
    await ministry.close();
  });

  /** The operation's error messages and the ministry calls it made. */
  async function run(query: string, headers: Record<string, string> = {}) {
    const before = ministry.seen.length;
    const { result } = await sendText(gateway, query, { headers });
    for (const error of result.errors ?? []) {
      // A refused document is BAD_REQUEST in the request's language; which limit, in extensions.detail.
      if (error.extensions?.detail !== undefined) {
        expect(error).toMatchObject({
          message: translate('oz', 'input.invalidQuery'),
          extensions: { code: 'BAD_REQUEST' },
        });
      }
    }
    return {
      errors: (result.errors ?? []).map((error) => String(error.extensions?.detail ?? error.message)),
      data: result.data,
      ministryCalls: ministry.seen.length - before,
    };
  }

  it('are the values of decision 024', () => {
    expect(GRAPHQL_LIMITS).toEqual({
      rootFields: 5,
      aliases: 5,
      depth: 10,
      tokens: 1000,
      cost: 10000,
      directives: 10,
    });
  });

  it('let every operation of the UI through, as urql sends it (with __typename)', async () => {
    const documents = Object.entries(uiDocuments).filter(
      (entry): entry is [string, DocumentNode] =>
        entry[0].endsWith('Document') && (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
    );
    expect(documents.length).toBeGreaterThan(20);
    const { parse, validate, schema } = gateway.yoga.getEnveloped({
      request: new Request('http://gateway.test/graphql', { method: 'POST' }),
    });
    for (const [name, document] of documents) {
      const errors = validate(schema, parse(print(formatDocument(document))));
      expect(
        errors.map((error: { message: string }) => error.message),
        name,
      ).toEqual([]);
    }
  });

  it('refuse 2,000 aliases of a ministry query before any ministry call, with or without a login', async () => {
    for (const headers of [{}, { authorization: 'Bearer token' }] as Record<string, string>[]) {
      const attack = await run(`{ ${repeat(2000, (i) => `a${i}: actTypes { id }`)} }`, headers);
      expect(attack.errors).toEqual(['Syntax Error: Token limit of 1000 exceeded.']);
      expect(attack.ministryCalls).toBe(0);
    }
    // Within the token limit, the aliases and the root fields each hold alone.
    const short = await run(`{ ${repeat(150, (i) => `a${i}: checkToken`)} }`);
    expect(short.errors).toEqual([
      'Aliases limit of 5 exceeded, found 150.',
      'Root field limit of 5 exceeded, found 150.',
    ]);
    expect(short.ministryCalls).toBe(0);
  });

  it('bound the root fields, each at most one ministry call, at 5', async () => {
    const five = await run('{ a: checkToken b: checkToken c: checkToken d: checkToken e: checkToken }');
    expect(five.errors).toEqual([]);
    expect(five.ministryCalls).toBe(1); // the same resource read once (below)
    const six = await run(
      '{ actTypes { id } regions { id } notaryOffices { id } clientConfig { frameIntervalMs } checkToken me { passnum } }',
    );
    expect(six.errors).toEqual(['Root field limit of 5 exceeded, found 6.']);
    expect(six.ministryCalls).toBe(0);
    // Spreading fragments at the root counts their fields; __typename calls nothing and is free.
    const spread = await run(
      `query { __typename ...A ...A ... on Query { regions { id } notaryOffices { id } clientConfig { frameIntervalMs } } }
       fragment A on Query { actTypes { id } checkToken me { passnum } }`,
    );
    expect(spread.errors).toEqual(['Root field limit of 5 exceeded, found 6.']);
  });

  it('bound the aliases at 5, nested ones included', async () => {
    const at = await run(`{ clientConfig { ${repeat(5, (i) => `a${i}: frameIntervalMs`)} } }`);
    expect(at.errors).toEqual([]);
    const over = await run(`{ clientConfig { ${repeat(6, (i) => `a${i}: frameIntervalMs`)} } }`);
    expect(over.errors).toEqual(['Aliases limit of 5 exceeded, found 6.']);
  });

  it('bound the depth at 10', async () => {
    expect((await run(`{ ${nested(8, 'clientConfig { frameIntervalMs }')} }`)).errors).toEqual([]);
    expect((await run(`{ ${nested(9, 'clientConfig { frameIntervalMs }')} }`)).errors).toEqual([
      'Query depth limit of 10 exceeded, found 11.',
    ]);
  });

  it('bound the tokens at 1,000', async () => {
    // `{ clientConfig {` … `} }` is 5 tokens. Four field names in turn: a thousand of one name would
    // exhaust graphql's own budget for comparing same-named fields first.
    const names = ['faceCheckLimitMs', 'faceCheckStartDelayMs', 'frameIntervalMs', 'instructionalVideoUrl'];
    const fields = (count: number) => `{ clientConfig { ${repeat(count, (i) => names[i % 4]!)} } }`;
    expect((await run(fields(995))).errors).toEqual([]);
    expect((await run(fields(996))).errors).toEqual(['Syntax Error: Token limit of 1000 exceeded.']);
  });

  it('bound the cost at 10,000', async () => {
    // Each level multiplies the cost below it by 1.5: 8 levels over 250 fields stay under 10,000, over 260 cost 10,145.
    const fields = (count: number) => `clientConfig { ${repeat(count, () => 'frameIntervalMs')} }`;
    expect((await run(`{ ${nested(8, fields(250))} }`)).errors).toEqual([]);
    expect((await run(`{ ${nested(8, fields(260))} }`)).errors).toEqual([
      'Query Cost limit of 10000 exceeded, found 10145.046875.',
    ]);
  });

  it('bound the directives at 10', async () => {
    const fragments = (count: number) =>
      `{ clientConfig { ${repeat(count, () => '... @include(if: true) { frameIntervalMs }')} } }`;
    expect((await run(fragments(10))).errors).toEqual([]);
    expect((await run(fragments(11))).errors).toEqual(['Directives limit of 10 exceeded, found 11.']);
  });

  it('hold over graphql-ws too', async () => {
    const url = await gateway.listen(0, '127.0.0.1');
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      lazy: true,
      retryAttempts: 0,
    });
    try {
      const before = ministry.seen.length;
      const refusal = await client
        .iterate({ query: `{ ${repeat(6, (i) => `a${i}: checkToken`)} }` })
        .next()
        .then(
          () => [],
          (errors: { extensions?: { detail?: string } }[]) => errors.map((error) => error.extensions?.detail),
        );
      expect(refusal).toEqual([
        'Aliases limit of 5 exceeded, found 6.',
        'Root field limit of 5 exceeded, found 6.',
      ]);
      expect(ministry.seen.length).toBe(before);
    } finally {
      await client.dispose();
    }
  });
});

describe('one request reads a ministry resource once', () => {
  let ministry: ScriptedMinistry;
  let gateway: Gateway;

  beforeAll(async () => {
    ministry = await startScriptedMinistry((request) =>
      request.url.startsWith('/api/notaries') ? replay('notaries') : replay('act-types'),
    );
    gateway = startGateway({ ministryUrl: ministry.url });
  });
  afterAll(async () => {
    await gateway.close();
    await ministry.close();
  });

  it('answers every alias of the same read from one ministry call, and asks again in the next request', async () => {
    const before = ministry.seen.length;
    const query = '{ a: actTypes { id } b: actTypes { id name { oz } } c: actTypes { id } }';
    const { result } = await sendText(gateway, query);
    expect(result.errors).toBeUndefined();
    const data = result.data as Record<'a' | 'b' | 'c', { id: number }[]>;
    expect(data.a.length).toBeGreaterThan(0);
    expect(data.b.map((t) => t.id)).toEqual(data.a.map((t) => t.id));
    expect(data.c).toEqual(data.a);
    expect(ministry.seen.length - before).toBe(1);

    await sendText(gateway, query);
    expect(ministry.seen.length - before).toBe(2);
  });

  it('calls once per distinct resource', async () => {
    const before = ministry.seen.length;
    await sendText(
      gateway,
      '{ a: notaries(regionId: 1) { id } b: notaries(regionId: 2) { id } c: notaries(regionId: 1) { id } }',
    );
    expect(
      ministry.seen
        .slice(before)
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/api/notaries?regionId=1', '/api/notaries?regionId=2']);
  });
});

describe('schema privacy by NODE_ENV', () => {
  const introspection = '{ __schema { queryType { name } } }';
  const typeQuery = '{ __type(name: "Query") { name } }';
  const misspelt = '{ clientConfg { frameIntervalMs } }';
  const badEnum = 'query ($tab: ActListTab) { myActs(tab: $tab) { total } }';

  async function answers(production: boolean) {
    const gateway = startGateway({ ministryUrl: 'http://127.0.0.1:9', production });
    try {
      const ask = async (query: string, variables = {}) =>
        (await sendText(gateway, query, { variables })).result;
      return {
        introspection: await ask(introspection),
        type: await ask(typeQuery),
        typename: await ask('{ __typename }'),
        misspelt: await ask(misspelt),
        badEnum: await ask(badEnum, { tab: 'IN_PROCES' }),
      };
    } finally {
      await gateway.close();
    }
  }

  it('in production: no introspection, no suggestions of names', async () => {
    const production = await answers(true);
    expect(production.introspection.errors?.[0]?.extensions?.detail).toBe('Introspection is disabled.');
    expect(production.introspection.data).toBeUndefined();
    expect(production.type.errors?.[0]?.extensions?.detail).toBe('Introspection is disabled.');
    expect(production.typename.data).toEqual({ __typename: 'Query' });
    // graphql-js's own refusals: the gateway's words only (issue 28), no name, no value.
    expect(production.misspelt.errors).toEqual([
      expect.objectContaining({
        message: translate('oz', 'input.invalidQuery'),
        extensions: { code: 'BAD_REQUEST' },
      }),
    ]);
    const invalidValue = translate('oz', 'input.invalidValue');
    expect(production.badEnum.errors).toEqual([
      expect.objectContaining({
        message: invalidValue,
        extensions: { code: 'BAD_REQUEST', fields: { tab: invalidValue } },
      }),
    ]);
    expect(JSON.stringify(production)).not.toMatch(/Did you mean|clientConfg|IN_PROCES/);
  });

  it('in development: both, for GraphiQL and the developer', async () => {
    const development = await answers(false);
    expect(development.introspection.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect(development.type.data).toEqual({ __type: { name: 'Query' } });
    expect(development.misspelt.errors?.[0]?.extensions?.detail).toContain('Did you mean "clientConfig"?');
    // A variable's refusal quotes the value it got: not even development passes that on.
    expect(development.badEnum.errors?.[0]?.extensions).toEqual({
      code: 'BAD_REQUEST',
      fields: { tab: translate('oz', 'input.invalidValue') },
    });
  });
});
