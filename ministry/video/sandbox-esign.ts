import { createPrivateKey, sign } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { sandboxSigningKeys } from '../db/schema';
import { MinistryError, parseInput } from '../errors';

// SANDBOX ONLY: the stand-in for the national e-signature app. It holds each seeded person's private
// key and signs a challenge for the logged-in person, under /sandbox/esign (never /api: the ministry's
// API only verifies, ./signature.ts). A real deployment does not register these routes
// (SANDBOX_ESIGN=0) and has no `sandbox` keys; the person's own signing app signs instead.

const signBody = z.object({
  challenge: z.string('error_wrong_challenge').regex(/^[A-Za-z0-9_-]{16,100}$/, 'error_wrong_challenge'),
});

/** The person's signature of `challenge` (base64url), or null when the sandbox has no key for them. */
export async function sandboxSign(db: Database, userId: number, challenge: Buffer): Promise<string | null> {
  const [row] = await db.select().from(sandboxSigningKeys).where(eq(sandboxSigningKeys.userId, userId));
  if (!row) return null;
  const key = createPrivateKey({ key: Buffer.from(row.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  return sign('sha256', challenge, { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
}

export function sandboxEsignRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    // The challenge is signed as its bytes (the base64url text decoded), like the browser would.
    app.post('/sign', { config: { session: 'required' } }, async (request) => {
      const { userId } = sessionOf(request);
      const { challenge } = parseInput(signBody, request.body);
      const signature = await sandboxSign(db, userId, Buffer.from(challenge, 'base64url'));
      if (!signature) throw new MinistryError(404, 'signing_key_missing');
      return { signature, algorithm: 'ecdsa-p256-sha256' };
    });
  };
}
