import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type pino from 'pino';
import type { FaceDescription, FrameAnalysis, FrameComparison } from './engine';
import type { JobFailure, JobKind, JobMessage, ReplyMessage, WorkerData } from './worker-protocol';

/** A frame the pool had no room for: the caller says so to the client instead of queueing it. */
export const BUSY = Symbol('busy');

export class FaceJobError extends Error {
  constructor(
    readonly failure: JobFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FaceJobError';
  }
}

// Under tsx or vitest the worker is TypeScript. Node 20 ignores `--import` in a worker's execArgv,
// so a small bootstrap registers tsx's ESM hooks inside the thread before importing worker.ts. The
// compiled server (decision 122) has the worker's own bundle beside the one running this module.
const here = import.meta.url;
const typescript = here.endsWith('.ts');
const workerUrl = new URL(typescript ? './worker.ts' : './face-id-worker.js', here);

function workerSource(): { source: string | URL; eval: boolean } {
  if (!typescript) return { source: workerUrl, eval: false };
  const require = createRequire(here);
  const manifest = require('tsx/package.json') as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const api = manifest.exports['./esm/api']?.import?.default;
  if (!api) throw new Error('tsx does not export ./esm/api');
  const apiUrl = pathToFileURL(join(dirname(require.resolve('tsx/package.json')), api)).href;
  const source = `import(${JSON.stringify(apiUrl)})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); })
    .catch((error) => { process.nextTick(() => { throw error; }); });`;
  return { source, eval: true };
}

const terminateWaitMs = 5_000;

/** One frame in hand plus one queued per worker: deeper queues only make the answers late. */
const slotsPerWorker = 2;

interface Pending {
  resolve(reply: ReplyMessage): void;
  reject(error: Error): void;
}

class FaceWorker {
  readonly pending = new Map<number, Pending>();
  private readonly worker: Worker;
  private failed = false;

  constructor(data: WorkerData, onGone: (worker: FaceWorker) => void, logger: pino.Logger | undefined) {
    const { source, eval: isEval } = workerSource();
    this.worker = new Worker(source, { workerData: data, eval: isEval });
    this.worker.on('message', (reply: ReplyMessage) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    const gone = (error: Error) => {
      if (this.failed) return;
      this.failed = true;
      logger?.error({ err: error }, 'face-id worker stopped');
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      onGone(this);
    };
    this.worker.on('error', gone);
    this.worker.on('exit', (code) => gone(new Error(`face-id worker exited with code ${code}`)));
  }

  get load(): number {
    return this.pending.size;
  }

  post(message: JobMessage): Promise<ReplyMessage> {
    return new Promise((resolve, reject) => {
      this.pending.set(message.id, { resolve, reject });
      const transfer = [message.image, message.reference].flatMap((bytes) =>
        bytes ? [bytes.buffer as ArrayBuffer] : [],
      );
      this.worker.postMessage(message, transfer);
    });
  }

  async terminate(): Promise<void> {
    this.failed = true;
    for (const waiting of this.pending.values()) waiting.reject(new Error('face-id pool closed'));
    this.pending.clear();
    // A thread busy in native code (its WebAssembly compile, under load) can be slow to stop: close
    // waits a few seconds at most, and the thread, unreferenced, cannot keep the process alive.
    this.worker.unref();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, terminateWaitMs);
    });
    await Promise.race([this.worker.terminate(), late]);
    clearTimeout(timer);
  }
}

/** Hands the image's memory to the worker: copy only when it shares an ArrayBuffer with other data. */
function transferable(image: Uint8Array): Uint8Array {
  if (
    image.byteOffset === 0 &&
    image.buffer.byteLength === image.byteLength &&
    image.buffer instanceof ArrayBuffer
  ) {
    return image;
  }
  return new Uint8Array(image);
}

export interface PoolOptions {
  size: number;
  minFaceScore: number;
  /**
   * Run Human's anti-spoofing and liveness models on every face: only when a policy threshold reads
   * their scores, or a measurement prints them; a frame takes 1.2 times as long with them
   * (docs/decisions/073). Without them a face's `real` and `live` are null.
   */
  scores: boolean;
  logger?: pino.Logger | undefined;
}

