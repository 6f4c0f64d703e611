import { createServer, type Server } from 'node:net';

/** A tuple of `N` port numbers. */
type Ports<N extends number, Held extends number[] = []> = Held['length'] extends N
  ? Held
  : Ports<N, [...Held, number]>;

/**
 * `count` distinct ports nobody listens on now, for child processes to take. Every port is held open
 * until all are chosen: a port closed and asked for again can be the kernel's next answer, and two
 * processes handed the same port fail with EADDRINUSE (the production-profile test did, on CI).
 */
export async function freePorts<N extends number>(count: N, host = '127.0.0.1'): Promise<Ports<N>> {
  const servers: Server[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, host, resolve);
      });
    }
    return servers.map((server) => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no TCP port');
      return address.port;
    }) as Ports<N>;
  } finally {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
      ),
    );
  }
}

/** One port nobody listens on now. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await freePorts(1, host);
  return port;
}
