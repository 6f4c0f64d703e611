import { createPublicKey, verify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { signingKeys } from '../db/schema';

// Joining a video act needs a digital signature of a ministry challenge (specification section 6).
// The ministry only verifies; who holds the private key is the provider's business. The sandbox's
// provider (./sandbox-esign.ts) keeps ECDSA P-256 keys; a real one (the national e-signature, PKCS#7 /
// CMS signatures with certificates) implements the same interface over its own format (decision 045).

export interface SignedChallenge {
  /** The person who must have signed. */
  userId: number;
  /** The challenge's bytes exactly as the ministry issued them. */
  challenge: Buffer;
  /** The signature as the client sent it (base64url for the sandbox; a CMS blob for a real provider). */
  signature: string;
}

/**
 * verified: the person's key signed this challenge. no_key: the person has no signing key (their
 * identity cannot be confirmed). bad_signature: anything else, malformed input included.
 */
export type VerifyOutcome = 'verified' | 'no_key' | 'bad_signature';

export interface SignatureVerifier {
  verify(signed: SignedChallenge): Promise<VerifyOutcome>;
}

const base64url = /^[A-Za-z0-9_-]{1,200}$/;

/** The verifier of the sandbox's keys: the public keys of portal.signing_keys. */
export function publicKeyVerifier(db: Database): SignatureVerifier {
  return {
    async verify({ userId, challenge, signature }) {
      const [key] = await db.select().from(signingKeys).where(eq(signingKeys.userId, userId));
      if (!key) return 'no_key';
      if (!base64url.test(signature)) return 'bad_signature';
      const bytes = Buffer.from(signature, 'base64url');
      if (bytes.length !== 64) return 'bad_signature';
      try {
        const publicKey = createPublicKey({
          key: Buffer.from(key.publicKey, 'base64'),
          format: 'der',
          type: 'spki',
        });
        const ok = verify('sha256', challenge, { key: publicKey, dsaEncoding: 'ieee-p1363' }, bytes);
        return ok ? 'verified' : 'bad_signature';
      } catch {
        return 'bad_signature';
      }
    },
  };
}
