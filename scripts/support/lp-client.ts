import { WebSocket } from 'ws';
import { type LpFrame, parseFrames, serializeFrame } from '../../ministry/face-id/lpproto';

/** A minimal lpproto client for tests and measurements: records every frame and heart-beat the server sends. */
export class LpClient {
  readonly frames: LpFrame[] = [];
  heartbeats = 0;
  closedWith: { code: number; reason: string } | null = null;
  private read = 0;
  private waiters: (() => void)[] = [];
  private beating: NodeJS.Timeout | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      const parsed = parseFrames(text);
      if (parsed.length === 0) this.heartbeats++;
      this.frames.push(...parsed);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closedWith = { code, reason: reason.toString() };
      this.stopBeating();
      this.wake();
    });
  }

  static open(url: string, protocol: string | string[] = 'lpproto'): Promise<LpClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, protocol);
      const client = new LpClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`refused with HTTP ${response.statusCode}`)),
      );
      ws.once('error', reject);
    });
  }

  /** CONNECT and the server's answer (CONNECTED or ERROR). Beats every `cx` ms unless `silent`. */
  async connect(sessionId: string, options: { heartBeat?: string; silent?: boolean } = {}): Promise<LpFrame> {
    const heartBeat = options.heartBeat ?? '3000,3000';
    this.send(serializeFrame('CONNECT', { 'session-id': sessionId, 'heart-beat': heartBeat }));
    const every = Number(heartBeat.split(',')[0]);
    if (!options.silent && every > 0) this.beating = setInterval(() => this.send('\n'), every);
    return this.next();
  }

  stopBeating(): void {
    if (this.beating) clearInterval(this.beating);
    this.beating = null;
  }

  send(text: string): void {
    this.ws.send(text);
  }

  image(image: Buffer, contentType = 'image/jpeg'): void {
    this.send(serializeFrame('IMAGE', { 'content-type': contentType }, image.toString('base64')));
  }

  /** Sends one image and returns the server's answer to it. */
  async analyse(image: Buffer): Promise<LpFrame> {
    this.image(image);
    return this.next();
  }

  /** The next frame not yet read; rejects when the socket closed with none left. */
  async next(): Promise<LpFrame> {
    for (;;) {
      const frame = this.frames[this.read];
      if (frame) {
        this.read++;
        return frame;
      }
      if (this.closedWith) throw new Error(`socket closed (${this.closedWith.code}) with no frame left`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Resolves when `condition` holds, re-checked on every message and on close. */
  async until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  closed(): Promise<{ code: number; reason: string }> {
    return this.until(() => this.closedWith !== null).then(() => this.closedWith!);
  }

  close(): void {
    this.stopBeating();
    this.ws.close();
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}

export interface StatsBody {
  errors: number[];
  details: {
    faceFramePosition: { faceRect: { x: number; y: number; width: number; height: number } | null };
  };
  isOk: boolean;
  challenge: { step: string; index: number; of: number };
  skipped: boolean;
}

export function statsOf(frame: LpFrame): StatsBody {
  if (frame.command !== 'STATS') {
    throw new Error(
      `expected STATS, got ${frame.command} ${frame.headers.code ?? ''} ${frame.headers.message ?? ''}`,
    );
  }
  return JSON.parse(frame.body) as StatsBody;
}
