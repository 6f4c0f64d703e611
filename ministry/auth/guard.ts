import type { FastifyReply, FastifyRequest } from 'fastify';
import { MinistryError } from '../errors';
import { type Auth, type AuthEvent, logAuthEvent } from './index';

export interface AttemptSubjects {
  passport: string;
  address: string;
  all: string[];
}

/**
 * Rate limit of a login step (pre-check or auth), applied after the request passed validation: a
 * passport or client address with too many recent failures gets 429 with the wait in minutes (and
 * Retry-After in seconds), whatever the attempt would have answered.
 */
export async function guardAttempt(
  auth: Auth,
  event: AuthEvent['event'],
  request: FastifyRequest,
  reply: FastifyReply,
  passport: { passserial: string; passnum: string },
): Promise<AttemptSubjects> {
  const subjects = {
    passport: auth.subjects.passport(passport.passserial, passport.passnum),
    address: auth.subjects.address(auth.clientAddress(request)),
  };
  const all = [subjects.passport, subjects.address];
  const waitMs = await auth.rateLimiter.retryAfterMs(all);
  if (waitMs > 0) {
    logAuthEvent(request, { event, outcome: 'rate_limited', subject: subjects.passport });
    reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
    throw new MinistryError(429, 'too_many_attempts', { params: { minutes: Math.ceil(waitMs / 60_000) } });
  }
  return { ...subjects, all };
}
