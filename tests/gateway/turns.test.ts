import { type AddressInfo, connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTurns } from '../../gateway/http/turns.js';

// The gateway's work in turns of the event loop (decision 128): one piece per turn, so that a busy
// gateway still accepts new connections between two pieces, and a request under way goes on before a
// new one starts.

/** Work that holds the thread for `ms`, as a GraphQL execution does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('turns of the event loop', () => {
  it('accepts a new connection while fifty pieces of work wait, not after them', async () => {
    const turns = createTurns();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    let done = 0;
    const accepted = new Promise<number>((resolve) =>
      server.once('connection', (socket) => {
        resolve(done);
        socket.destroy();
      }),
    );
    // Fifty pieces of 2 ms asked at once, as fifty answers arriving together; then a client connects.
    const work = Array.from({ length: 50 }, () =>
      turns.take('start').then(() => {
        busy(2);
        done += 1;
      }),
    );
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    client.on('error', () => {});
    expect(turns.waiting()).toBe(50);
    await Promise.all(work);
    const doneWhenAccepted = await accepted;
    client.destroy();
    await new Promise((resolve) => server.close(resolve));
    // Run in one go, the fifty would all be done before the loop polled its listening socket.
    expect(doneWhenAccepted).toBeLessThan(10);
    expect(turns.waiting()).toBe(0);
  });

  it('goes on with requests under way before starting new ones, each in the order asked', async () => {
    const turns = createTurns();
    const order: string[] = [];
    const ask = (kind: 'start' | 'continue', name: string) =>
      turns.take(kind).then(() => {
        order.push(name);
      });
    await Promise.all([
      ask('start', 'new 1'),
      ask('start', 'new 2'),
      ask('continue', 'answer 1'),
      ask('start', 'new 3'),
      ask('continue', 'answer 2'),
    ]);
    expect(order).toEqual(['answer 1', 'answer 2', 'new 1', 'new 2', 'new 3']);
  });

  it('serves a piece that asks again after the pieces already waiting', async () => {
    const turns = createTurns();
    const order: string[] = [];
    await Promise.all([
      turns.take('start').then(async () => {
        order.push('a');
        await turns.take('start');
        order.push('a again');
      }),
      turns.take('start').then(() => order.push('b')),
      turns.take('start').then(() => order.push('c')),
    ]);
    expect(order).toEqual(['a', 'b', 'c', 'a again']);
  });
});
