import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sandboxSmsMessages, smsOutbox } from '../db/schema';

// Handing the SMS outbox to the SMS provider (decision 115). A message is written to acts.sms_outbox
// in the transaction that decides it; the `sms.send` job leases the due ones (FOR UPDATE SKIP LOCKED,
// then `next_attempt_at` moved past the batch's longest hand-over), posts each to the provider under
// its idempotency key `sms-<id>`, and then marks it sent. A process that dies after the provider took
// a message but before marking it leaves it unsent: once the lease ends, a pass posts it again under
// the same key, and the provider answers that it has it, without sending it twice. A provider that refuses a message (4xx) is not asked again;
// one that fails (5xx, timeout, no answer) is, with exponential backoff, up to `maxSmsAttempts`.

export interface SmsProvider {
  /** The provider's POST address, or null while there is none (the sandbox's before it listens). */
  url(): string | null;
  /** How long one hand-over may take (default 5 s). */
  timeoutMs?: number | undefined;
}

export const maxSmsAttempts = 12;
const firstRetryMs = 10_000;
const lastRetryMs = 3_600_000;
const smsBatchSize = 20;
const defaultTimeoutMs = 5_000;

/** The idempotency key of outbox row `id`: what makes a second hand-over of it a no-op at the provider. */
export const smsKey = (id: number) => `sms-${id}`;

type HandOver = 'sent' | 'rejected' | `http_${number}` | 'timeout' | 'network';

async function handOver(
  provider: SmsProvider,
  url: string,
  message: { id: number; phone: string; text: string },
): Promise<HandOver> {
  const key = smsKey(message.id);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ key, phone: message.phone, text: message.text }),
      signal: AbortSignal.timeout(provider.timeoutMs ?? defaultTimeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return 'sent';
    // Refused for good (a malformed number, say), except "too many" and "too slow", which pass.
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
      return 'rejected';
    return `http_${response.status}`;
  } catch (error) {
    return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      ? 'timeout'
      : 'network';
  }
}

export interface SmsPass {
  sent: number;
  /** Failed this time, to be tried again later. */
  failed: number;
  /** Refused by the provider, or failed their last attempt: not tried again. */
  dropped: number;
}

/** One pass of the sender: every message due now, in batches; answers what became of them. */
export async function sendDueSms(db: Database, provider: SmsProvider): Promise<SmsPass> {
  const pass: SmsPass = { sent: 0, failed: 0, dropped: 0 };
  const url = provider.url();
  if (url === null) return pass;
  // A batch is leased long enough for every hand-over of it to time out.
  const leaseMs = smsBatchSize * (provider.timeoutMs ?? defaultTimeoutMs) + 60_000;
  for (;;) {
    // Claimed by a lease, not held in a transaction: no row lock or connection waits on the provider,
    // and a process that dies with a batch leaves it due again once the lease ends.
    const due = await db.transaction(async (tx) => {
      const claimed = await tx
        .select({
          id: smsOutbox.id,
          phone: smsOutbox.phone,
          text: smsOutbox.text,
          attempts: smsOutbox.attempts,
        })
        .from(smsOutbox)
        .where(and(isNull(smsOutbox.sentAt), lte(smsOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(smsOutbox.nextAttemptAt), asc(smsOutbox.id))
        .limit(smsBatchSize)
        .for('update', { skipLocked: true });
      if (claimed.length > 0)
        await tx
          .update(smsOutbox)
          .set({ nextAttemptAt: sql`now() + ${leaseMs}::int * interval '1 millisecond'` })
          .where(
            inArray(
              smsOutbox.id,
              claimed.map((message) => message.id),
            ),
          );
      return claimed;
    });
    for (const message of due) {
      const outcome = await handOver(provider, url, message);
      if (outcome === 'sent') {
        await db
          .update(smsOutbox)
          .set({ sentAt: sql`now()`, lastError: null })
          .where(eq(smsOutbox.id, message.id));
        pass.sent += 1;
        continue;
      }
      const attempts = message.attempts + 1;
      const dropped = outcome === 'rejected' || attempts >= maxSmsAttempts;
      const waitMs = Math.min(lastRetryMs, firstRetryMs * 2 ** message.attempts);
      await db
        .update(smsOutbox)
        .set({
          attempts,
          lastError: outcome,
          // Out of the sender's index range for good once dropped.
          nextAttemptAt: dropped
            ? sql`'infinity'::timestamptz`
            : sql`now() + ${waitMs}::int * interval '1 millisecond'`,
        })
        .where(eq(smsOutbox.id, message.id));
      if (dropped) pass.dropped += 1;
      else pass.failed += 1;
    }
    if (due.length < smsBatchSize) return pass;
  }
}

/** The sandbox SMS provider's store: takes a message once per key; answers whether it is new. */
export async function takeSandboxSms(
  db: Database,
  message: { key: string; phone: string; text: string },
  now: Date,
): Promise<boolean> {
  const taken = await db
    .insert(sandboxSmsMessages)
    .values({ ...message, receivedAt: now.toISOString() })
    .onConflictDoNothing({ target: sandboxSmsMessages.key })
    .returning({ id: sandboxSmsMessages.id });
  return taken.length === 1;
}
