/**
 * Where scripts/start.ts puts each process of the portal, from the environment (docs/contracts.md).
 * One place, so the ministry's invitation links and the address printed to the user cannot disagree.
 */
export interface PortalAddresses {
  /** The gateway's port. */
  port: string;
  ministryPort: string;
  ministryUrl: string;
  livenessUrl: string;
  /** The address a browser opens: the gateway's, or Vite's with `--dev`. */
  portalUrl: string;
  /** The portal address the ministry writes into invitation links (PUBLIC_URL). */
  publicUrl: string;
}

/** The address a server listening on `host` (unset: every interface) and `port` is reached at. */
export function serverAddress(host: string | undefined, port: string): string {
  if (!host || host === '0.0.0.0' || host === '::') return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function portalAddresses(env: NodeJS.ProcessEnv, options: { dev: boolean }): PortalAddresses {
  const port = env.PORT ?? '8080';
  const ministryPort = env.MINISTRY_PORT ?? '8081';
  // In development Vite serves the SPA (with hot reload) and proxies the API to the gateway.
  const portalUrl = options.dev
    ? serverAddress(undefined, env.VITE_PORT ?? '5173')
    : serverAddress(env.HOST, port);
  return {
    port,
    ministryPort,
    ministryUrl: env.MINISTRY_URL ?? `http://127.0.0.1:${ministryPort}`,
    livenessUrl: env.LIVENESS_URL ?? `ws://127.0.0.1:${ministryPort}/liveness`,
    portalUrl,
    // An invitation leads to the portal this start serves, unless PUBLIC_URL names another address
    // (a proxy, a domain): with PORT=9090 the links say :9090, not the ministry's own default :8080.
    publicUrl: env.PUBLIC_URL || portalUrl,
  };
}
