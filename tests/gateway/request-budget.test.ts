import { randomBytes, randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { describe, expect, it } from 'vitest';
import { budgetKey, sessionBudgetKey } from '../../gateway/http/request-budget.js';
import { translate } from '../../gateway/i18n.js';
import { locales } from '../../machines/text/locales';
import { json, scriptedMinistryForSuite, startGateway } from './harness.js';

// The gateway's general request budget per client address (issue 31, decision 116): /graphql,
// file downloads and speed tests count, the SPA's files do not; past the budget the caller gets a 429
// with Retry-After in their language; the speed test's bytes have a budget of their own; with Redis
// every gateway shares the count, and a Redis that does not answer leaves the count to memory.

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether something answers Redis's PING at `url` within a second. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
const redisReachable = await redisAnswers(redisUrl);

/**
 * A network of its own (IPv6 counts by /64, in the documentation prefix), so tests and runs sharing a
 * Redis never share a count.
 */
const uniqueAddress = () =>
  `2001:db8:${randomBytes(4)
    .toString('hex')
    .replace(/(....)(....)/, '$1:$2')}::1`;

const healthQuery = (url: string, address: string, language = 'oz', token?: string) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      'accept-language': language,
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: '{ health { ministry { status } } }' }),
  });

/**
 * A token of the ministry's shape naming session `sid` (decision 126): the gateway reads the session id
 * without the signature, which only the ministry checks, so the signature here is any bytes.
 */
const tokenOf = (sid: string, payload: Record<string, unknown> = { sid, sub: '7', exp: 4_102_444_800 }) =>
  [{ alg: 'HS256', typ: 'JWT' }, payload]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat(randomBytes(32).toString('base64url'))
    .join('.');

/** Spends `count` requests of `address`'s budget, each one answered (200). */
async function spend(url: string, address: string, count: number) {
  for (let sent = 0; sent < count; sent += 1) expect((await healthQuery(url, address)).status).toBe(200);
}

