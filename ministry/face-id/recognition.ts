import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import type * as tfjs from '@tensorflow/tfjs-core';
import { descriptorLength } from './descriptor';

// Face recognition by @vladmandic/face-api's FaceRecognitionNet: a ResNet-34 port of dlib's
// face_recognition_resnet_model_v1 giving a 128-d descriptor, on the same tfjs-core and WASM
// backend as Human (docs/decisions/027-face-recognition.md). Runs inside a face worker thread only.

export type Tf = typeof tfjs;

const require = createRequire(import.meta.url);
const faceApiBundle = require.resolve('@vladmandic/face-api/dist/face-api.node-wasm.js');
const faceApiModels = join(dirname(faceApiBundle), '..', 'model');

/**
 * Side of the aligned face chip the network reads, and where the eye centres sit in it: dlib's
 * chip (150 px, padding 0.25) from its mean face shape, so the net sees faces framed as in training.
 */
export const chip = { size: 150, leftEye: [47.5, 46.6], rightEye: [100.5, 46.6] } as const;

interface FaceRecognitionNet {
  loadFromDisk(folder: string): Promise<void>;
  computeFaceDescriptor(input: tfjs.Tensor3D): Promise<Float32Array | Float32Array[]>;
}

// The tensor methods face-api calls (`x.as3D(...)`, `x.div(...)`, ...). The `@tensorflow/tfjs`
// union package registers them on tfjs-core's Tensor class; tfjs-core alone does not. These are the
// chained-op names that occur as `.name(` in face-api 1.7.15's node-wasm bundle.
const chainedOps = [
  'abs',
  'add',
  'all',
  'asin',
  'atan',
  'avgPool',
  'batchNorm',
  'cast',
  'clipByValue',
  'conv2d',
  'depthwiseConv2d',
  'div',
  'exp',
  'expandDims',
  'floor',
  'isNaN',
  'log',
  'matMul',
  'max',
  'maxPool',
  'mean',
  'min',
  'mul',
  'pad',
  'relu',
  'reshape',
  'reverse',
  'round',
  'separableConv2d',
  'sigmoid',
  'slice',
  'softmax',
  'split',
  'sqrt',
  'sub',
  'tile',
  'transpose',
  'unstack',
] as const;

function registerChainedOps(tf: Tf): void {
  const proto = tf.Tensor.prototype as unknown as Record<string, unknown>;
  const ops = tf as unknown as Record<string, (...args: unknown[]) => tfjs.Tensor>;
  const define = (name: string, op: (self: tfjs.Tensor, ...args: never[]) => tfjs.Tensor) => {
    if (name in proto) return;
    proto[name] = function (this: tfjs.Tensor, ...args: never[]) {
      this.throwIfDisposed();
      return op(this, ...args);
    };
  };
  for (const name of chainedOps) {
    const op = ops[name];
    if (typeof op !== 'function') throw new Error(`tfjs-core has no op ${name}`);
    define(name, (self, ...args) => op(self, ...args));
  }
  define('as1D', (self) => tf.reshape(self, [self.size]));
  define('as2D', (self, rows: number, columns: number) => tf.reshape(self, [rows, columns]));
  define('as3D', (self, a: number, b: number, c: number) => tf.reshape(self, [a, b, c]));
  define('as4D', (self, a: number, b: number, c: number, d: number) => tf.reshape(self, [a, b, c, d]));
  define('concat', (self, x: tfjs.Tensor | tfjs.Tensor[], axis: number) =>
    tf.concat([self, ...(Array.isArray(x) ? x : [x])], axis),
  );
  define('stack', (self, x: tfjs.Tensor | tfjs.Tensor[], axis: number) =>
    tf.stack([self, ...(Array.isArray(x) ? x : [x])], axis),
  );
  define('toInt', (self) => tf.cast(self, 'int32'));
  define('toFloat', (self) => tf.cast(self, 'float32'));
}

/**
 * face-api's node-wasm bundle does `require('@tensorflow/tfjs')` (the union of core, converter,
 * layers, data and the CPU and WebGL backends) but uses only tfjs-core's API. It is evaluated here
 * with that one name mapped to the tfjs-core instance Human already runs on, so both share one
 * engine, one WASM backend and one copy of tfjs in the thread.
 */
function loadFaceApi(tf: Tf): { nets: { faceRecognitionNet: FaceRecognitionNet } } {
  registerChainedOps(tf);
  const base = createRequire(faceApiBundle);
  const requireWithTf = (id: string) => (id === '@tensorflow/tfjs' ? tf : base(id));
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(Module.wrap(readFileSync(faceApiBundle, 'utf8')), {
    filename: faceApiBundle,
  }) as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, requireWithTf, module, faceApiBundle, dirname(faceApiBundle));
  return module.exports as unknown as { nets: { faceRecognitionNet: FaceRecognitionNet } };
}

export class FaceRecognizer {
  private constructor(
    private readonly tf: Tf,
    private readonly net: FaceRecognitionNet,
  ) {}

  /** `tf` must be the tfjs-core module the rest of the thread uses (Human's). */
  static async create(tf: Tf): Promise<FaceRecognizer> {
    const faceApi = loadFaceApi(tf);
    const net = faceApi.nets.faceRecognitionNet;
    await net.loadFromDisk(faceApiModels);
    return new FaceRecognizer(tf, net);
  }

  /**
   * The descriptor of the face whose eye centres (pixels of `frame`, the image's left eye first)
   * are given: the face is rotated, scaled and cropped so that the eyes land where the chip has
   * them, then described. `frame` is [height, width, 3] with values 0..255.
   */
  async describe(
    frame: tfjs.Tensor3D,
    leftEye: readonly [number, number],
    rightEye: readonly [number, number],
  ): Promise<Float32Array> {
    const face = this.align(frame, leftEye, rightEye);
    try {
      const descriptor = await this.net.computeFaceDescriptor(face);
      if (!(descriptor instanceof Float32Array) || descriptor.length !== descriptorLength) {
        throw new Error('face-api gave no single descriptor');
      }
      return descriptor;
    } finally {
      this.tf.dispose(face);
    }
  }

  private align(
    frame: tfjs.Tensor3D,
    leftEye: readonly [number, number],
    rightEye: readonly [number, number],
  ): tfjs.Tensor3D {
    // A similarity transform from chip pixels to frame pixels: frame = s·R·chip + t.
    const [cl, cr] = [chip.leftEye, chip.rightEye];
    const scale =
      Math.hypot(rightEye[0] - leftEye[0], rightEye[1] - leftEye[1]) /
      Math.hypot(cr[0] - cl[0], cr[1] - cl[1]);
    const angle =
      Math.atan2(rightEye[1] - leftEye[1], rightEye[0] - leftEye[0]) -
      Math.atan2(cr[1] - cl[1], cr[0] - cl[0]);
    const a = scale * Math.cos(angle);
    const b = scale * Math.sin(angle);
    const tx = leftEye[0] - (a * cl[0] - b * cl[1]);
    const ty = leftEye[1] - (b * cl[0] + a * cl[1]);
    const tf = this.tf;
    return tf.tidy(() => {
      const batch = tf.expandDims(tf.cast(frame, 'float32'), 0) as tfjs.Tensor4D;
      const transform = tf.tensor2d([[a, -b, tx, b, a, ty, 0, 0]]);
      // Pixels outside the frame repeat the nearest edge, as dlib's chip extraction does not pad black.
      const aligned = tf.image.transform(batch, transform, 'bilinear', 'nearest', 0, [chip.size, chip.size]);
      return tf.squeeze(aligned, [0]) as tfjs.Tensor3D;
    });
  }
}
