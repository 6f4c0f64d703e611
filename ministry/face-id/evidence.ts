/**
 * Image evidence of a presentation attack in one face box (docs/decisions/068): numbers computed on
 * the face box resized to a square of `side` pixels, in the worker thread with the rest of a frame's
 * analysis. They are measurements, not verdicts: policy.ts holds the thresholds, chosen on the
 * attack set and the genuine sequences of `npm run measure:liveness`.
 */

/** A 3x3 box blur, edges repeated. */
function blur3(values: Float64Array, side: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = Math.min(side - 1, Math.max(0, y + dy));
        for (let dx = -1; dx <= 1; dx++) {
          const xx = Math.min(side - 1, Math.max(0, x + dx));
          sum += values[yy * side + xx]!;
        }
      }
      out[y * side + x] = sum / 9;
    }
  }
  return out;
}

/**
 * Mean absolute band-pass (a 3x3 blur minus a 3x3 blur of it) of one channel, away from the edges:
 * the detail between about 2 and 8 pixels, where a screen's beat fringes and a print's colour grain
 * sit at a camera's distance.
 */
function bandEnergy(values: Float64Array, side: number): number {
  const fine = blur3(values, side);
  const coarse = blur3(blur3(fine, side), side);
  let sum = 0;
  let count = 0;
  for (let y = 4; y < side - 4; y++) {
    for (let x = 4; x < side - 4; x++) {
      const i = y * side + x;
      sum += Math.abs(fine[i]! - coarse[i]!);
      count++;
    }
  }
  return sum / count;
}

/**
 * Chroma detail over luma detail. Skin is smooth in colour: a face's detail is mostly luma (edges
 * of eyes, brows, hair), so the ratio stays small; a screen's RGB subpixels beating against the
 * camera's colour filter, or a print's cyan/magenta/yellow dots, add coloured detail.
 */
export function chromaRipple(luma: Float64Array, cb: Float64Array, cr: Float64Array, side: number): number {
  const l = bandEnergy(luma, side);
  const c = bandEnergy(cb, side) + bandEnergy(cr, side);
  return c / Math.max(l, 0.5);
}

/** In-place radix-2 FFT of one row or column (length a power of two). */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let length = 2; length <= n; length <<= 1) {
    const angle = (-2 * Math.PI) / length;
    const [wr, wi] = [Math.cos(angle), Math.sin(angle)];
    for (let start = 0; start < n; start += length) {
      let [cr, ci] = [1, 0];
      for (let k = 0; k < length / 2; k++) {
        const a = start + k;
        const b = a + length / 2;
        const tr = re[b]! * cr - im[b]! * ci;
        const ti = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
        [cr, ci] = [cr * wr - ci * wi, cr * wi + ci * wr];
      }
    }
  }
}

/** Power spectrum of a square image (side a power of two), mean removed, Hann-windowed. */
export function powerSpectrum(values: Float64Array, side: number): Float64Array {
  let mean = 0;
  for (const v of values) mean += v;
  mean /= values.length;
  const hann = Float64Array.from(
    { length: side },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (side - 1)),
  );
  const re = new Float64Array(side * side);
  const im = new Float64Array(side * side);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) re[y * side + x] = (values[y * side + x]! - mean) * hann[x]! * hann[y]!;
  const rowRe = new Float64Array(side);
  const rowIm = new Float64Array(side);
  for (let y = 0; y < side; y++) {
    rowRe.set(re.subarray(y * side, (y + 1) * side));
    rowIm.set(im.subarray(y * side, (y + 1) * side));
    fft(rowRe, rowIm);
    re.set(rowRe, y * side);
    im.set(rowIm, y * side);
  }
  for (let x = 0; x < side; x++) {
    for (let y = 0; y < side; y++) {
      rowRe[y] = re[y * side + x]!;
      rowIm[y] = im[y * side + x]!;
    }
    fft(rowRe, rowIm);
    for (let y = 0; y < side; y++) {
      re[y * side + x] = rowRe[y]!;
      im[y * side + x] = rowIm[y]!;
    }
  }
  const power = new Float64Array(side * side);
  for (let i = 0; i < power.length; i++) power[i] = re[i]! ** 2 + im[i]! ** 2;
  return power;
}

/**
 * The share of the mid/high-frequency energy (radius 1/8 to 1/2 of the sampling rate) held by its
 * strongest 0.5 % of bins. A face's spectrum falls off smoothly, so its strongest bins are the
 * lowest of the band; periodic texture stands out as isolated peaks.
 */
export function spectralPeaks(luma: Float64Array, side: number): number {
  const power = powerSpectrum(luma, side);
  const band: number[] = [];
  for (let v = 0; v < side; v++) {
    for (let u = 0; u < side; u++) {
      const fu = (u <= side / 2 ? u : u - side) / side;
      const fv = (v <= side / 2 ? v : v - side) / side;
      const radius = Math.hypot(fu, fv);
      // Weighted by the radius squared: flattens a natural image's 1/f² fall-off, so a peak is a
      // peak wherever it sits in the band.
      if (radius >= 1 / 8 && radius <= 1 / 2) band.push(power[v * side + u]! * radius * radius);
    }
  }
  band.sort((a, b) => b - a);
  const top = Math.max(1, Math.round(band.length * 0.005));
  let total = 0;
  let strongest = 0;
  for (let i = 0; i < band.length; i++) {
    total += band[i]!;
    if (i < top) strongest += band[i]!;
  }
  return total > 0 ? strongest / total : 0;
}

/** The share of pixels at or above luma 250. */
export function glareShare(luma: Float64Array): number {
  let bright = 0;
  for (const v of luma) if (v >= 250) bright++;
  return bright / luma.length;
}