describe('the gateway’s request budget', () => {
  const ministry = scriptedMinistryForSuite((request, res) => {
    if (request.url.startsWith('/api/health'))
      return json(200, { status: 'ok', database: 'pglite', migrations: 1 });
    if (request.url.startsWith('/api/speed_test')) {
      const bytes = Number(new URL(request.url, 'http://ministry').searchParams.get('bytes'));
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(Buffer.alloc(bytes));
      return undefined;
    }
    return json(404, {});
  });

  async function listening(requestBudget: NonNullable<Parameters<typeof startGateway>[0]['requestBudget']>) {
    const gateway = startGateway({
      ministryUrl: ministry().url,
      staticDir: '/nonexistent',
      trustedProxies: ['127.0.0.1'],
      requestBudget,
    });
    return { gateway, url: await gateway.listen(0, '127.0.0.1') };
  }

  it('answers 429 with Retry-After in the caller’s language once an address has spent its budget, and counts per address', async () => {
    const { gateway, url } = await listening({ requests: 3 });
    try {
      const address = uniqueAddress();
      await spend(url, address, 2);
      // Another address of the same /64 network spends the same budget.
      expect((await healthQuery(url, address.replace(/::1$/, '::beef:2'))).status).toBe(200);
      for (const language of locales) {
        const refused = await healthQuery(url, address, language);
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(await refused.json()).toEqual({
          errors: [
            {
              message: translate(language, 'errors.TOO_MANY_ATTEMPTS'),
              extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: retryAfter },
            },
          ],
        });
      }
      // The refused requests never reached the ministry: three health calls went through, no more.
      expect(ministry().seen.filter((seen) => seen.url.startsWith('/api/health'))).toHaveLength(3);
      // Another address has its own budget, and the probes and the SPA's files count for nobody.
      await spend(url, uniqueAddress(), 3);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const spa = await fetch(`${url}/assets/app.js`, { headers: { 'x-forwarded-for': address } });
      expect(spa.status).not.toBe(429);
    } finally {
      await gateway.close();
    }
  });

  it('counts an IPv4 address on its own and an IPv6 address by its /64 network', () => {
    expect(budgetKey('203.0.113.7')).toBe('203.0.113.7');
    expect(budgetKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(budgetKey('2001:DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(budgetKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(budgetKey('::1')).toBe('0:0:0:0::/64');
    expect(budgetKey('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('counts one session’s requests from every address against its own budget, in the caller’s language past it', async () => {
    const { gateway, url } = await listening({ requests: 100, sessionRequests: 3 });
    try {
      const session = tokenOf(randomUUID());
      // One session, three addresses: the session's budget is spent whichever address asks.
      for (const address of [uniqueAddress(), uniqueAddress(), uniqueAddress()])
        expect((await healthQuery(url, address, 'oz', session)).status).toBe(200);
      const address = uniqueAddress();
      for (const language of locales) {
        const refused = await healthQuery(url, address, language, session);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
          translate(language, 'errors.TOO_MANY_ATTEMPTS'),
        );
      }
      // The same address is still served without the session, and with another session.
      expect((await healthQuery(url, address)).status).toBe(200);
      expect((await healthQuery(url, address, 'oz', tokenOf(randomUUID()))).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('reads a session from a bearer token of the ministry’s shape alone', () => {
    const sid = randomUUID();
    expect(sessionBudgetKey(`Bearer ${tokenOf(sid)}`)).toBe(sid);
    expect(sessionBudgetKey(`bearer  ${tokenOf(sid)} `)).toBe(sid);
    expect(sessionBudgetKey(undefined)).toBeUndefined();
    expect(sessionBudgetKey(tokenOf(sid))).toBeUndefined();
    expect(sessionBudgetKey(`Basic ${tokenOf(sid)}`)).toBeUndefined();
    expect(sessionBudgetKey('Bearer not-a-token')).toBeUndefined();
    expect(sessionBudgetKey('Bearer a.b.c')).toBeUndefined();
    expect(sessionBudgetKey(`Bearer ${tokenOf(sid, { sid: 'not-a-uuid' })}`)).toBeUndefined();
    expect(sessionBudgetKey(`Bearer ${tokenOf(sid, { sub: '7' })}`)).toBeUndefined();
    expect(sessionBudgetKey(`Bearer ${tokenOf(sid)}${'x'.repeat(5000)}`)).toBeUndefined();
  });

  it('gives the speed test a budget of bytes: a measurement past it is refused in plain text', async () => {
    const { gateway, url } = await listening({ requests: 100, speedTestBytes: 1024 * 1024 });
    try {
      const address = uniqueAddress();
      const download = () =>
        fetch(`${url}/speed_test?bytes=400000`, {
          headers: { 'x-forwarded-for': address, 'accept-language': 'ru' },
        });
      for (let measured = 0; measured < 2; measured += 1) {
        const answer = await download();
        expect(answer.status).toBe(200);
        expect((await answer.arrayBuffer()).byteLength).toBe(400_000);
      }
      // 800,000 of 1,048,576 bytes spent: another 400,000 do not fit.
      const refused = await download();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
      expect(await refused.text()).toBe(translate('ru', 'errors.TOO_MANY_ATTEMPTS'));
      // An upload that does not say its length counts as the ministry's cap, 8 MiB: past the budget.
      const chunked = await fetch(`${url}/speed_test`, {
        method: 'POST',
        headers: { 'x-forwarded-for': uniqueAddress(), 'content-type': 'application/octet-stream' },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new Uint8Array(10));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(429);
    } finally {
      await gateway.close();
    }
  });

  it('keeps counting in memory when Redis does not answer, and the gateway serves as before', async () => {
    // A loopback port nothing listens on: Redis is "down" from the start.
    const { gateway, url } = await listening({ requests: 2, redisUrl: 'redis://127.0.0.1:1' });
    try {
      const address = uniqueAddress();
      await spend(url, address, 2);
      expect((await healthQuery(url, address)).status).toBe(429);
    } finally {
      await gateway.close();
    }
  });

  describe.skipIf(!redisReachable)('on Redis', () => {
    it('shares one address’s budget between two gateways: what one admitted, the other counts', async () => {
      const started = await Promise.all([
        listening({ requests: 4, sessionRequests: 3, redisUrl }),
        listening({ requests: 4, sessionRequests: 3, redisUrl }),
      ]);
      try {
        const [first, second] = started.map((each) => each.url) as [string, string];
        const address = uniqueAddress();
        await spend(first, address, 2);
        await spend(second, address, 2);
        expect((await healthQuery(first, address)).status).toBe(429);
        expect((await healthQuery(second, address)).status).toBe(429);
        // Another address is still served by both.
        const other = uniqueAddress();
        await spend(first, other, 1);
        await spend(second, other, 1);
        // And one session's budget, from addresses of their own, is one budget on both gateways.
        const session = tokenOf(randomUUID());
        for (const [gatewayUrl, sent] of [
          [first, 2],
          [second, 1],
        ] as const)
          for (let i = 0; i < sent; i += 1)
            expect((await healthQuery(gatewayUrl, uniqueAddress(), 'oz', session)).status).toBe(200);
        expect((await healthQuery(first, uniqueAddress(), 'oz', session)).status).toBe(429);
        expect((await healthQuery(second, uniqueAddress(), 'oz', session)).status).toBe(429);
      } finally {
        await Promise.all(started.map(({ gateway }) => gateway.close()));
      }
    });
  });
});
