import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, isIPv4 } from 'node:net';

// A proxy chain longer than this is not a real path through proxies: only its right end is read.
const MAX_HOPS = 32;

const plainAddress = (address: string) =>
  address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;

/** An entry of X-Forwarded-For as an address: some proxies add a port (`1.2.3.4:80`, `[::1]:80`). */
function entryAddress(entry: string): string | undefined {
  const bracketed = entry.match(/^\[([^\]]+)\](?::\d+)?$/);
  const candidate = bracketed?.[1] ?? (/^[\d.]+:\d+$/.test(entry) ? entry.split(':')[0]! : entry);
  return isIP(candidate) ? plainAddress(candidate) : undefined;
}

/** Which peers may speak for a client: TRUSTED_PROXIES, a list of addresses and CIDR ranges. */
export interface TrustedProxies {
  has(address: string): boolean;
}

/**
 * Reads TRUSTED_PROXIES entries (`10.0.0.5`, `10.0.0.0/8`, `2001:db8::/32`). Nothing is trusted by
 * default, not even loopback: which peer is a proxy is a fact of the deployment, never a guess.
 */
export function trustedProxies(entries: readonly string[] = []): TrustedProxies {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128))
      throw new Error(`TRUSTED_PROXIES: "${entry}" has no valid prefix length`);
    list.addSubnet(address, bits, type);
  }
  return {
    has(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client's address, the only one the gateway hands the ministry (and the face-ID server) for
 * their per-address rate limits. It is the socket's peer, unless that peer is a trusted proxy: then
 * X-Forwarded-For is read from the right, past the trusted proxies, to the first address no trusted
 * proxy is: everything left of it is whatever the client chose to send. An entry that is not an
 * address stops the walk at the trusted hop that reported it.
 */
export function clientAddress(req: IncomingMessage | undefined, trusted: TrustedProxies): string | undefined {
  const peer = req?.socket?.remoteAddress;
  if (!peer) return undefined;
  let address = plainAddress(peer);
  if (!trusted.has(address)) return address;
  const raw = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',').map((entry) => entry.trim());
  for (const entry of chain.reverse().slice(0, MAX_HOPS)) {
    if (!entry) continue;
    const hop = entryAddress(entry);
    if (!hop) return address;
    address = hop;
    if (!trusted.has(hop)) return hop;
  }
  return address;
}
