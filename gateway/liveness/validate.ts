import { createGraphQLError } from 'graphql-yoga';
import { z } from 'zod';
import type { LivenessImageType } from '../../machines/liveness-socket/liveness-socket.machine.js';
import { type Locale, type MessageKey, translate } from '../i18n.js';

/** Base64 characters of one frame; a 640x480 JPEG at quality 0.6 is ~60 000, a PNG a few hundred thousand. */
export const DEFAULT_MAX_IMAGE_CHARS = 2 * 1024 * 1024;

const IMAGE_TYPES: readonly LivenessImageType[] = ['image/jpeg', 'image/png'];
const sessionIdSchema = z.uuid();
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const invalid = (locale: Locale, key: MessageKey) =>
  createGraphQLError(translate(locale, key), { extensions: { code: 'BAD_REQUEST' } });

export function checkSessionId(sessionId: string, locale: Locale): string {
  if (!sessionIdSchema.safeParse(sessionId).success) throw invalid(locale, 'liveness.invalidSessionId');
  return sessionId.toLowerCase();
}

export function checkFrame(
  input: { contentType: string; image: string },
  maxImageChars: number,
  locale: Locale,
): { contentType: LivenessImageType; image: string } {
  const contentType = IMAGE_TYPES.find((type) => type === input.contentType.trim().toLowerCase());
  if (!contentType) throw invalid(locale, 'liveness.unsupportedContentType');
  if (input.image.length > maxImageChars) throw invalid(locale, 'liveness.imageTooLarge');
  // The contract sends plain base64; a data: URL or anything else is refused here, not at the server.
  if (input.image.length % 4 !== 0 || !BASE64.test(input.image))
    throw invalid(locale, 'liveness.invalidImage');
  return { contentType, image: input.image };
}
