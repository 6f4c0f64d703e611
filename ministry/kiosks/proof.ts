import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { KioskOperation, KioskPublicKey } from '../../machines/kiosk/kiosk.schema';
import {
  kioskKeyAlgorithm,
  kioskNonceLifetimeMs,
  kioskProofHeader,
  kioskProofMessage,
  kioskSignatureAlgorithm,
  parseKioskProof,
} from '../../machines/kiosk/kiosk-proof';
import type { Database } from '../db/database';
import { kioskCalls, kiosks } from '../db/schema';
import { MinistryError } from '../errors';

// The kiosk-only operations' guard (issue 27, decision 070). A nonce is stateless: 16 random bytes,
// its expiry and an HMAC over both and the kiosk's id, so handing one out costs nothing and anybody
// may ask; a signature over it is accepted once (portal.kiosk_calls' primary key), within its
// minute, from an active kiosk whose registered public key verifies it, and only while the kiosk has
// signed fewer than `max` operations within `windowMs` (429 otherwise).

export interface KioskRateLimit {
  /** Operations one kiosk may sign within `windowMs`; the next is refused (429). */
  max: number;
  windowMs: number;
}

/** A check-in takes a person half a minute at the keyboard: 20 a minute is a busy office, not a script. */
export const defaultKioskRateLimit: KioskRateLimit = { max: 20, windowMs: 60_000 };

/** The kiosk a verified proof came from. */
export interface ProvenKiosk {
  id: number;
  officeId: number;
  label: string;
}

export interface KioskGuard {
  /** A fresh nonce for `kioskId` (an active kiosk's) and when it expires. */
  issueNonce(kioskId: number): Promise<{ nonce: string; expiresAt: string }>;
  /**
   * The request's proof verified for `operation` over `inputs` (the raw values the kiosk signed, in
   * the operation's order) and counted: the kiosk, or a 403 / 429 MinistryError.
   */
  admit(
    request: FastifyRequest,
    reply: { header(name: string, value: string): unknown },
    operation: KioskOperation,
    inputs: readonly unknown[],
  ): Promise<ProvenKiosk>;
}

const nonceBytes = { random: 16, expiry: 8, mac: 16 } as const;
const nonceLength = nonceBytes.random + nonceBytes.expiry + nonceBytes.mac;

/** What a signed input was, as text: a string as it is, anything else as JSON (never a string's twin). */
const inputText = (value: unknown) =>
  typeof value === 'string' ? value : `\u0000${JSON.stringify(value ?? null)}`;

const refused = () => new MinistryError(403, 'kiosk_proof_refused');

