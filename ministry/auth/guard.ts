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
 * Retry-After in seconds), whatever the attempt would have answered. An attempt let through counts as
 * a failure from here on; the step runs in `countedStep`, which gives it back unless it failed.
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
  const waitMs = await auth.rateLimiter.begin(all);
  if (waitMs > 0) {
    logAuthEvent(request, { event, outcome: 'rate_limited', subject: subjects.passport });
    reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
    throw new MinistryError(429, 'too_many_attempts', { params: { minutes: Math.ceil(waitMs / 60_000) } });
  }
  return { ...subjects, all };
}

/**
 * Runs the step of an attempt the limit let through (`guardAttempt`, `RateLimiter.begin`): the attempt
 * stays counted when `failed` says the step failed, and is given back when it succeeded, answered
 * anything else (technical work) or threw (a technical failure is not the person's).
 */
export async function countedStep<T>(
  auth: Auth,
  request: FastifyRequest,
  subjects: string[],
  step: () => Promise<T>,
  failed: (result: T) => boolean,
): Promise<T> {
  let result: T;
  try {
    result = await step();
  } catch (error) {
    await giveBack(auth, request, subjects);
    throw error;
  }
  if (!failed(result)) await giveBack(auth, request, subjects);
  return result;
}

async function giveBack(auth: Auth, request: FastifyRequest, subjects: string[]) {
  try {
    await auth.rateLimiter.succeeded(subjects);
  } catch (error) {
    // The answer stands; the attempt stays counted until its window ends.
    request.log.warn(
      { err: { name: error instanceof Error ? error.name : 'unknown' } },
      'login limit not given back',
    );
  }
}
