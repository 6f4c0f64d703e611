import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Tensor3D } from '@tensorflow/tfjs-core';
import type { Config, FaceResult, Human } from '@vladmandic/human';
import sharp from 'sharp';
import { descriptorDistance } from './descriptor';
import { chromaRipple, glareShare, spectralPeaks } from './evidence';
import { type Landmarks, planarFit } from './planar';
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
  /**
   * Eye openness: the eyelid gap over the eye's width, from the mesh (refined by the iris model),
   * the image's left eye first. Open eyes read about 0.25-0.35, closed ones below about 0.12.
   */
  eyes: [number, number];
  /**
   * Human's anti-spoofing model: 0..1, higher is "real" (docs/decisions/068); null when the engine
   * runs without the score models (no policy threshold reads them).
   */
  real: number | null;
  /** Human's liveness model: 0..1, higher is "live"; null like `real`. */
  live: number | null;
}

export interface FaceStats {
  /** Mean luma (BT.601, 0..255) of the face box. */
  luma: number;
  /** Variance of a 4-neighbour Laplacian over the face box resized to 128x128 grey. */
  sharpness: number;
  /**
   * Colour ripple of the face box: the mean absolute value of the band-passed chroma (Cb, Cr) at
   * 128x128, over the same of luma. A screen's subpixels seen by a camera beat into coloured
   * fringes (moiré), and a print's halftone rosettes into coloured grain; skin has little chroma
   * detail. See docs/decisions/068 for what it measured.
   */
  chromaRipple: number;
  /**
   * Share of the face box's spectral energy (luma, 128x128, Hann window, DC removed) in the
   * strongest 0.5 % of mid/high-frequency bins: periodic texture (screen pixels, halftone dots)
   * piles into a few peaks, a face's detail spreads out.
   */
  spectralPeaks: number;
  /** Share of the face box's pixels at or above luma 250: glare on a screen or glossy paper. */
  glare: number;
}

export type { Landmarks };

export interface FrameAnalysis {
  width: number;
  height: number;
  /** Faces at or above the configured face score, highest score first. */
  faces: DetectedFace[];
  /** Image statistics of the face box when exactly one face was found. */
  stats: FaceStats | null;
  /** The one face's landmarks, when exactly one face was found. */
  landmarks: Landmarks | null;
  ms: number;
}

/**
 * Two frames of one session compared (docs/decisions/068): the reference is the centre step's
 * best shot, the probe a frame that completed a later step.
 */
export interface FrameComparison {
  /** Euclidean distance of the two faces' recognition descriptors; null when either has no single face. */
  distance: number | null;
  /**
   * How well one plane explains the change: the normalised cross-correlation of the probe's face
   * with the reference's face warped by the homography that maps the reference's landmarks onto
   * the probe's. A photograph tilted or bent in front of the camera is close to 1; a head that
   * turned shows its other side, its nose moves across its cheek, and the value drops.
   */
  planarFit: number | null;
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

/** Human's configuration; `scores`: run the anti-spoofing and liveness models on every face. */
const humanConfig = (scores: boolean): Partial<Config> =>
  ({
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
      // The iris model refines the eyelids, which the closed-eyes step reads (docs/decisions/068).
      iris: { enabled: true, skipFrames: 0, skipTime: 0 },
      // Faces are described by face-api's recognition net (./recognition), not Human's faceres.
      description: { enabled: false, skipFrames: 0, skipTime: 0 },
      emotion: { enabled: false },
      // Scored on every face and reported with the frame when a policy threshold reads them or a
      // measurement asks (docs/decisions/068 has what they measured, 073 what they cost).
      antispoof: { enabled: scores, skipFrames: 0, skipTime: 0 },
      liveness: { enabled: scores, skipFrames: 0, skipTime: 0 },
      attention: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  }) as Partial<Config>;

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

  static async create(minFaceScore: number, scores: boolean): Promise<FaceEngine> {
    const module = require(join(humanDist, 'human.node-wasm.js')) as {
      Human: new (c: Partial<Config>) => Human;
    };
    const human = new module.Human(humanConfig(scores));
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
    let landmarks: Landmarks | null = null;
    const only = faces.length === 1 ? faces[0] : undefined;
    if (only) {
      stats = await faceStats(decoded, only.box);
      landmarks = landmarksOf(only.result);
    }
    return {
      width: decoded.width,
      height: decoded.height,
      faces: faces.map(({ result: _, ...face }) => face),
      stats,
      landmarks,
      ms: performance.now() - started,
    };
  }

