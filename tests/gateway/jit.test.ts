import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { graphqlJitPlugin } from '../../gateway/plugins/jit.js';

// graphql-jit runs a document compiled once it has run a few times (decision 130): the answers do not
// change when it does, and a document sent once is never compiled.

const schema = createSchema({
  typeDefs: /* GraphQL */ `
    type Query {
      greeting(name: String!, times: Int = 1): String!
      failing: String
      items: [Item!]!
    }
    type Item {
      id: ID!
      label: String
    }
  `,
  resolvers: {
    Query: {
      greeting: (_: unknown, { name, times }: { name: string; times: number }) =>
        `${'hi '.repeat(times)}${name}`,
      failing: () => {
        throw new Error('no');
      },
      items: () => [
        { id: 1, label: 'one' },
        { id: 2, label: null },
      ],
    },
  },
});

function yogaWith(compileAfter: number) {
  const yoga = createYoga({ schema, plugins: [graphqlJitPlugin(compileAfter)], maskedErrors: false });
  /** One execution through yoga's envelop, as the gateway's HTTP and socket paths run it. */
  return async (query: string, variables: Record<string, unknown> = {}, operationName?: string) => {
    const enveloped = yoga.getEnveloped({
      request: new Request('http://test/graphql', { method: 'POST' }),
      params: { query, operationName },
    });
    const document = enveloped.parse(query);
    const result = (await enveloped.execute({
      schema: enveloped.schema,
      document,
      variableValues: variables,
      operationName,
      contextValue: await enveloped.contextFactory(),
    })) as { data?: unknown; errors?: readonly { message: string; path?: unknown }[]; stringify?: unknown };
    return {
      // graphql-jit leaves its serializer on the results it computed.
      compiled: typeof result.stringify === 'function',
      answer: JSON.parse(JSON.stringify({ data: result.data, errors: result.errors })),
    };
  };
}

describe('compiled documents', () => {
  const document =
    'query Q($name: String!, $times: Int) { greeting(name: $name, times: $times) failing items { id label } }';

  it('compiles a document after it has run the given number of times, answering the same', async () => {
    const run = yogaWith(3);
    const runs = [];
    for (let i = 0; i < 6; i++) runs.push(await run(document, { name: 'Ali', times: 2 }));
    expect(runs.map((r) => r.compiled)).toEqual([false, false, false, true, true, true]);
    for (const r of runs) expect(r.answer).toEqual(runs[0]!.answer);
    expect(runs[0]!.answer.data).toEqual({
      greeting: 'hi hi Ali',
      failing: null,
      items: [
        { id: '1', label: 'one' },
        { id: '2', label: null },
      ],
    });
    expect(runs[0]!.answer.errors).toEqual([expect.objectContaining({ message: 'no', path: ['failing'] })]);
  });

  it('refuses a variable of the wrong type before running anything, compiled or not', async () => {
    // The wording differs a little (graphql-jit adds "Expected type Int;"); the gateway answers both with
    // its own translated refusal, which names the variable (graphql-errors.ts, tests/gateway/bad-input.test.ts).
    for (const run of [yogaWith(0), yogaWith(100)]) {
      const refused = await run(document, { name: 'Ali', times: 'many' });
      expect(refused.answer.data).toBeUndefined();
      expect(refused.answer.errors).toHaveLength(1);
      expect(refused.answer.errors[0].message).toMatch(/^Variable "\$times" got invalid value "many"/);
    }
    expect((await yogaWith(0)(document, { name: 'Ali', times: 'many' })).compiled).toBe(true);
  });

  it('runs the operation asked for in a document of several, never compiling it', async () => {
    const run = yogaWith(0);
    const two = 'query A { greeting(name: "a") } query B { greeting(name: "b") }';
    for (const name of ['A', 'B', 'A', 'B']) {
      const answer = await run(two, {}, name);
      expect(answer.answer.data).toEqual({ greeting: `hi ${name.toLowerCase()}` });
      expect(answer.compiled).toBe(false);
    }
  });

  it('never compiles documents that each run once, as a caller sending a new one each time', async () => {
    const run = yogaWith(3);
    for (let i = 0; i < 20; i++) {
      const once = await run(`query Q${i} { greeting(name: "n${i}") }`);
      expect(once.compiled).toBe(false);
      expect(once.answer.data).toEqual({ greeting: `hi n${i}` });
    }
  });
});
