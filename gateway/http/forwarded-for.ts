import type { IncomingMessage } from 'node:http';
import { isIPv4 } from 'node:net';

// Beyond this the header is not a proxy chain but an attempt to bloat every ministry call.
const MAX_CHAIN = 512;

const plainAddress = (address: string) =>
  address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;

export function isLoopback(address: string): boolean {
  const plain = plainAddress(address);
  return plain === '::1' || (isIPv4(plain) && plain.startsWith('127.'));
}

/**
 * The X-Forwarded-For the gateway sends the ministry (and the face-ID server), so their per-address
 * rate limits count the real client rather than the gateway. A chain the client sent is kept only
 * when the peer is a proxy on this machine (loopback); anyone else could forge it.
 */
export function forwardedFor(req: IncomingMessage | undefined): string | undefined {
  const peer = req?.socket?.remoteAddress;
  if (!peer) return undefined;
  const address = plainAddress(peer);
  const raw = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(raw) ? raw.join(', ') : (raw ?? '')).trim();
  if (chain && chain.length <= MAX_CHAIN && isLoopback(peer)) return `${chain}, ${address}`;
  return address;
}
