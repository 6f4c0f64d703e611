import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Keyed hashes that stand for a passport or a client address in the attempts table and in logs: the
 * same person or address always gives the same value, and without the key nobody can tell whose it is
 * (a plain hash of a 2-letter series and 7 digits would be reversed by trying all 6.8 billion).
 */
export interface Subjects {
  passport(passserial: string, passnum: string): string;
  address(address: string): string;
}

export function createSubjects(sessionSecret: Uint8Array): Subjects {
  // A key of its own, derived so that a subject never doubles as anything signed with the secret.
  const key = createHmac('sha256', sessionSecret).update('auth-attempt-subjects').digest();
  const mac = (value: string) => createHmac('sha256', key).update(value).digest('hex');
  return {
    passport: (passserial, passnum) => `passport:${mac(`${passserial.toUpperCase()}${passnum}`)}`,
    address: (address) => `address:${mac(address)}`,
  };
}

/** A short, stable tag of a subject for log lines. */
export function logTag(subject: string): string {
  const [kind, hash = ''] = subject.split(':');
  return `${kind}:${hash.slice(0, 16)}`;
}

function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * The client's address for rate limits. Behind the gateway (a loopback peer) it is the first
 * X-Forwarded-For entry, which the gateway sets; from anywhere else X-Forwarded-For is not trusted.
 */
export function clientAddress(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? '';
  if (isLoopback(peer)) {
    const header = request.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return peer;
}
