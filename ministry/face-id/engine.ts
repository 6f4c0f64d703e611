import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Tensor3D } from '@tensorflow/tfjs-core';
import type { Config, FaceResult, Human } from '@vladmandic/human';
import sharp from 'sharp';
import { chip, FaceRecognizer, type Tf } from './recognition';

// Runs inside a worker thread only: one Human instance per thread, because the WASM backend is
// single-threaded and Human keeps per-instance state.

const require = createRequire(import.meta.url);
// The package's `exports` map refuses the node-wasm subpath, so load the bundle by file path.
const humanDist = dirname(require.resolve('@vladmandic/human'));
const humanModels = join(humanDist, '..', 'models');
const wasmDist = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/** Decoded frames bigger than this are refused before any model runs (decompression bombs). */
export const maxInputPixels = 4096 * 4096;

export interface DetectedFace {
  /** Pixels of the frame: x, y, width, height. */
  box: [number, number, number, number];
  faceScore: number;
  /** Degrees; positive yaw is the subject's head turned to their left (see docs/decisions/006). */
  yaw: number;
  pitch: number;
  roll: number;
}

export interface FaceStats {
  /** Mean luma (BT.601, 0..255) of the face box. */
  luma: number;
  /** Variance of a 4-neighbour Laplacian over the face box resized to 128x128 grey. */
  sharpness: number;
}

export interface FrameAnalysis {
  width: number;
  height: number;
  /** Faces at or above the configured face score, highest score first. */
  faces: DetectedFace[];
  /** Image statistics of the face box when exactly one face was found. */
  stats: FaceStats | null;
  ms: number;
}

export interface FaceDescription {
  faces: number;
  embedding: Float32Array | null;
  /** Milliseconds: the whole description, and its alignment and recognition part. */
  ms: { total: number; recognition: number };
}

export class UndecodableImageError extends Error {
  constructor(readonly reason: 'undecodable' | 'too_large') {
    super(reason === 'too_large' ? 'the image has too many pixels' : 'the image could not be decoded');
    this.name = 'UndecodableImageError';
  }
}

interface DecodedImage {
  data: Buffer;
  width: number;
  height: number;
}

const humanConfig: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${wasmDist}/`,
  modelBasePath: `file://${humanModels}/`,
  // One process serves many users: never reuse the previous frame's result.
  cacheSensitivity: 0,
  debug: false,
  warmup: 'none',
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: {
      rotation: true,
      maxDetected: 5,
      minConfidence: 0.5,
      skipFrames: 0,
      skipTime: 0,
      return: false,
    },
    mesh: { enabled: true },
    iris: { enabled: false },
    // Faces are described by face-api's recognition net (./recognition), not Human's faceres.
    description: { enabled: false, skipFrames: 0, skipTime: 0 },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
} as Partial<Config>;

interface ModelJson {
  modelTopology: unknown;
  weightsManifest: { paths: string[]; weights: unknown[] }[];
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
}

export class FaceEngine {
  private constructor(
    private readonly human: Human,
    private readonly recognizer: FaceRecognizer,
    private readonly minFaceScore: number,
  ) {}

  static async create(minFaceScore: number): Promise<FaceEngine> {
    const module = require(join(humanDist, 'human.node-wasm.js')) as {
      Human: new (c: Partial<Config>) => Human;
    };
    const human = new module.Human(humanConfig);
    // tfjs has no file:// loader without tfjs-node; models are read from the package on disk.
    human.tf.io.registerLoadRouter((url: string | string[]) => {
      if (typeof url !== 'string' || !url.startsWith('file://')) return null;
      const file = url.slice('file://'.length);
      return {
        load: async () => {
          const json = JSON.parse(await readFile(file, 'utf8')) as ModelJson;
          const shards = await Promise.all(
            json.weightsManifest.flatMap((group) =>
              group.paths.map((shard) => readFile(join(dirname(file), shard))),
            ),
          );
          const weights = Buffer.concat(shards);
          return {
            modelTopology: json.modelTopology,
            weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
            weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
            format: json.format,
            generatedBy: json.generatedBy,
            convertedBy: json.convertedBy,
            userDefinedSignature: json.signature,
          };
        },
      } as never;
    });
    await human.load();
    // Human's tf is the thread's one tfjs-core with its WASM backend; the recognizer runs on it too.
    const recognizer = await FaceRecognizer.create(human.tf as unknown as Tf);
    return new FaceEngine(human, recognizer, minFaceScore);
  }

