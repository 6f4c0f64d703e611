/**
 * Does one plane explain the change between two frames of a face (docs/decisions/068)? A
 * photograph turned, tilted or bent in front of a camera moves as a plane: a homography maps its
 * first picture onto its second, pixel for pixel. A head that turns does not: its far cheek
 * disappears, its nose moves across the near cheek, its ears come into view.
 */

/**
 * Landmarks of one face for comparing two frames of a session: frame pixels, in a fixed order
 * (engine.ts `trackedLandmarks`): face oval, eyes, brows, nose, lips.
 */
export type Landmarks = [number, number][];

export interface Grey {
  data: Uint8Array | Buffer;
  width: number;
  height: number;
  /** Bytes per pixel of `data`: 3 for RGB (luma is computed), 1 for grey. */
  channels: number;
}

/** A 3x3 matrix, row-major. */
export type Homography = [number, number, number, number, number, number, number, number, number];

/** Solves A x = b by Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[row]![k] = m[row]![k]! - factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Hartley normalisation: centroid to the origin, mean distance sqrt(2). */
function normaliser(points: Landmarks): { t: Homography; apply: (p: [number, number]) => [number, number] } {
  let [cx, cy] = [0, 0];
  for (const [x, y] of points) {
    cx += x;
    cy += y;
  }
  cx /= points.length;
  cy /= points.length;
  let spread = 0;
  for (const [x, y] of points) spread += Math.hypot(x - cx, y - cy);
  const s = Math.SQRT2 / Math.max(1e-9, spread / points.length);
  return {
    t: [s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1],
    apply: ([x, y]) => [s * (x - cx), s * (y - cy)],
  };
}

function multiply(a: Homography, b: Homography): Homography {
  const out = new Array(9).fill(0) as Homography;
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      for (let k = 0; k < 3; k++) out[r * 3 + c] = out[r * 3 + c]! + a[r * 3 + k]! * b[k * 3 + c]!;
  return out;
}

export function invert(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, i, j] = h;
  const det = a * (e * j - f * i) - b * (d * j - f * g) + c * (d * i - e * g);
  if (Math.abs(det) < 1e-12) return null;
  return [
    (e * j - f * i) / det,
    (c * i - b * j) / det,
    (b * f - c * e) / det,
    (f * g - d * j) / det,
    (a * j - c * g) / det,
    (c * d - a * f) / det,
    (d * i - e * g) / det,
    (b * g - a * i) / det,
    (a * e - b * d) / det,
  ];
}

export function project(h: Homography, [x, y]: [number, number]): [number, number] {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/**
 * The least-squares homography taking `from` onto `to` (h33 = 1, normalised coordinates): eight
 * unknowns from the normal equations of the two linear equations each point pair gives.
 */
export function fitHomography(from: Landmarks, to: Landmarks): Homography | null {
  if (from.length !== to.length || from.length < 4) return null;
  const nf = normaliser(from);
  const nt = normaliser(to);
  const ata = Array.from({ length: 8 }, () => new Array(8).fill(0) as number[]);
  const atb = new Array(8).fill(0) as number[];
  const add = (row: number[], rhs: number) => {
    for (let i = 0; i < 8; i++) {
      atb[i] = atb[i]! + row[i]! * rhs;
      const line = ata[i]!;
      for (let j = 0; j < 8; j++) line[j] = line[j]! + row[i]! * row[j]!;
    }
  };
  for (let k = 0; k < from.length; k++) {
    const [x, y] = nf.apply(from[k]!);
    const [u, v] = nt.apply(to[k]!);
    add([x, y, 1, 0, 0, 0, -u * x, -u * y], u);
    add([0, 0, 0, x, y, 1, -v * x, -v * y], v);
  }
  const h = solve(ata, atb);
  if (!h) return null;
  const normalised = [...h, 1] as Homography;
  const tInverse = invert(nt.t);
  if (!tInverse) return null;
  return multiply(multiply(tInverse, normalised), nf.t);
}

function lumaAt(image: Grey, x: number, y: number): number {
  const i = (y * image.width + x) * image.channels;
  if (image.channels === 1) return image.data[i]!;
  return 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
}

function bilinear(image: Grey, x: number, y: number): number | null {
  if (x < 0 || y < 0 || x > image.width - 1 || y > image.height - 1) return null;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(image.width - 1, x0 + 1);
  const y1 = Math.min(image.height - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = lumaAt(image, x0, y0) * (1 - fx) + lumaAt(image, x1, y0) * fx;
  const bottom = lumaAt(image, x0, y1) * (1 - fx) + lumaAt(image, x1, y1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Samples per side of the grid on which the two faces are compared. */
const grid = 48;

/**
 * Normalised cross-correlation of the probe's face box (its central 80 %) with the reference warped
 * onto it by the landmarks' homography; null when no homography fits or too little of the box maps
 * into the reference.
 */
export function planarFit(
  reference: Grey,
  referenceLandmarks: Landmarks,
  probe: Grey,
  probeLandmarks: Landmarks,
  probeBox: [number, number, number, number],
): number | null {
  const toReference = fitHomography(probeLandmarks, referenceLandmarks);
  if (!toReference) return null;
  const [bx, by, bw, bh] = probeBox;
  const a: number[] = [];
  const b: number[] = [];
  for (let gy = 0; gy < grid; gy++) {
    for (let gx = 0; gx < grid; gx++) {
      const x = bx + bw * (0.1 + (0.8 * (gx + 0.5)) / grid);
      const y = by + bh * (0.1 + (0.8 * (gy + 0.5)) / grid);
      const seen = bilinear(probe, x, y);
      const [rx, ry] = project(toReference, [x, y]);
      const expected = bilinear(reference, rx, ry);
      if (seen === null || expected === null) continue;
      a.push(seen);
      b.push(expected);
    }
  }
  if (a.length < (grid * grid) / 2) return null;
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [sab, saa, sbb] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    const [da, db] = [a[i]! - ma, b[i]! - mb];
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : null;
}
