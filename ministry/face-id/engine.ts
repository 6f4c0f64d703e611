import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Config, FaceResult, Human, Tensor } from '@vladmandic/human';
import sharp from 'sharp';

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
    // Human's own descriptor comes back empty with the shipped faceres model; we run it ourselves.
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
    // Human's built-in loader skips the description model when description is disabled.
    if (!human.models.models.faceres) {
      human.models.models.faceres = await human.tf.loadGraphModel(`file://${humanModels}/faceres.json`);
    }
    return new FaceEngine(human, minFaceScore);
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
    const decoded = await decode(image);
    const tf = this.human.tf;
    const frame = tf.tensor3d(decoded.data, [decoded.height, decoded.width, 3], 'int32');
    try {
      const result = await this.human.detect(frame);
      const faces = result.face.filter((face) => face.faceScore >= this.minFaceScore);
      const face = faces.length === 1 ? faces[0] : undefined;
      if (!face) return { faces: faces.length, embedding: null };
      return { faces: 1, embedding: await this.embed(frame, face) };
    } finally {
      tf.dispose(frame);
    }
  }

  // faceres is trained on 224x224 face crops with 0..255 values (not 0..1 as for Human's other
  // models): 0..1 input gives near-constant vectors. The 1024-d global pooling layer before the
  // age/gender heads is the descriptor.
  private async embed(frame: Tensor, face: FaceResult): Promise<Float32Array> {
    const tf = this.human.tf;
    const model = this.human.models.models.faceres;
    if (!model) throw new Error('faceres model not loaded');
    const [x, y, w, h] = face.boxRaw;
    const descriptor = tf.tidy(() => {
      const batch = tf.expandDims(tf.cast(frame, 'float32'), 0) as Tensor;
      const crop = tf.image.cropAndResize(batch as never, [[y, x, y + h, x + w]], [0], [224, 224]);
      return model.execute(crop, ['global_pooling/Mean']) as Tensor;
    });
    try {
      return new Float32Array((await descriptor.data()) as Float32Array);
    } finally {
      tf.dispose(descriptor);
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
