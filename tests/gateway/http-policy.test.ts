import { request as httpRequest } from 'node:http';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../../gateway/app.js';
import { parseOrigins } from '../../gateway/plugins/request-policy.js';
import { NotaryChoiceRegionsQuery } from '../../ui/features/acts/notary-choice.documents.js';
import { LogoutMutation, MeQuery } from '../../ui/features/session/session.documents.js';
import { type ScriptedMinistry, startGateway, startScriptedMinistry } from './harness.js';
import { replay } from './recorded.js';

// What /graphql accepts over HTTP and from which origins (decision 024): no request a foreign page can
// send without a preflight runs anything, and no answer is kept by a browser or proxy.

describe('/graphql over HTTP', () => {
  let ministry: ScriptedMinistry;
  let gateway: Gateway;

  beforeAll(async () => {
    ministry = await startScriptedMinistry((request) =>
      request.url === '/api/logout'
        ? replay('logout')
        : replay('regions', { headers: { 'x-refreshed-token': 't2' } }),
    );
    gateway = startGateway({ ministryUrl: ministry.url, corsOrigins: ['https://kiosk.example'] });
  });
  afterAll(async () => {
    await gateway.close();
    await ministry.close();
  });

  const logout = JSON.stringify({ query: print(LogoutMutation) });

  async function post(
    contentType: string | undefined,
    body: string | FormData,
    headers: Record<string, string> = {},
  ) {
    const before = ministry.seen.length;
    const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        authorization: 'Bearer t1',
        ...headers,
      },
      body,
    });
    return { response, text: await response.text(), ministryCalls: ministry.seen.length - before };
  }

  it('refuses with 415, running nothing, a POST a page of another site could send without a preflight', async () => {
    const form = new FormData();
    form.set('operations', logout);
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent(print(LogoutMutation))}`],
      ['text/plain', logout],
      ['text/plain;charset=UTF-8', logout],
      [undefined, logout],
      ['application/graphql', print(LogoutMutation)],
      ['application/graphql+json', logout],
    ] as const) {
      const { response, ministryCalls } = await post(type, body);
      expect(response.status, type).toBe(415);
      expect(response.headers.get('accept-post')).toBe('application/json, application/graphql-response+json');
      expect(ministryCalls, type).toBe(0);
    }
    const multipart = await post(undefined, form);
    expect(multipart.response.status).toBe(415);
    expect(multipart.ministryCalls).toBe(0);
  });

  it('runs a JSON POST, as application/json or application/graphql-response+json', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/graphql-response+json',
    ]) {
      const { response, text, ministryCalls } = await post(type, logout);
      expect(response.status, type).toBe(200);
      expect(JSON.parse(text), type).toEqual({ data: { logout: true } });
      expect(ministryCalls, type).toBe(1);
    }
  });

  it('never runs a mutation from a GET; runs queries from a GET as urql sends them', async () => {
    const before = ministry.seen.length;
    const mutation = await gateway.yoga.fetch(
      `http://gateway.test/graphql?query=${encodeURIComponent(print(LogoutMutation))}`,
    );
    expect(mutation.status).toBe(405);
    expect(ministry.seen.length).toBe(before);
    const query = await gateway.yoga.fetch(
      `http://gateway.test/graphql?query=${encodeURIComponent(print(NotaryChoiceRegionsQuery))}`,
      { headers: { accept: 'application/graphql-response+json' } },
    );
    expect(query.status).toBe(200);
    expect(((await query.json()) as { data: { regions: unknown[] } }).data.regions.length).toBeGreaterThan(0);
  });

  it('lets no answer be stored: authenticated, refused or failed alike', async () => {
    const ok = await post('application/json', JSON.stringify({ query: print(MeQuery) }));
    const refused = await post('text/plain', logout);
    const invalid = await post('application/json', JSON.stringify({ query: '{ nothing }' }));
    for (const { response } of [ok, refused, invalid]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  describe('the size of a body (decision 130)', () => {
    let limited: Gateway;
    let url: string;
    beforeAll(async () => {
      limited = startGateway({ ministryUrl: ministry.url, maxRequestBodyBytes: 1024 });
      url = await limited.listen(0, '127.0.0.1');
    });
    afterAll(() => limited.close());

    /** A POST over real HTTP, its body in pieces: with its length declared, or chunked. */
    function postOverHttp(pieces: string[], declared: boolean) {
      return new Promise<{ status: number; body: string }>((resolve, reject) => {
        const length = pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0);
        const request = httpRequest(`${url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': 'ru',
            ...(declared ? { 'content-length': length } : {}),
          },
        });
        request.on('response', (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        // The gateway may answer and close before the last piece is written.
        request.on('error', reject);
        for (const piece of pieces) request.write(piece);
        request.end();
      });
    }
    const padded = (bytes: number) => {
      const query = print(NotaryChoiceRegionsQuery);
      const head = JSON.stringify({ query, variables: {} }).slice(0, -1);
      return `${head},"extensions":{"pad":"${'x'.repeat(Math.max(0, bytes - head.length - 20))}"}}`;
    };

    it('runs a body up to the bound, declared or chunked', async () => {
      for (const declared of [true, false]) {
        const body = padded(1000);
        expect(Buffer.byteLength(body)).toBeLessThanOrEqual(1024);
        const answer = await postOverHttp([body.slice(0, 500), body.slice(500)], declared);
        expect(answer.status, `declared ${declared}`).toBe(200);
        expect(JSON.parse(answer.body).data.regions.length).toBeGreaterThan(0);
      }
    });

    it("refuses a longer one with 413 in the caller's language, calling nothing, declared or chunked", async () => {
      for (const declared of [true, false]) {
        const before = ministry.seen.length;
        const body = padded(1100);
        expect(Buffer.byteLength(body)).toBeGreaterThan(1024);
        const answer = await postOverHttp([body.slice(0, 600), body.slice(600)], declared);
        expect(answer.status, `declared ${declared}`).toBe(413);
        const [error] = JSON.parse(answer.body).errors;
        expect(error.extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
        expect(error.message).toBe('Размер запроса превышает допустимый.');
        expect(ministry.seen.length).toBe(before);
      }
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      gateway.yoga.fetch('http://gateway.test/graphql', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const request = (origin: string) =>
      post('application/json', JSON.stringify({ query: print(NotaryChoiceRegionsQuery) }), { origin });

    it('answers an origin of CORS_ORIGINS, and lets it read the refreshed token', async () => {
      const { response } = await request('https://kiosk.example');
      expect(response.headers.get('access-control-allow-origin')).toBe('https://kiosk.example');
      expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toBe('x-refreshed-token');
      // Tokens travel in Authorization, never in cookies.
      expect(response.headers.has('access-control-allow-credentials')).toBe(false);
      const allowed = await preflight('https://kiosk.example');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://kiosk.example');
      expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
      // The page starts a trace for each request (decision 119): its header may cross too.
      expect(allowed.headers.get('access-control-allow-headers')).toContain('traceparent');
    });

    it('echoes no other origin, `null` included, in an answer or a preflight', async () => {
      for (const origin of [
        'https://evil.example',
        'null',
        'https://kiosk.example.evil.example',
        'http://kiosk.example',
      ]) {
        const { response } = await request(origin);
        expect(response.headers.has('access-control-allow-origin'), origin).toBe(false);
        expect(response.headers.has('access-control-allow-credentials'), origin).toBe(false);
        const refused = await preflight(origin);
        expect(refused.headers.has('access-control-allow-origin'), origin).toBe(false);
        expect(refused.headers.has('access-control-allow-methods'), origin).toBe(false);
      }
    });

    it('is same-origin only by default', async () => {
      const plain = startGateway({ ministryUrl: ministry.url });
      try {
        const response = await plain.yoga.fetch('http://gateway.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://kiosk.example' },
          body: JSON.stringify({ query: print(NotaryChoiceRegionsQuery) }),
        });
        expect(response.headers.has('access-control-allow-origin')).toBe(false);
      } finally {
        await plain.close();
      }
    });

    it('takes only origins in CORS_ORIGINS', () => {
      expect(parseOrigins([' https://kiosk.example ', 'http://127.0.0.1:5173/', ''])).toEqual([
        'https://kiosk.example',
        'http://127.0.0.1:5173',
      ]);
      for (const bad of ['null', '*', 'kiosk.example', 'https://kiosk.example/app', 'file:///x']) {
        expect(() => parseOrigins([bad]), bad).toThrow(/CORS_ORIGINS/);
      }
    });
  });
});
