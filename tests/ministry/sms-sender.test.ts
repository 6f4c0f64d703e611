import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../ministry/db/database';
import { sandboxSmsMessages, smsOutbox } from '../../ministry/db/schema';
import { maxSmsAttempts, sendDueSms, smsKey } from '../../ministry/notifications/sms';
import { drivers, ministryForSuite } from '../support/ministry';

// The SMS sender (decision 115): the outbox handed to the provider once per message, under its
// idempotency key, even when a pass died after the provider took a message; a failing provider
// retried with backoff, a refusing one not asked again; the sandbox provider's route.

type Answer = { status: number } | 'hang';

/** A provider on loopback answering from `script`, one answer per request, then 200. */
async function scriptedProvider(
  script: Answer[],
): Promise<{ url: string; requests: unknown[]; close(): Promise<void> }> {
  const requests: unknown[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({ key: request.headers['idempotency-key'], body: JSON.parse(body) });
      const answer = script.shift() ?? { status: 200 };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"error":"AA1234567"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(drivers)('the SMS sender on %s', (driver) => {
  const ministry = ministryForSuite(driver);
  const outbox = async (texts: string[]) =>
    (
      await ministry()
        .db.insert(smsOutbox)
        .values(texts.map((text) => ({ phone: '901234567', text, at: new Date().toISOString() })))
        .returning({ id: smsOutbox.id })
    ).map((row) => row.id);
  const rows = (ids: number[]) =>
    ministry()
      .db.select({
        id: smsOutbox.id,
        sentAt: smsOutbox.sentAt,
        attempts: smsOutbox.attempts,
        lastError: smsOutbox.lastError,
      })
      .from(smsOutbox)
      .where(inArray(smsOutbox.id, ids))
      .orderBy(smsOutbox.id);

  let sandboxUrl: string;
  beforeAll(() => {
    sandboxUrl = `${ministry().url}/sandbox/sms/messages`;
  });

  it('hands each message to the sandbox provider once, also one a dead pass had handed over', async () => {
    const ids = await outbox(['first', 'second', 'third']);
    // A pass posted the second one, then its process died before its commit: the row is unsent.
    const early = await fetch(sandboxUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: smsKey(ids[1]!), phone: '901234567', text: 'second' }),
    });
    expect(await early.json()).toEqual({ key: smsKey(ids[1]!), status: 'accepted' });

    const pass = await sendDueSms(ministry().db, { url: () => sandboxUrl });
    expect(pass.sent).toBeGreaterThanOrEqual(3);
    expect(pass).toMatchObject({ failed: 0, dropped: 0 });
    const sent = await rows(ids);
    expect(sent.every((row) => row.sentAt !== null && row.attempts === 0)).toBe(true);
    // One message per key at the provider, the re-sent one included.
    const taken = await ministry()
      .db.select({ key: sandboxSmsMessages.key, text: sandboxSmsMessages.text })
      .from(sandboxSmsMessages)
      .where(inArray(sandboxSmsMessages.key, ids.map(smsKey)))
      .orderBy(sandboxSmsMessages.text);
    expect(taken).toEqual([
      { key: smsKey(ids[0]!), text: 'first' },
      { key: smsKey(ids[1]!), text: 'second' },
      { key: smsKey(ids[2]!), text: 'third' },
    ]);
    // Nothing is due any more: the next pass sends nothing.
    expect(await sendDueSms(ministry().db, { url: () => sandboxUrl })).toEqual({
      sent: 0,
      failed: 0,
      dropped: 0,
    });
  });

  it('tries a failing provider again after a backoff, and never again one that refused a message', async () => {
    // Messages left by the test above are all sent; these three are the only ones due.
    const provider = await scriptedProvider([{ status: 503 }, { status: 400 }, 'hang']);
    try {
      const ids = await outbox(['unavailable', 'refused', 'slow']);
      const first = await sendDueSms(ministry().db, { url: () => provider.url, timeoutMs: 500 });
      expect(first).toEqual({ sent: 0, failed: 2, dropped: 1 });
      expect(await rows(ids)).toEqual([
        { id: ids[0], sentAt: null, attempts: 1, lastError: 'http_503' },
        { id: ids[1], sentAt: null, attempts: 1, lastError: 'rejected' },
        { id: ids[2], sentAt: null, attempts: 1, lastError: 'timeout' },
      ]);
      // Each carried its key; the provider's answer (which could quote anything) is kept nowhere.
      expect(provider.requests.map((r) => (r as { key: string }).key)).toEqual(ids.map(smsKey));
      expect(JSON.stringify(await rows(ids))).not.toContain('AA1234567');

      // Not due again before the backoff ends.
      expect(await sendDueSms(ministry().db, { url: () => provider.url })).toEqual({
        sent: 0,
        failed: 0,
        dropped: 0,
      });
      // Its time come, the provider takes the two it failed; the refused one is not asked again.
      await ministry()
        .db.update(smsOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(inArray(smsOutbox.id, [ids[0]!, ids[2]!]));
      expect(await sendDueSms(ministry().db, { url: () => provider.url })).toEqual({
        sent: 2,
        failed: 0,
        dropped: 0,
      });
      expect((await rows(ids)).map((row) => row.sentAt !== null)).toEqual([true, false, true]);
      expect(provider.requests).toHaveLength(5);
    } finally {
      await provider.close();
    }
  });

  it('gives a message up after its last attempt', async () => {
    const provider = await scriptedProvider([{ status: 502 }]);
    try {
      const [id] = await outbox(['last try']);
      await ministry()
        .db.update(smsOutbox)
        .set({ attempts: maxSmsAttempts - 1 })
        .where(eq(smsOutbox.id, id!));
      expect(await sendDueSms(ministry().db, { url: () => provider.url })).toEqual({
        sent: 0,
        failed: 0,
        dropped: 1,
      });
      const [due] = await queryRows<{ n: number }>(
        ministry().db,
        sql`select count(*)::int as n from acts.sms_outbox where sent_at is null and next_attempt_at <= now() + interval '10 years'`,
      );
      expect(due?.n).toBe(0);
    } finally {
      await provider.close();
    }
  });

  it('the sandbox provider takes a message once per key and refuses a malformed one', async () => {
    const post = (body: unknown) =>
      fetch(sandboxUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const message = { key: 'test-once', phone: '+998901234567', text: 'salom' };
    expect(await (await post(message)).json()).toEqual({ key: 'test-once', status: 'accepted' });
    expect(await (await post({ ...message, text: 'again' })).json()).toEqual({
      key: 'test-once',
      status: 'duplicate',
    });
    const bad = await post({ key: 'x y', phone: 'call me', text: '' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('validation_failed');
  });
});

describe('the sandbox SMS provider switched off', () => {
  const ministry = ministryForSuite('pglite', { sandboxSmsProvider: false });
  it('is absent', async () => {
    const response = await fetch(`${ministry().url}/sandbox/sms/messages`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });
});
