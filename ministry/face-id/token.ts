import { createHmac, randomUUID } from 'node:crypto';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';

export type LivenessTokenFailure =
  | 'malformed'
  | 'bad_signature'
  | 'expired'
  | 'not_successful'
  | 'wrong_algorithm';

/** A liveness token that must not be accepted; `reason` says why (never the token itself). */
export class LivenessTokenError extends Error {
  override name = 'LivenessTokenError';
  constructor(
    readonly reason: LivenessTokenFailure,
    message: string = reasonText[reason],
  ) {
    super(message);
  }
}

const reasonText: Record<LivenessTokenFailure, string> = {
  malformed: 'the liveness token is malformed',
  bad_signature: 'the liveness token signature does not verify',
  expired: 'the liveness token has expired',
  not_successful: 'the liveness token does not certify a successful check',
  wrong_algorithm: 'the liveness token is not signed with HS256',
};

export const livenessTokenTtlSeconds = 60;
const algorithm = 'HS256';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const base64 = /^[A-Za-z0-9+/]+={0,2}$/;

export interface VerifiedLivenessToken {
  sessionId: string;
  jti: string;
  bestshot: Buffer;
  expiresAt: Date;
}

export async function signLivenessToken(
  secret: Uint8Array,
  claims: { sessionId: string; bestshot: Buffer },
  now: Date = new Date(),
): Promise<{ jwt: string; jti: string }> {
  const jti = randomUUID();
  const iat = Math.floor(now.getTime() / 1000);
  const jwt = await new SignJWT({
    isOk: true,
    livenessWasSuccessful: true,
    bestshot: claims.bestshot.toString('base64'),
    sid: claims.sessionId,
  })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(iat + livenessTokenTtlSeconds)
    .sign(secret);
  return { jwt, jti };
}

/**
 * Signature (HS256 only), expiry, success claims and claim shapes. Single use and the binding to
 * the liveness session are the store's part: the caller marks `jti` used.
 */
export async function verifyLivenessToken(
  secret: Uint8Array,
  jwt: string,
  now: Date = new Date(),
): Promise<VerifiedLivenessToken> {
  if (typeof jwt !== 'string' || jwt.length > 2_000_000) throw new LivenessTokenError('malformed');
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(jwt).alg;
  } catch {
    throw new LivenessTokenError('malformed');
  }
  // Checked before jose sees the token: `alg: none` and other algorithms are refused by name.
  if (alg !== algorithm) throw new LivenessTokenError('wrong_algorithm');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(jwt, secret, {
      algorithms: [algorithm],
      requiredClaims: ['exp', 'iat', 'jti', 'sid'],
      currentDate: now,
    }));
  } catch (error) {
    throw new LivenessTokenError(failureOf(error));
  }
  const { exp, iat, jti, sid, bestshot, isOk, livenessWasSuccessful } = payload;
  if (
    typeof exp !== 'number' ||
    typeof iat !== 'number' ||
    exp - iat > livenessTokenTtlSeconds ||
    typeof jti !== 'string' ||
    !uuid.test(jti) ||
    typeof sid !== 'string' ||
    !uuid.test(sid) ||
    typeof bestshot !== 'string' ||
    !base64.test(bestshot) ||
    typeof isOk !== 'boolean' ||
    typeof livenessWasSuccessful !== 'boolean'
  ) {
    throw new LivenessTokenError('malformed');
  }
  if (!isOk || !livenessWasSuccessful) throw new LivenessTokenError('not_successful');
  const image = Buffer.from(bestshot, 'base64');
  if (image.length < 3 || image[0] !== 0xff || image[1] !== 0xd8 || image[2] !== 0xff) {
    throw new LivenessTokenError('malformed', 'the liveness token best shot is not a JPEG image');
  }
  return { sessionId: sid, jti, bestshot: image, expiresAt: new Date(exp * 1000) };
}

function failureOf(error: unknown): LivenessTokenFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'bad_signature';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'wrong_algorithm';
  return 'malformed';
}

/**
 * The bearer token of the face-ID service's `POST /describe` (decision 120): an HMAC of a fixed label
 * with the liveness key, which only the ministry and the face-ID service hold. The service is reached
 * on an internal network only; the token keeps anything else there from using it as a face matcher.
 */
export function describeToken(secret: Uint8Array): string {
  return createHmac('sha256', secret).update('notary face-id describe v1').digest('base64url');
}
