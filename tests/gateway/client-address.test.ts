import type { IncomingMessage } from 'node:http';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Gateway } from '../../gateway/app.js';
import { clientAddress, trustedProxies } from '../../gateway/http/forwarded-for.js';
import { seedPeople } from '../../ministry/db/seed/index.js';
import { PrecheckMutation } from '../../ui/features/auth/auth.documents.js';
import { CheckTokenQuery } from '../../ui/features/session/session.documents.js';
import { startTestMinistry, type TestMinistry } from '../support/ministry.js';
import { type ScriptedMinistry, startGateway, startScriptedMinistry } from './harness.js';
import { replay } from './recorded.js';

// The client address behind the ministry's per-address login limit (decision 024): the socket's peer,
// or, behind a configured trusted proxy only, the right-most X-Forwarded-For entry that is not one.

const fakeRequest = (remoteAddress: string | undefined, header?: string | string[]) =>
  ({
    socket: { remoteAddress },
    headers: header === undefined ? {} : { 'x-forwarded-for': header },
  }) as unknown as IncomingMessage;

describe('the client address the gateway determines', () => {
  it('is the peer when no proxy is trusted, loopback included, whatever X-Forwarded-For says', () => {
    const none = trustedProxies();
    expect(clientAddress(fakeRequest('127.0.0.1', '203.0.113.7'), none)).toBe('127.0.0.1');
    expect(clientAddress(fakeRequest('::1', '2001:db8::5'), none)).toBe('::1');
    expect(clientAddress(fakeRequest('::ffff:198.51.100.4', '203.0.113.7'), none)).toBe('198.51.100.4');
    expect(clientAddress(fakeRequest(undefined), none)).toBeUndefined();
    expect(clientAddress(undefined, none)).toBeUndefined();
  });

  it('behind trusted proxies, is the right-most entry that is not one of them', () => {
    const trusted = trustedProxies(['127.0.0.1', '10.0.0.0/8', '2001:db8:1::/48']);
    expect(clientAddress(fakeRequest('127.0.0.1', '203.0.113.7'), trusted)).toBe('203.0.113.7');
    // Whatever the client wrote left of its own address is ignored.
    expect(clientAddress(fakeRequest('::ffff:127.0.0.1', '1.1.1.1, 203.0.113.7, 10.2.3.4'), trusted)).toBe(
      '203.0.113.7',
    );
    // Several headers are one list, in order.
    expect(clientAddress(fakeRequest('127.0.0.1', ['9.9.9.9, 203.0.113.8', '10.0.0.1']), trusted)).toBe(
      '203.0.113.8',
    );
    expect(clientAddress(fakeRequest('127.0.0.1', '2001:db8::9, 2001:db8:1::2'), trusted)).toBe(
      '2001:db8::9',
    );
    // Ports some proxies add.
    expect(clientAddress(fakeRequest('127.0.0.1', '[2001:db8::5]:4430'), trusted)).toBe('2001:db8::5');
    expect(clientAddress(fakeRequest('127.0.0.1', '203.0.113.9:5555'), trusted)).toBe('203.0.113.9');
    // No header, or nothing but trusted hops: the furthest trusted hop.
    expect(clientAddress(fakeRequest('127.0.0.1'), trusted)).toBe('127.0.0.1');
    expect(clientAddress(fakeRequest('127.0.0.1', '10.9.9.9, 10.0.0.1'), trusted)).toBe('10.9.9.9');
    // A trusted hop that passed on something other than an address: that hop is the client.
    expect(clientAddress(fakeRequest('127.0.0.1', '203.0.113.7, unknown, 10.0.0.1'), trusted)).toBe(
      '10.0.0.1',
    );
    // An untrusted peer's header is not read at all.
    expect(clientAddress(fakeRequest('198.51.100.4', '203.0.113.7'), trusted)).toBe('198.51.100.4');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range', () => {
    expect(() => trustedProxies(['proxy.internal'])).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustedProxies(['10.0.0.0/33'])).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustedProxies(['10.0.0.0/x'])).toThrow(/TRUSTED_PROXIES/);
    expect(trustedProxies(['', ' 10.0.0.1 ']).has('10.0.0.1')).toBe(true);
  });
});

