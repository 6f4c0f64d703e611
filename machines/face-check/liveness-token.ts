/**
 * The SUCCESS frame's JWT (docs/contracts.md). The client only reads it, to show the best shot
 * and to refuse to go on when the server itself says liveness failed; the ministry verifies the
 * signature, expiry and single use at auth. The login machine, and so this module, is part of the
 * first page: checked by hand, not with zod (decision 029).
 */
export interface LivenessClaims {
  isOk: boolean;
  livenessWasSuccessful: boolean;
  bestshot: string;
}

function readClaims(value: unknown): LivenessClaims | null {
  if (typeof value !== 'object' || value === null) return null;
  const { isOk, livenessWasSuccessful, bestshot } = value as Record<string, unknown>;
  if (typeof isOk !== 'boolean' || typeof livenessWasSuccessful !== 'boolean') return null;
  if (typeof bestshot !== 'string' || bestshot.length === 0) return null;
  return { isOk, livenessWasSuccessful, bestshot };
}

function decodeBase64Url(segment: string): string | null {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

export function readLivenessToken(jwt: string): LivenessClaims | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  const json = decodeBase64Url(payload);
  if (json === null) return null;
  try {
    return readClaims(JSON.parse(json));
  } catch {
    return null;
  }
}

export const livenessConfirmed = (claims: LivenessClaims | null): claims is LivenessClaims =>
  claims?.isOk === true && claims.livenessWasSuccessful;
