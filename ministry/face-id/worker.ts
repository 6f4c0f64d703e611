import { parentPort, workerData } from 'node:worker_threads';
import { FaceEngine, UndecodableImageError } from './engine';
import type { JobMessage, ReplyMessage, WorkerData } from './worker-protocol';

// One Human instance per thread; jobs run one at a time because the WASM backend is single-threaded
// and an async handler would otherwise interleave two detections.
const port = parentPort;
if (!port) throw new Error('face-id worker must run in a worker thread');
const { minFaceScore, scores } = workerData as WorkerData;
const engine = FaceEngine.create(minFaceScore, scores);
let queue: Promise<void> = Promise.resolve();

port.on('message', (job: JobMessage) => {
  queue = queue.then(() => run(job));
});

async function run(job: JobMessage): Promise<void> {
  try {
    const face = await engine;
    if (job.kind === 'warmUp') {
      await face.warmUp();
      reply({ id: job.id, ok: true, kind: 'warmUp' });
    } else if (job.kind === 'analyse' && job.image) {
      const analysis = await face.analyse(job.image);
      reply({ id: job.id, ok: true, kind: 'analyse', analysis, image: job.image }, [
        job.image.buffer as ArrayBuffer,
      ]);
    } else if (job.kind === 'compare' && job.image && job.reference) {
      const comparison = await face.compare(job.reference, job.image);
      reply({ id: job.id, ok: true, kind: 'compare', comparison });
    } else if (job.kind === 'describe' && job.image) {
      const description = await face.describe(job.image);
      const transfer = description.embedding ? [description.embedding.buffer as ArrayBuffer] : [];
      reply({ id: job.id, ok: true, kind: 'describe', description }, transfer);
    } else {
      reply({ id: job.id, ok: false, failure: 'internal', message: `malformed job ${job.kind}` });
    }
  } catch (error) {
    if (error instanceof UndecodableImageError) {
      reply({ id: job.id, ok: false, failure: error.reason, message: error.message });
    } else {
      // Only the error's type and message: never the image.
      const message = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown failure';
      reply({ id: job.id, ok: false, failure: 'internal', message: message.slice(0, 300) });
    }
  }
}

function reply(message: ReplyMessage, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}
