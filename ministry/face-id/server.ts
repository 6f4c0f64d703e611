import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type pino from 'pino';
import sharp from 'sharp';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { FrameComparison } from './engine';
import { challengeSteps, LivenessChallenge } from './liveness';
import {
  heartbeat,
  type LpFrame,
  LpFrameError,
  parseFrames,
  parseHeartBeat,
  serializeFrame,
} from './lpproto';
import type { ActionStep, LivenessPolicy } from './policy';
import { BUSY, FaceJobError, type FacePool } from './pool';
import { signLivenessToken } from './token';

export const subprotocol = 'lpproto';

export type LivenessErrorCode =
  | 'unsupported_image'
  | 'image_too_large'
  | 'bad_frame'
  | 'timeout'
  | 'session_in_use'
  | 'liveness_failed'
  | 'unavailable';

export interface LivenessStore {
  begin(sessionId: string): Promise<boolean>;
  complete(sessionId: string, jti: string): Promise<void>;
}

export interface LivenessServerDeps {
  pool: FacePool;
  policy: LivenessPolicy;
  secret: Uint8Array;
  store: LivenessStore;
  logger?: pino.Logger | undefined;
}

const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

function imageType(image: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (image.length >= png.length && png.every((byte, i) => image[i] === byte)) return 'image/png';
  return null;
}

/**
 * The lpproto liveness endpoint: attaches to an http.Server's `upgrade` event for one path, so it
 * shares the ministry's port.
 */
export class LivenessServer {
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<LivenessConnection>();
  private readonly attached: {
    server: Server;
    listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  }[] = [];

  constructor(private readonly deps: LivenessServerDeps) {
    // Base64 is 4/3 of the image; the margin lets an oversized image reach the check that names it.
    const maxPayload = Math.ceil((deps.policy.maxImageBytes * 4) / 3) * 2 + 64 * 1024;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload,
      handleProtocols: (protocols) => (protocols.has(subprotocol) ? subprotocol : false),
    });
    this.wss.on('connection', (ws: WebSocket) => {
      const connection = new LivenessConnection(ws, this.deps, () => this.connections.delete(connection));
      this.connections.add(connection);
    });
  }

  attach(server: Server, path = '/liveness'): void {
    const listener = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (pathname !== path) {
        // Nobody else listens for upgrades on this server: answer rather than leave the socket hanging.
        if (server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
        return;
      }
      const offered = String(request.headers['sec-websocket-protocol'] ?? '')
        .split(',')
        .map((name) => name.trim());
      if (!offered.includes(subprotocol)) {
        refuse(socket, 400, 'Bad Request', `the subprotocol ${subprotocol} is required`);
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.wss.emit('connection', ws, request));
    };
    server.on('upgrade', listener);
    this.attached.push({ server, listener });
  }

  async close(): Promise<void> {
    for (const { server, listener } of this.attached.splice(0)) server.off('upgrade', listener);
    for (const connection of this.connections) connection.shutdown();
    const closed = new Promise<void>((resolve) => this.wss.close(() => resolve()));
    // The server's close waits for every client: one that never finishes the close handshake (or one
    // still upgrading when the connections were told) is cut off after a heartbeat.
    const cutOff = setTimeout(() => {
      for (const ws of this.wss.clients) ws.terminate();
    }, this.deps.policy.heartbeatMs);
    await closed;
    clearTimeout(cutOff);
  }
}

