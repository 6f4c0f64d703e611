import type { KioskOperation } from '../../../machines/kiosk/kiosk.schema';
import {
  type KioskProof,
  kioskKeyAlgorithm,
  kioskProofMessage,
  kioskSignatureAlgorithm,
} from '../../../machines/kiosk/kiosk-proof';

/**
 * The kiosk's WebCrypto (decision 070): a P-256 key pair whose private key is not extractable, its
 * public key exported as the JWK the enrolment sends, and the signature of one operation's proof.
 */

export interface DeviceKeys {
  privateKey: CryptoKey;
  publicKey: { kty: string; crv: string; x: string; y: string };
}

export async function newDeviceKeys(): Promise<DeviceKeys> {
  const pair = await crypto.subtle.generateKey(kioskKeyAlgorithm, false, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    privateKey: pair.privateKey,
    publicKey: { kty: jwk.kty ?? '', crv: jwk.crv ?? '', x: jwk.x ?? '', y: jwk.y ?? '' },
  };
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * A signed proof. A class, so that a browser trace of the page's statechart keeps its name only
 * ("[SignedKioskProof]", machines/browser-trace/recorder.ts), never the nonce or the signature.
 */
export class SignedKioskProof implements KioskProof {
  constructor(
    readonly kioskId: number,
    readonly nonce: string,
    readonly signature: string,
  ) {}

  /** The GraphQL input: plain fields only. */
  toInput() {
    return { kioskId: this.kioskId, nonce: this.nonce, signature: this.signature };
  }
}

export async function signProof(
  privateKey: CryptoKey,
  kioskId: number,
  nonce: string,
  operation: KioskOperation,
  inputs: readonly string[],
): Promise<SignedKioskProof> {
  const message = new TextEncoder().encode(kioskProofMessage(kioskId, nonce, operation, inputs));
  const signature = await crypto.subtle.sign(kioskSignatureAlgorithm, privateKey, message);
  return new SignedKioskProof(kioskId, nonce, base64url(signature));
}