  /**
   * The reference (the centre step's best shot) and a probe (a frame that completed a later step):
   * are they the same face, and does one plane explain the change between them?
   */
  async compare(reference: Uint8Array, probe: Uint8Array): Promise<FrameComparison> {
    const started = performance.now();
    const [a, b] = [await decode(reference), await decode(probe)];
    const tf = this.human.tf;
    const one = async (decoded: DecodedImage) => {
      const frame = tf.tensor3d(decoded.data, [decoded.height, decoded.width, 3], 'int32');
      try {
        const result = await this.human.detect(frame);
        const faces = result.face.filter((face) => face.faceScore >= this.minFaceScore);
        const face = faces.length === 1 ? faces[0] : undefined;
        const eyes = face ? eyeCentres(face) : null;
        if (!face || !eyes) return null;
        const embedding = await this.recognizer.describe(frame as unknown as Tensor3D, eyes[0], eyes[1]);
        return { face, embedding, landmarks: landmarksOf(face) };
      } finally {
        tf.dispose(frame);
      }
    };
    const first = await one(a);
    const second = await one(b);
    if (!first || !second) return { distance: null, planarFit: null, ms: performance.now() - started };
    const fit =
      first.landmarks && second.landmarks
        ? planarFit(
            { ...a, channels: 3 },
            first.landmarks,
            { ...b, channels: 3 },
            second.landmarks,
            clampBox(second.face.box, b.width, b.height),
          )
        : null;
    return {
      distance: descriptorDistance(first.embedding, second.embedding),
      planarFit: fit,
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
            eyes: eyeOpenness(face),
            real: face.real ?? null,
            live: face.live ?? null,
            result: face,
          };
        });
    } finally {
      tf.dispose(frame);
    }
  }
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

// Eyelid points of the 468-point mesh (MediaPipe numbering; the iris model refines them): for each
// eye its two corners and three upper/lower pairs across the lid. The image's left eye first.
const eyeLids = [
  {
    corners: [33, 133],
    lids: [
      [160, 144],
      [159, 145],
      [158, 153],
    ],
  },
  {
    corners: [362, 263],
    lids: [
      [385, 380],
      [386, 374],
      [387, 373],
    ],
  },
] as const;

/** The eyelid gap over the eye's width, per eye (an eye aspect ratio). */
function eyeOpenness(face: FaceResult): [number, number] {
  const ratio = (eye: (typeof eyeLids)[number]) => {
    const point = (index: number) => face.mesh[index];
    const [a, b] = [point(eye.corners[0]), point(eye.corners[1])];
    if (!a || !b) return 0;
    const width = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (width <= 0) return 0;
    let gap = 0;
    for (const [upper, lower] of eye.lids) {
      const [u, l] = [point(upper), point(lower)];
      if (!u || !l) return 0;
      gap += Math.hypot(u[0] - l[0], u[1] - l[1]);
    }
    return gap / eye.lids.length / width;
  };
  return [ratio(eyeLids[0]), ratio(eyeLids[1])];
}

/**
 * The mesh points compared between frames: the face oval, eye corners and lids, brows, the nose
 * ridge and tip, the lips' corners and middle. Spread over the whole face, so a homography fitted
 * to them is held by every region, not by the eyes alone.
 */
export const trackedLandmarks = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149,
  150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109, 33, 133, 159, 145, 362, 263, 386, 374, 70,
  105, 107, 336, 334, 300, 168, 6, 197, 195, 5, 4, 1, 2, 98, 327, 61, 291, 0, 17, 13, 14,
] as const;

function landmarksOf(face: FaceResult): Landmarks | null {
  const points: Landmarks = [];
  for (const index of trackedLandmarks) {
    const point = face.mesh[index];
    if (!point) return null;
    points.push([point[0], point[1]]);
  }
  return points;
}

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
  const face = sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 3 } })
    .extract({ left: box[0], top: box[1], width: box[2], height: box[3] })
    .resize(side, side, { fit: 'fill' });
  const [{ data }, { data: rgb }] = await Promise.all([
    face.clone().greyscale().raw().toBuffer({ resolveWithObject: true }),
    face.clone().raw().toBuffer({ resolveWithObject: true }),
  ]);
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
  // BT.601 luma and chroma of the face box for the presentation-attack evidence.
  const luma = new Float64Array(side * side);
  const cb = new Float64Array(side * side);
  const cr = new Float64Array(side * side);
  for (let i = 0; i < side * side; i++) {
    const [r, g, b] = [rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!];
    luma[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    cb[i] = -0.1687 * r - 0.3313 * g + 0.5 * b;
    cr[i] = 0.5 * r - 0.4187 * g - 0.0813 * b;
  }
  return {
    luma: sum / (side * side),
    sharpness: lapSquares / count - lapMean * lapMean,
    chromaRipple: chromaRipple(luma, cb, cr, side),
    spectralPeaks: spectralPeaks(luma, side),
    glare: glareShare(luma),
  };
}
