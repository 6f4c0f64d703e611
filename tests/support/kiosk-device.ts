import type { KioskOperation } from '../../machines/kiosk/kiosk.schema';
import {
  formatKioskProof,
  kioskKeyAlgorithm,
  kioskProofHeader,
  kioskProofMessage,
  kioskSignatureAlgorithm,
} from '../../machines/kiosk/kiosk-proof';

// A kiosk as the tests play it (decision 070): a key pair made as the kiosk's page makes it (WebCrypto,
// ECDSA P-256, the private key not extractable), enrolled with an administrator's one-time code, and
// signing a nonce of the ministry's for each kiosk-only operation, as ui/features/kiosks does.

export interface KioskDevice {
  keys: CryptoKeyPair;
  /** The public key as the enrolment sends it. */
  publicKey: JsonWebKey;
  kioskId: number;
}

export async function newKioskKeys(): Promise<{ keys: CryptoKeyPair; publicKey: JsonWebKey }> {
  const keys = await crypto.subtle.generateKey(kioskKeyAlgorithm, false, ['sign', 'verify']);
  return { keys, publicKey: await crypto.subtle.exportKey('jwk', keys.publicKey) };
}

export async function signKioskMessage(
  key: CryptoKey,
  kioskId: number,
  nonce: string,
  operation: KioskOperation,
  inputs: readonly string[],
): Promise<string> {
  const message = new TextEncoder().encode(kioskProofMessage(kioskId, nonce, operation, inputs));
  return Buffer.from(await crypto.subtle.sign(kioskSignatureAlgorithm, key, message)).toString('base64url');
}

/** The ministry's REST base (`http://host:port/api`) and a POST to it, answering status and JSON. */
export async function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A fresh nonce of the ministry at `base` for the kiosk. */
export async function kioskNonce(base: string, kioskId: number): Promise<string> {
  const answer = await postJson(base, '/kiosk/nonce', { kioskId });
  if (answer.status !== 200)
    throw new Error(`nonce refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.nonce as string;
}

/** The proof of one operation: a fresh nonce, signed with the device's private key. */
export async function kioskProof(
  base: string,
  device: KioskDevice,
  operation: KioskOperation,
  inputs: readonly string[] = [],
): Promise<{ kioskId: number; nonce: string; signature: string }> {
  const nonce = await kioskNonce(base, device.kioskId);
  const signature = await signKioskMessage(device.keys.privateKey, device.kioskId, nonce, operation, inputs);
  return { kioskId: device.kioskId, nonce, signature };
}

/** The proof as the ministry takes it, in its header. */
export async function kioskProofHeaders(
  base: string,
  device: KioskDevice,
  operation: KioskOperation,
  inputs: readonly string[] = [],
): Promise<Record<string, string>> {
  return { [kioskProofHeader]: formatKioskProof(await kioskProof(base, device, operation, inputs)) };
}

/**
 * A kiosk enrolled at `officeId`: `issue` is the administrator's enrolment (POST /admin/kiosks, as an
 * administrator), answering the one-time code; the device then enrols with it and a new key pair.
 */
export async function enrolKioskDevice(
  base: string,
  issue: () => Promise<{ code: string }>,
): Promise<KioskDevice> {
  const { code } = await issue();
  const { keys, publicKey } = await newKioskKeys();
  const enrolled = await postJson(base, '/kiosk/enrol', { code, publicKey });
  if (enrolled.status !== 200) throw new Error(`enrolment refused: ${JSON.stringify(enrolled.body)}`);
  return { keys, publicKey, kioskId: enrolled.body.kioskId as number };
}
