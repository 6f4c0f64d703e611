import { generateKeyPairSync } from 'node:crypto';

// The sandbox's signing keys, apart from the verifier so that the seed (which the database module
// runs) can make them without importing the database module back.

// ECDSA over P-256 with SHA-256, the signature as r || s (IEEE P1363, 64 bytes): what WebCrypto's
// `crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, ...)` gives in Chromium and in Node.
export const sandboxAlgorithm = 'ecdsa-p256-sha256' as const;

/** A fresh sandbox key pair: SPKI and PKCS#8, DER in base64. */
export function newSandboxKeyPair(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}
