/**
 * The HAProxy configuration of `npm run cluster` (decision 121): one frontend per tier on loopback,
 * each balancing over the tier's instances, which it takes in and out by their `/readyz` (so a
 * draining instance gets nothing new, decision 113). The public frontend gives each request an id
 * (`X-Request-Id`, decision 118) and the client's address (`X-Forwarded-For`); the gateways trust both
 * from it (TRUSTED_PROXIES). WebSockets (graphql-ws, the liveness socket) pass through HTTP mode, each
 * held by `timeout tunnel`.
 */
export interface Tier {
  name: string;
  /** The frontend's port. */
  port: number;
  /** The instances: HAProxy's server names are theirs. */
  servers: readonly { name: string; host: string; port: number }[];
  /** The public tier: request ids and the client's address are added here only. */
  public?: boolean;
  /** The path HAProxy reads every second: 200 keeps an instance in rotation (default `/readyz`). */
  check?: string;
}

export interface HaproxyOptions {
  /**
   * HAProxy needs two file descriptors per connection and refuses to start when it cannot raise its
   * limit that far; the launcher sizes it from the process's hard limit.
   */
  maxConnections: number;
  /** The address the frontends listen on. */
  bind: string;
  /**
   * A DNS server that names the instances (Docker's, in compose.yaml): an instance not yet up starts
   * out of rotation instead of stopping HAProxy, and one that comes back at another address is found.
   */
  nameserver?: string;
}

export function haproxyConfig(tiers: readonly Tier[], options: HaproxyOptions): string {
  const lines = ['global', `  maxconn ${options.maxConnections}`, ''];
  if (options.nameserver)
    lines.push('resolvers names', `  nameserver dns ${options.nameserver}`, '  hold valid 5s', '');
  lines.push(
    'defaults',
    '  mode http',
    '  timeout connect 3s',
    // The ministry's general timeout is 100 s; SSE and WebSocket streams live in the tunnel timeout.
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout tunnel 1h',
    '  timeout http-request 15s',
    // A busy instance answers its check late, not never: out of rotation only after 3 s without one.
    '  timeout check 3s',
    // A request whose connection was refused, or whose instance closed without a byte of answer (it
    // died with the request, or its idle connection did), goes again to the other instance. A
    // transition sent twice is refused by its version (STALE_VERSION), never applied twice (decision 121).
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '',
  );
  const named = options.nameserver ? ' resolvers names init-addr last,libc,none' : '';
  for (const tier of tiers) {
    lines.push(`frontend ${tier.name}`, `  bind ${options.bind}:${tier.port}`);
    if (tier.public) {
      lines.push(
        '  unique-id-format %{+X}o%ci:%cp_%fi:%fp_%Ts_%rt:%pid',
        '  unique-id-header X-Request-Id',
        '  option forwardfor',
      );
    }
    lines.push(
      `  default_backend ${tier.name}-servers`,
      '',
      `backend ${tier.name}-servers`,
      '  balance leastconn',
      `  option httpchk GET ${tier.check ?? '/readyz'}`,
      '  http-check expect status 200',
      ...tier.servers.map(
        (server) =>
          `  server ${server.name} ${server.host}:${server.port} check inter 1s fall 2 rise 1${named}`,
      ),
      '',
    );
  }
  return lines.join('\n');
}
