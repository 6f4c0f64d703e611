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
  /** The instances' ports, on 127.0.0.1. */
  servers: number[];
  /** The public tier: request ids and the client's address are added here only. */
  public?: boolean;
}

/**
 * `maxConnections`: HAProxy needs two file descriptors per connection and refuses to start when it
 * cannot raise its limit that far; the launcher sizes it from the process's hard limit.
 */
export function haproxyConfig(tiers: readonly Tier[], maxConnections: number, host = '127.0.0.1'): string {
  const lines = [
    'global',
    `  maxconn ${maxConnections}`,
    '',
    'defaults',
    '  mode http',
    '  timeout connect 3s',
    // The ministry's general timeout is 100 s; SSE and WebSocket streams live in the tunnel timeout.
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout tunnel 1h',
    '  timeout http-request 15s',
    // A request whose connection was refused, or whose instance closed without a byte of answer (it
    // died with the request, or its idle connection did), goes again to the other instance. A
    // transition sent twice is refused by its version (STALE_VERSION), never applied twice (decision 121).
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '',
  ];
  for (const tier of tiers) {
    lines.push(`frontend ${tier.name}`, `  bind ${host}:${tier.port}`);
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
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      ...tier.servers.map(
        (port, index) => `  server ${tier.name}-${index + 1} ${host}:${port} check inter 1s fall 2 rise 1`,
      ),
      '',
    );
  }
  return lines.join('\n');
}