export function createKioskGuard(options: {
  db: Database;
  now: () => Date;
  /** The session secret: a key of its own is derived from it, as ministry/auth/subjects.ts does. */
  secret: Uint8Array;
  rateLimit?: KioskRateLimit | undefined;
}): KioskGuard {
  const { db, now } = options;
  const limit = options.rateLimit ?? defaultKioskRateLimit;
  const key = createHmac('sha256', options.secret).update('kiosk-nonces').digest();
  const mac = (kioskId: number, random: Buffer, expiry: Buffer) =>
    createHmac('sha256', key)
      .update(`${kioskId}:`)
      .update(random)
      .update(expiry)
      .digest()
      .subarray(0, nonceBytes.mac);

  function openNonce(nonce: string, kioskId: number): boolean {
    const bytes = Buffer.from(nonce, 'base64url');
    if (bytes.length !== nonceLength || bytes.toString('base64url') !== nonce) return false;
    const random = bytes.subarray(0, nonceBytes.random);
    const expiry = bytes.subarray(nonceBytes.random, nonceBytes.random + nonceBytes.expiry);
    const given = bytes.subarray(nonceBytes.random + nonceBytes.expiry);
    if (!timingSafeEqual(given, mac(kioskId, random, expiry))) return false;
    return Number(expiry.readBigUInt64BE()) > now().getTime();
  }

  async function kioskRow(kioskId: number) {
    const [row] = await db.select().from(kiosks).where(eq(kiosks.id, kioskId));
    return row;
  }

  /** 403 unless the kiosk is active: a revoked one is told so, an unknown or pending one is not one. */
  function activeOrRefuse(
    row: typeof kiosks.$inferSelect | undefined,
  ): asserts row is typeof kiosks.$inferSelect & {
    publicKey: KioskPublicKey;
  } {
    if (row?.state === 'revoked') throw new MinistryError(403, 'kiosk_revoked');
    if (row?.state !== 'active' || !row.publicKey) throw refused();
  }

  async function verifies(publicKey: KioskPublicKey, message: string, signature: string): Promise<boolean> {
    try {
      const cryptoKey = await crypto.subtle.importKey('jwk', publicKey, kioskKeyAlgorithm, false, ['verify']);
      return await crypto.subtle.verify(
        kioskSignatureAlgorithm,
        cryptoKey,
        Buffer.from(signature, 'base64url'),
        new TextEncoder().encode(message),
      );
    } catch {
      return false;
    }
  }

  return {
    async issueNonce(kioskId) {
      activeOrRefuse(await kioskRow(kioskId));
      const random = randomBytes(nonceBytes.random);
      const expiresAt = now().getTime() + kioskNonceLifetimeMs;
      const expiry = Buffer.alloc(nonceBytes.expiry);
      expiry.writeBigUInt64BE(BigInt(expiresAt));
      const nonce = Buffer.concat([random, expiry, mac(kioskId, random, expiry)]).toString('base64url');
      return { nonce, expiresAt: new Date(expiresAt).toISOString() };
    },

    async admit(request, reply, operation, inputs) {
      const header = request.headers[kioskProofHeader];
      const proof = parseKioskProof(Array.isArray(header) ? header[0] : header);
      if (!proof) throw new MinistryError(403, 'kiosk_required');
      if (!openNonce(proof.nonce, proof.kioskId)) throw refused();
      const row = await kioskRow(proof.kioskId);
      activeOrRefuse(row);
      const message = kioskProofMessage(proof.kioskId, proof.nonce, operation, inputs.map(inputText));
      if (!(await verifies(row.publicKey, message, proof.signature))) throw refused();
      const at = now();
      await db.transaction(async (tx) => {
        // The kiosk's row locked: its calls are counted and its nonce spent one request at a time,
        // and a revocation that committed meanwhile is seen here.
        const [locked] = await tx.select().from(kiosks).where(eq(kiosks.id, proof.kioskId)).for('update');
        activeOrRefuse(locked);
        const since = new Date(at.getTime() - limit.windowMs).toISOString();
        const recent = await tx
          .select({ at: kioskCalls.at })
          .from(kioskCalls)
          .where(and(eq(kioskCalls.kioskId, proof.kioskId), gt(kioskCalls.at, since)))
          .orderBy(kioskCalls.at)
          .limit(limit.max);
        if (recent.length >= limit.max) {
          // Free again once the oldest of the last `max` calls leaves the window.
          const waitMs = Math.max(Date.parse(recent[0]!.at) + limit.windowMs - at.getTime(), 1000);
          reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
          throw new MinistryError(429, 'kiosk_rate_limited', {
            params: { seconds: Math.ceil(waitMs / 1000) },
          });
        }
        const [spent] = await tx
          .insert(kioskCalls)
          .values({ nonce: proof.nonce, kioskId: proof.kioskId, operation, at: at.toISOString() })
          .onConflictDoNothing()
          .returning({ nonce: kioskCalls.nonce });
        if (!spent) throw refused();
        // Rows past the window and past any nonce's lifetime count for nothing any more.
        const keep = Math.max(limit.windowMs, kioskNonceLifetimeMs);
        await tx
          .delete(kioskCalls)
          .where(
            and(
              eq(kioskCalls.kioskId, proof.kioskId),
              lt(kioskCalls.at, new Date(at.getTime() - keep).toISOString()),
            ),
          );
        await tx.update(kiosks).set({ lastSeenAt: at.toISOString() }).where(eq(kiosks.id, proof.kioskId));
      });
      return { id: row.id, officeId: row.officeId, label: row.label };
    },
  };
}
