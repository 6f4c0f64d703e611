import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { decodeFrames, encodeFrame } from '../../gateway/liveness/lpproto.js';
import type { LpFrame } from '../../machines/liveness-socket/liveness-socket.machine.js';

/** One connection the scripted face-ID server accepted, and everything it heard on it. */
export interface PeerConnection {
  socket: WebSocket;
  protocol: string;
  headers: IncomingHttpHeaders;
  /** Every frame received, heartbeats as `{ command: 'HEARTBEAT' }`. */
  frames: LpFrame[];
  closed: boolean;
  send(command: string, headers?: Record<string, string>, body?: string): void;
  /** Drops the TCP connection without a close frame, as a crashed server would. */
  drop(): void;
}

/**
 * A scripted lpproto server: the gateway's tests drive it frame by frame. It speaks only the
 * subprotocol, as the face-ID server does.
 */
export async function startLpprotoPeer() {
  const connections: PeerConnection[] = [];
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    path: '/liveness',
    handleProtocols: (protocols) => (protocols.has('lpproto') ? 'lpproto' : false),
  });
  server.on('connection', (socket, request) => {
    const connection: PeerConnection = {
      socket,
      protocol: socket.protocol,
      headers: request.headers,
      frames: [],
      closed: false,
      send(command, headers = {}, body = '') {
        socket.send(encodeFrame({ command, headers, body }));
      },
      drop() {
        socket.terminate();
      },
    };
    connections.push(connection);
    socket.on('message', (data) => {
      const frames = decodeFrames(data.toString());
      if (frames === null) throw new Error('the gateway sent something that is not lpproto');
      if (frames.length === 0) connection.frames.push({ command: 'HEARTBEAT', headers: {}, body: '' });
      connection.frames.push(...frames);
    });
    socket.on('close', () => {
      connection.closed = true;
    });
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/liveness`,
    connections,
    last(): PeerConnection {
      const connection = connections.at(-1);
      if (!connection) throw new Error('nobody connected');
      return connection;
    },
    async close() {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LpprotoPeer = Awaited<ReturnType<typeof startLpprotoPeer>>;
