// Face descriptors of ./recognition (face-api's FaceRecognitionNet), compared on the main thread.

/** Length of a descriptor. */
export const descriptorLength = 128;

/**
 * Euclidean distance between two descriptors. dlib trained the network so that photographs of one
 * person lie within 0.6 of each other; this project accepts less (docs/decisions/027).
 */
export function descriptorDistance(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length || a.length === 0) throw new Error('descriptors of different lengths');
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}
