import { z } from 'zod';

/**
 * The SUCCESS frame's JWT (docs/contracts.md). The client only reads it, to show the best shot
 * and to refuse to go on when the server itself says liveness failed; the ministry verifies the
 * signature, expiry and single use at auth.
 */
const claimsSchema = z.object({
  isOk: z.boolean(),
  livenessWasSuccessful: z.boolean(),
  bestshot: z.string().min(1),
});

export type LivenessClaims = z.infer<typeof claimsSchema>;

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
    const parsed = claimsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const livenessConfirmed = (claims: LivenessClaims | null): claims is LivenessClaims =>
  claims?.isOk === true && claims.livenessWasSuccessful;