/**
 * Face inference off the event loop: N worker threads (WASM is single-threaded, so one per core),
 * started on first use. Liveness frames never wait: when every worker is full they are refused
 * (`BUSY`); face descriptions for the auth endpoint wait their turn.
 */
export class FacePool {
  private readonly workers: FaceWorker[] = [];
  private readonly waiting: (() => void)[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1)
      throw new Error('the face-id pool needs at least one worker');
  }

  /** Frames and face descriptions the workers hold now, in hand or queued (the metrics' face-ID queue). */
  get load(): number {
    return this.workers.reduce((sum, worker) => sum + worker.load, 0);
  }

  get size(): number {
    return this.options.size;
  }

  /** The analysis and the image back (its buffer went to the worker), or BUSY. */
  tryAnalyse(image: Uint8Array): Promise<{ analysis: FrameAnalysis; image: Uint8Array }> | typeof BUSY {
    const worker = this.freeWorker();
    if (!worker) return BUSY;
    return this.send(worker, 'analyse', transferable(image)).then((reply) => {
      if (reply.ok && reply.kind === 'analyse') return { analysis: reply.analysis, image: reply.image };
      throw unexpected(reply);
    });
  }

  async describe(image: Uint8Array): Promise<FaceDescription> {
    const worker = await this.waitForWorker();
    const reply = await this.send(worker, 'describe', transferable(image));
    if (reply.ok && reply.kind === 'describe') return reply.description;
    throw unexpected(reply);
  }

  /**
   * Compares a later frame of a liveness session with its reference (the best shot): same face,
   * and does one plane explain the change (docs/decisions/068). Waits for a worker like describe:
   * the session's verdict depends on it. Both images are copied (the session keeps its own).
   */
  async compare(reference: Uint8Array, image: Uint8Array): Promise<FrameComparison> {
    const worker = await this.waitForWorker();
    const reply = await this.send(worker, 'compare', new Uint8Array(image), new Uint8Array(reference));
    if (reply.ok && reply.kind === 'compare') return reply.comparison;
    throw unexpected(reply);
  }

  /** Starts every worker and runs one inference through every model on each. */
  async warmUp(): Promise<void> {
    this.assertOpen();
    while (this.workers.length < this.options.size) this.spawn();
    await Promise.all(
      this.workers.map(async (worker) => {
        const reply = await this.send(worker, 'warmUp', null);
        if (!reply.ok) throw unexpected(reply);
      }),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((worker) => worker.terminate()));
    for (const wake of this.waiting.splice(0)) wake();
  }

  private async send(
    worker: FaceWorker,
    kind: JobKind,
    image: Uint8Array | null,
    reference?: Uint8Array,
  ): Promise<ReplyMessage> {
    try {
      return await worker.post({ id: this.nextId++, kind, image, ...(reference ? { reference } : {}) });
    } finally {
      this.waiting.shift()?.();
    }
  }

  private freeWorker(): FaceWorker | undefined {
    this.assertOpen();
    let best: FaceWorker | undefined;
    for (const worker of this.workers) if (!best || worker.load < best.load) best = worker;
    // Start another worker (lazily) before doubling up on a busy one.
    if ((!best || best.load > 0) && this.workers.length < this.options.size) return this.spawn();
    return best && best.load < slotsPerWorker ? best : undefined;
  }

  private async waitForWorker(): Promise<FaceWorker> {
    for (;;) {
      const worker = this.freeWorker();
      if (worker) return worker;
      await new Promise<void>((wake) => this.waiting.push(wake));
    }
  }

  private spawn(): FaceWorker {
    const worker = new FaceWorker(
      { minFaceScore: this.options.minFaceScore, scores: this.options.scores },
      (gone) => {
        const index = this.workers.indexOf(gone);
        if (index >= 0) this.workers.splice(index, 1);
        this.waiting.shift()?.();
      },
      this.options.logger,
    );
    this.workers.push(worker);
    return worker;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('face-id pool closed');
  }
}

function unexpected(reply: ReplyMessage): Error {
  if (!reply.ok) return new FaceJobError(reply.failure, reply.message);
  return new FaceJobError('internal', `unexpected reply ${reply.kind}`);
}