  /** One inference through every model, so the first user frame does not pay for allocation. */
  async warmUp(): Promise<void> {
    const tf = this.human.tf;
    for (const model of Object.values(this.human.models.models)) {
      if (!model) continue;
      const shape = (model.inputs[0]?.shape ?? [1, 64, 64, 3]).map((n, i) =>
        n === -1 ? (i === 0 ? 1 : 64) : n,
      );
      const input = tf.zeros(shape, model.inputs[0]?.dtype ?? 'float32');
      const output = model.execute(input);
      tf.dispose([input, ...(Array.isArray(output) ? output : [output])]);
    }
    const blank = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 128, g: 128, b: 128 } },
    })
      .jpeg()
      .toBuffer();
    await this.analyse(blank);
    const frame = this.human.tf.zeros([chip.size, chip.size, 3], 'float32') as unknown as Tensor3D;
    try {
      await this.recognizer.describe(frame, chip.leftEye, chip.rightEye);
    } finally {
      this.human.tf.dispose(frame as never);
    }
  }

  async analyse(image: Uint8Array): Promise<FrameAnalysis> {
    const started = performance.now();
    const decoded = await decode(image);
    const faces = await this.detect(decoded);
    let stats: FaceStats | null = null;
    const only = faces.length === 1 ? faces[0] : undefined;
    if (only) stats = await faceStats(decoded, only.box);
    return {
      width: decoded.width,
      height: decoded.height,
      faces: faces.map(({ result: _, ...face }) => face),
      stats,
      ms: performance.now() - started,
    };
  }

  async describe(image: Uint8Array): Promise<FaceDescription> {
    const started = performance.now();
    const decoded = await decode(image);
    const tf = this.human.tf;
    const frame = tf.tensor3d(decoded.data, [decoded.height, decoded.width, 3], 'int32');
    const done = (faces: number, embedding: Float32Array | null, recognition = 0): FaceDescription => ({
      faces,
      embedding,
      ms: { total: performance.now() - started, recognition },
    });
    try {
      const result = await this.human.detect(frame);
      const faces = result.face.filter((face) => face.faceScore >= this.minFaceScore);
      const face = faces.length === 1 ? faces[0] : undefined;
      if (!face) return done(faces.length, null);
      const eyes = eyeCentres(face);
      if (!eyes) return done(1, null);
      const recognising = performance.now();
      const embedding = await this.recognizer.describe(frame as unknown as Tensor3D, eyes[0], eyes[1]);
      return done(1, embedding, performance.now() - recognising);
    } finally {
      tf.dispose(frame);
    }
  }

  private async detect(decoded: DecodedImage): Promise<(DetectedFace & { result: FaceResult })[]> {
    const tf = this.human.tf;
    const frame = tf.tensor3d(decoded.data, [decoded.height, decoded.width, 3], 'int32');
    try {
      const result = await this.human.detect(frame);
      return result.face
        .filter((face) => face.faceScore >= this.minFaceScore)
        .sort((a, b) => b.faceScore - a.faceScore)
        .map((face) => {
          const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
          return {
            box: clampBox(face.box, decoded.width, decoded.height),
            faceScore: face.faceScore,
            yaw: degrees(angle.yaw),
            pitch: degrees(angle.pitch),
            roll: degrees(angle.roll),
            result: face,
          };
        });
    } finally {
      tf.dispose(frame);
    }
  }
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

// Corners of each eye in the 468-point face mesh (MediaPipe numbering): 33 and 133 are the eye on
// the image's left (the subject's right), 362 and 263 the other.
const eyeCorners = { left: [33, 133], right: [362, 263] } as const;

/** The centres of the eyes in frame pixels, the image's left eye first; null without a full mesh. */
function eyeCentres(face: FaceResult): [[number, number], [number, number]] | null {
  const centre = (corners: readonly [number, number]): [number, number] | null => {
    const a = face.mesh[corners[0]];
    const b = face.mesh[corners[1]];
    return a && b ? [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] : null;
  };
  const left = centre(eyeCorners.left);
  const right = centre(eyeCorners.right);
  return left && right ? [left, right] : null;
}

function clampBox(
  box: [number, number, number, number],
  width: number,
  height: number,
): [number, number, number, number] {
  const x = Math.max(0, Math.round(box[0]));
  const y = Math.max(0, Math.round(box[1]));
  return [
    x,
    y,
    Math.max(1, Math.min(width - x, Math.round(box[2]))),
    Math.max(1, Math.min(height - y, Math.round(box[3]))),
  ];
}

async function decode(image: Uint8Array): Promise<DecodedImage> {
  try {
    // toColourspace('srgb') turns greyscale PNGs into three channels too.
    const { data, info } = await sharp(image, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new UndecodableImageError('undecodable');
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof UndecodableImageError) throw error;
    const message = error instanceof Error ? error.message : '';
    throw new UndecodableImageError(/pixel limit/i.test(message) ? 'too_large' : 'undecodable');
  }
}

async function faceStats(decoded: DecodedImage, box: [number, number, number, number]): Promise<FaceStats> {
  const side = 128;
  const { data } = await sharp(decoded.data, {
    raw: { width: decoded.width, height: decoded.height, channels: 3 },
  })
    .extract({ left: box[0], top: box[1], width: box[2], height: box[3] })
    .resize(side, side, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let i = 0; i < side * side; i++) sum += data[i]!;
  let lapSum = 0;
  let lapSquares = 0;
  let count = 0;
  for (let y = 1; y < side - 1; y++) {
    for (let x = 1; x < side - 1; x++) {
      const i = y * side + x;
      const lap = data[i - 1]! + data[i + 1]! + data[i - side]! + data[i + side]! - 4 * data[i]!;
      lapSum += lap;
      lapSquares += lap * lap;
      count++;
    }
  }
  const lapMean = lapSum / count;
  return { luma: sum / (side * side), sharpness: lapSquares / count - lapMean * lapMean };
}