describe('what the gateway sends the ministry as X-Forwarded-For', () => {
  let ministry: ScriptedMinistry;
  let direct: Gateway;
  let proxied: Gateway;
  let directUrl: string;
  let proxiedUrl: string;

  beforeAll(async () => {
    ministry = await startScriptedMinistry((request) =>
      request.url.startsWith('/api/files/') ? replay('file-print-form') : replay('check-token'),
    );
    direct = startGateway({ ministryUrl: ministry.url });
    proxied = startGateway({ ministryUrl: ministry.url, trustedProxies: ['127.0.0.1'] });
    directUrl = await direct.listen(0, '127.0.0.1');
    proxiedUrl = await proxied.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
    await ministry.close();
  });

  async function seenFor(call: () => Promise<unknown>) {
    const before = ministry.seen.length;
    await call();
    return ministry.seen.slice(before).map((request) => request.headers['x-forwarded-for']);
  }

  const post = (base: string, forwardedFor: string) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ query: print(CheckTokenQuery) }),
    }).then((response) => response.json());

  const download = (base: string, forwardedFor: string) =>
    fetch(`${base}/files/1/print`, { headers: { 'x-forwarded-for': forwardedFor } }).then((response) =>
      response.arrayBuffer(),
    );

  async function overSocket(base: string, forwardedFor: string) {
    const client = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { 'x-forwarded-for': forwardedFor } });
        }
      },
      retryAttempts: 0,
      lazy: true,
    });
    try {
      const { value } = await client.iterate({ query: print(CheckTokenQuery) }).next();
      expect(value).toEqual({ data: { checkToken: true } });
    } finally {
      await client.dispose();
    }
  }

  it('from a peer that is not a trusted proxy: its own address only, over HTTP, graphql-ws and /files', async () => {
    expect(await seenFor(() => post(directUrl, '203.0.113.7'))).toEqual(['127.0.0.1']);
    expect(await seenFor(() => overSocket(directUrl, '198.51.100.23'))).toEqual(['127.0.0.1']);
    expect(await seenFor(() => download(directUrl, '203.0.113.7'))).toEqual(['127.0.0.1']);
  });

  it('from a trusted proxy: the one address it names, never the chain the client began', async () => {
    expect(await seenFor(() => post(proxiedUrl, '1.1.1.1, 203.0.113.7'))).toEqual(['203.0.113.7']);
    expect(await seenFor(() => overSocket(proxiedUrl, '198.51.100.23'))).toEqual(['198.51.100.23']);
    expect(await seenFor(() => download(proxiedUrl, '9.9.9.9, 203.0.113.8'))).toEqual(['203.0.113.8']);
  });
});

describe('the per-address login limit through the gateway, against the sandbox ministry', () => {
  let ministry: TestMinistry;
  let direct: Gateway;
  let proxied: Gateway;
  let directUrl: string;
  let proxiedUrl: string;

  beforeAll(async () => {
    ministry = await startTestMinistry('pglite');
    direct = startGateway({ ministryUrl: ministry.url });
    proxied = startGateway({ ministryUrl: ministry.url, trustedProxies: ['127.0.0.1'] });
    directUrl = await direct.listen(0, '127.0.0.1');
    proxiedUrl = await proxied.listen(0, '127.0.0.1');
  }, 60_000);
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await ministry?.close();
  });

  const applicant = seedPeople.find((p) => p.roles.includes('applicant'))!;
  const known = { passserial: applicant.passserial, passnum: applicant.passnum, pin: applicant.pin };
  let unknownPassports = 0;
  // A passport no one has, a new one each time: only the address's count grows.
  const unknown = () => ({
    passserial: 'ZZ',
    passnum: `72${String(unknownPassports++).padStart(5, '0')}`,
    pin: '31204889990019',
  });

  async function precheck(base: string, input: object, forwardedFor: string) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ query: print(PrecheckMutation), variables: { input } }),
    });
    const result = (await response.json()) as {
      data?: { precheck: boolean } | null;
      errors?: { extensions?: { code?: string } }[];
    };
    return result.errors?.[0]?.extensions?.code ?? result.data?.precheck;
  }

  it('counts an untrusted peer by its own address however X-Forwarded-For rotates: 429 from the 11th', async () => {
    for (let i = 1; i <= 10; i++) {
      expect(await precheck(directUrl, unknown(), `192.0.2.${i}`)).toBe('BAD_REQUEST');
    }
    // A fresh forged address and a right passport: refused all the same.
    expect(await precheck(directUrl, known, '192.0.2.11')).toBe('TOO_MANY_ATTEMPTS');
    expect(await precheck(directUrl, unknown(), '192.0.2.12, 198.51.100.1')).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts the real clients of a trusted proxy apart', async () => {
    for (let i = 1; i <= 10; i++) {
      // The client's own forged entries left of what the proxy appended change nothing.
      expect(await precheck(proxiedUrl, unknown(), `192.0.2.${i}, 203.0.113.50`)).toBe('BAD_REQUEST');
    }
    expect(await precheck(proxiedUrl, known, '192.0.2.99, 203.0.113.50')).toBe('TOO_MANY_ATTEMPTS');
    // Another client of the same proxy (and of the same loopback peer) is answered.
    expect(await precheck(proxiedUrl, known, '203.0.113.51')).toBe(true);
  });
});
