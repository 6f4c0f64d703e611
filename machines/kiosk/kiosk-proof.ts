import { maxRecordId } from '../fields/record-id';
import type { KioskOperation } from './kiosk.schema';

/**
 * The proof a kiosk attaches to a kiosk-only operation (decision 070): it asks the ministry for a
 * nonce (single use, valid a minute, bound to the kiosk), signs with its device key the message
 * below (the operation and its inputs, so a proof cannot be moved to another passport or another
 * operation), and sends kiosk id, nonce and signature with the call. The kiosk's page and the
 * ministry build the message with this one function.
 */

/** ECDSA P-256 with SHA-256, as WebCrypto signs: the signature is r and s, 32 bytes each. */
export const kioskKeyAlgorithm = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const kioskSignatureAlgorithm = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** How long a nonce may wait for its signature. */
export const kioskNonceLifetimeMs = 60_000;

/** The header the gateway sends the proof in: `<kioskId>.<nonce>.<signature>`. */
export const kioskProofHeader = 'x-kiosk-proof';

export interface KioskProof {
  kioskId: number;
  nonce: string;
  /** base64url of the raw signature. */
  signature: string;
}

/**
 * The signed text: a JSON array, so that no input can be made to read as two (a newline or a
 * separator inside a typed value stays inside its string).
 */
export function kioskProofMessage(
  kioskId: number,
  nonce: string,
  operation: KioskOperation,
  inputs: readonly string[],
): string {
  return JSON.stringify(['kiosk-proof/1', kioskId, nonce, operation, ...inputs]);
}

export const formatKioskProof = (proof: KioskProof) => `${proof.kioskId}.${proof.nonce}.${proof.signature}`;

const proofPattern = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{16,128})\.([A-Za-z0-9_-]{16,256})$/;

/** The header's proof, or null when it is not one (absent, malformed, an id out of range). */
export function parseKioskProof(header: string | undefined | null): KioskProof | null {
  const match = header ? proofPattern.exec(header.trim()) : null;
  if (!match) return null;
  const kioskId = Number(match[1]);
  if (kioskId > maxRecordId) return null;
  return { kioskId, nonce: match[2]!, signature: match[3]! };
}
