import { createHmac } from 'node:crypto';
import { isIP, isIPv4 } from 'node:net';
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

const plain = (address: string) =>
  address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;

function isLoopback(address: string): boolean {
  const bare = plain(address);
  return bare === '::1' || (isIPv4(bare) && bare.startsWith('127.'));
}

/**
 * The client's address for rate limits. Only the gateway's X-Forwarded-For counts: when the peer is
 * the gateway (loopback, or one of GATEWAY_ADDRESSES), the right-most entry, which that gateway
 * wrote; entries to its left came from whoever called the gateway and are never read. From any
 * other peer the header is not trusted at all.
 */
export function createClientAddress(gatewayAddresses: readonly string[] = []) {
  const gateways = new Set(gatewayAddresses.map((address) => plain(address.trim())).filter(Boolean));
  for (const address of gateways) {
    if (!isIP(address)) throw new Error(`GATEWAY_ADDRESSES: "${address}" is not an IP address`);
  }
  return (request: FastifyRequest): string => {
    const peer = request.socket.remoteAddress ?? '';
    if (!isLoopback(peer) && !gateways.has(plain(peer))) return plain(peer);
    const header = request.headers['x-forwarded-for'];
    const chain = Array.isArray(header) ? header.join(',') : (header ?? '');
    const last = chain.split(',').at(-1)?.trim() ?? '';
    return isIP(last) ? plain(last) : plain(peer);
  };
}