function refuse(socket: Duplex, status: number, reason: string, text = reason): void {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

type State = 'awaiting' | 'active' | 'finishing' | 'ended';

class LivenessConnection {
  private state: State = 'awaiting';
  private sessionId = '';
  private challenge: LivenessChallenge | null = null;
  /** The guidance codes of the last frame judged. */
  private lastErrors: number[] = [];
  private inFlight = 0;
  private bestImage: Uint8Array | null = null;
  /** The check of each completed action against the best shot (docs/decisions/068); null when it passed. */
  private readonly comparisons: Promise<string | null>[] = [];
  private frames = 0;
  private skipped = 0;
  private readonly startedAt = performance.now();
  private lastHeard = Date.now();
  // Messages are handled in order (CONNECT waits for the store); analysis results are applied in
  // frame order though workers run them in parallel.
  private inbox: Promise<void> = Promise.resolve();
  private results: Promise<void> = Promise.resolve();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly ws: WebSocket,
    private readonly deps: LivenessServerDeps,
    private readonly onClosed: () => void,
  ) {
    const { heartbeatMs } = deps.policy;
    this.timers.push(
      setTimeout(() => {
        if (this.state === 'awaiting') this.fail('bad_frame', 'no CONNECT frame received');
      }, 2 * heartbeatMs),
    );
    ws.on('message', (data: RawData, isBinary: boolean) => {
      this.lastHeard = Date.now();
      this.inbox = this.inbox.then(() => this.receive(data, isBinary)).catch((error) => this.crash(error));
    });
    ws.on('close', () => this.cleanup());
    ws.on('error', (error) => {
      deps.logger?.warn({ err: error }, 'liveness socket error');
      this.cleanup();
    });
  }

  private get ended(): boolean {
    return this.state === 'ended';
  }

  shutdown(): void {
    if (this.state !== 'ended') this.end(1001, 'server closing');
  }

  private async receive(data: RawData, isBinary: boolean): Promise<void> {
    if (this.state === 'ended') return;
    if (isBinary) return this.fail('bad_frame', 'frames are text');
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    let frames: LpFrame[];
    try {
      frames = parseFrames(text);
    } catch (error) {
      return this.fail('bad_frame', error instanceof LpFrameError ? error.message : 'unreadable frame');
    }
    for (const frame of frames) {
      if (this.ended) return;
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') await this.connect(frame);
      else if (frame.command === 'IMAGE') this.image(frame);
      else if (frame.command === 'DISCONNECT') this.end(1000, 'client disconnected');
      else this.fail('bad_frame', `unknown command ${frame.command}`);
    }
  }

  private async connect(frame: LpFrame): Promise<void> {
    if (this.state !== 'awaiting') return this.fail('bad_frame', 'CONNECT was already received');
    const sessionId = frame.headers['session-id'] ?? '';
    if (!sessionIdPattern.test(sessionId)) return this.fail('bad_frame', 'session-id must be a UUID');
    const beat = parseHeartBeat(frame.headers['heart-beat']);
    if (!beat) return this.fail('bad_frame', 'heart-beat must be two numbers cx,cy');
    if (!(await this.deps.store.begin(sessionId))) {
      return this.fail('session_in_use', 'this session id was already used');
    }
    if (this.state !== 'awaiting') return;
    this.sessionId = sessionId;
    this.state = 'active';
    const { policy } = this.deps;
    this.challenge = new LivenessChallenge(challengeSteps(policy), policy, performance.now());
    this.startHeartbeats(beat);
    this.timers.push(
      setTimeout(() => this.fail('timeout', 'the liveness check took too long'), policy.timeoutMs),
    );
    this.deps.logger?.info(
      { policy: policy.name, steps: this.challenge.steps.length },
      'liveness session started',
    );
    this.send(
      serializeFrame('CONNECTED', {
        'session-id': sessionId,
        'heart-beat': `${policy.heartbeatMs},${policy.heartbeatMs}`,
        challenge: this.challenge.steps.join(','),
      }),
    );
  }

  // STOMP negotiation: each side beats at the slower of what one offers and the other wants.
  private startHeartbeats([clientSends, clientWants]: [number, number]): void {
    const { heartbeatMs } = this.deps.policy;
    if (clientWants > 0) {
      const every = Math.max(heartbeatMs, clientWants);
      this.timers.push(setInterval(() => this.send(heartbeat), every));
    }
    if (clientSends > 0) {
      const every = Math.max(heartbeatMs, clientSends);
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastHeard > 2 * every) this.end(1001, 'heart-beat timeout');
        }, every / 2),
      );
    }
  }

  private image(frame: LpFrame): void {
    if (this.state === 'finishing') return;
    if (this.state !== 'active' || !this.challenge) {
      this.fail('bad_frame', 'IMAGE before CONNECT');
      return;
    }
    const declared = frame.headers['content-type'];
    if (declared === undefined) {
      this.fail('bad_frame', 'IMAGE needs a content-type header');
      return;
    }
    if (declared !== 'image/jpeg' && declared !== 'image/png') {
      this.fail('unsupported_image', 'only image/jpeg and image/png are accepted');
      return;
    }
    const body = frame.body.trim();
    if (Math.floor((body.length * 3) / 4) > this.deps.policy.maxImageBytes) {
      this.fail('image_too_large', `images are limited to ${this.deps.policy.maxImageBytes} bytes`);
      return;
    }
    if (body.length === 0 || !base64Pattern.test(body)) {
      this.fail('bad_frame', 'the body must be base64');
      return;
    }
    const image = Buffer.from(body, 'base64');
    if (!imageType(image)) {
      this.fail('unsupported_image', 'the image is neither JPEG nor PNG');
      return;
    }

    this.frames++;
    // When the frame arrived: a step's frames count only from minReactionMs after it was announced.
    const arrivedAt = performance.now();
    const job = this.inFlight < this.deps.policy.maxFramesInFlight ? this.deps.pool.tryAnalyse(image) : BUSY;
    if (job === BUSY) {
      this.skipped++;
      this.results = this.results.then(() => this.stats({ skipped: true }));
      return;
    }
    this.inFlight++;
    const settled = job.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    this.results = this.results
      .then(async () => {
        const outcome = await settled;
        this.inFlight--;
        if ('error' in outcome) return this.analysisFailed(outcome.error);
        await this.apply(outcome.value.analysis, outcome.value.image, arrivedAt);
        return;
      })
      .catch((error) => this.crash(error));
  }

  private async apply(
    analysis: Parameters<LivenessChallenge['observe']>[0],
    image: Uint8Array,
    arrivedAt: number,
  ): Promise<void> {
    if (this.state !== 'active' || !this.challenge) return;
    const verdict = this.challenge.observe(analysis, arrivedAt);
    this.lastErrors = verdict.errors;
    if (verdict.best) this.bestImage = image;
    if (verdict.completedAction && this.bestImage) {
      const check = this.compare(verdict.completedAction, this.bestImage, image);
      // Awaited in succeed(); a session that ends first must not leave a rejection unhandled.
      check.catch(() => {});
      this.comparisons.push(check);
    }
    this.stats({
      errors: verdict.errors,
      faceRect: verdict.faceRect,
      isOk: verdict.isOk,
      challenge: verdict.challenge,
    });
    if (verdict.stepTimedOut) return this.fail('timeout', 'a step of the challenge took too long');
    if (verdict.wrongAction) {
      this.deps.logger?.info({ check: 'wrong_action' }, 'liveness challenge refused');
      return this.fail('liveness_failed', 'the liveness check was not passed, try again');
    }
    if (verdict.completed) await this.succeed();
  }

  /**
   * The frame that completed an action against the best shot: the same face (a photograph swapped
   * for someone else's is not), and for a pose, not a plane turned or tilted (a photograph is one).
   * Resolves with the name of the failed check, or null.
   */
  private async compare(step: ActionStep, best: Uint8Array, image: Uint8Array): Promise<string | null> {
    const { policy } = this.deps;
    let comparison: FrameComparison;
    try {
      comparison = await this.deps.pool.compare(best, image);
    } catch (error) {
      if (error instanceof FaceJobError && error.failure !== 'internal') return 'undecodable';
      throw error;
    }
    if (comparison.distance === null || comparison.distance > policy.maxStepFaceDistance) return 'identity';
    if (
      step !== 'eyesClosed' &&
      (comparison.planarFit === null || comparison.planarFit > policy.maxPlanarFit)
    )
      return 'planar';
    return null;
  }

  private stats(values: {
    errors?: number[];
    faceRect?: { x: number; y: number; width: number; height: number } | null;
    isOk?: boolean;
    challenge?: { step: string; index: number; of: number };
    skipped?: boolean;
  }): void {
    if (this.state !== 'active' || !this.challenge) return;
    const body = {
      errors: values.errors ?? [],
      details: { faceFramePosition: { faceRect: values.faceRect ?? null } },
      isOk: values.isOk ?? false,
      challenge: values.challenge ?? this.challenge.position,
      skipped: values.skipped ?? false,
    };
    this.send(serializeFrame('STATS', { 'content-type': 'application/json' }, JSON.stringify(body)));
  }

  private async succeed(): Promise<void> {
    this.state = 'finishing';
    const best = this.bestImage;
    if (!best) return this.fail('unavailable', 'no best shot was kept');
    let failed: (string | null)[];
    try {
      failed = await Promise.all(this.comparisons);
    } catch (error) {
      return this.crash(error);
    }
    if (this.state !== 'finishing') return;
    const check = failed.find((name) => name !== null);
    if (check) {
      // Which check refused, never what the frames showed: for tuning the thresholds (decision 068).
      this.deps.logger?.info({ check }, 'liveness challenge refused');
      return this.fail('liveness_failed', 'the liveness check was not passed, try again');
    }
    // Re-encoded: a bounded JPEG whatever the client sent (PNG frames, large cameras).
    const bestshot = await sharp(best)
      .resize({ width: 640, height: 640, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    const { jwt, jti } = await signLivenessToken(this.deps.secret, { sessionId: this.sessionId, bestshot });
    await this.deps.store.complete(this.sessionId, jti);
    if (this.state !== 'finishing') return;
    this.send(
      serializeFrame('SUCCESS', { 'session-id': this.sessionId, 'content-type': 'application/jwt' }, jwt),
    );
    this.log('success');
    this.end(1000, 'liveness check passed');
  }

  private analysisFailed(error: unknown): void {
    if (error instanceof FaceJobError && error.failure === 'undecodable') {
      this.fail('unsupported_image', 'the image could not be decoded');
      return;
    }
    if (error instanceof FaceJobError && error.failure === 'too_large') {
      this.fail('image_too_large', 'the image has too many pixels');
      return;
    }
    this.crash(error);
  }

  private crash(error: unknown): void {
    this.deps.logger?.error({ err: error }, 'liveness session failed');
    this.fail('unavailable', 'the face check is unavailable, try again');
  }

  private fail(code: LivenessErrorCode, message: string): void {
    if (this.state === 'ended') return;
    this.send(serializeFrame('ERROR', { code, message }));
    this.log(code);
    this.end(1000, code);
  }

  private log(outcome: string): void {
    // Where a session that did not succeed stopped, for the analyst: the pending step and the last
    // frame's guidance codes (names and numbers of the challenge, nothing of the person).
    const position = outcome === 'success' ? null : (this.challenge?.position ?? null);
    this.deps.logger?.info(
      {
        outcome,
        frames: this.frames,
        skipped: this.skipped,
        ms: Math.round(performance.now() - this.startedAt),
        ...(position && { step: position.step, stepIndex: position.index, lastCodes: this.lastErrors }),
      },
      'liveness session ended',
    );
  }

  private send(text: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(text);
  }

  private end(code: number, reason: string): void {
    if (this.state === 'ended') return;
    this.state = 'ended';
    this.clearTimers();
    this.ws.close(code, reason);
    // A peer that never answers the close handshake is dropped.
    setTimeout(() => this.ws.terminate(), this.deps.policy.heartbeatMs).unref();
  }

  private cleanup(): void {
    if (this.state !== 'ended') this.state = 'ended';
    this.clearTimers();
    this.onClosed();
  }

  private clearTimers(): void {
    for (const timer of this.timers.splice(0)) clearTimeout(timer);
  }
}
