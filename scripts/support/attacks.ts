import sharp from 'sharp';

/**
 * Presentation attacks made from photographs (docs/decisions/068): what an attacker holding a
 * photograph, a printout or a phone in front of a 640x480 camera shows it, generated rather than
 * committed. Each function returns a camera frame as the browser sends it: 640x480 JPEG at quality
 * 60. A seeded random source makes every run the same; `layout`, when given, draws where the
 * medium is held (the same for every frame of one presentation: a hand moves a pixel or two between
 * frames, not across the picture), `random` the rest (noise, jitter, paper grain).
 */

export const cameraWidth = 640;
export const cameraHeight = 480;

/** A seeded random source in [0, 1) (mulberry32), so the attack set is the same every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rgb {
  data: Buffer;
  width: number;
  height: number;
}

export async function rgbOf(image: Buffer | string, width?: number, height?: number): Promise<Rgb> {
  let pipeline = sharp(image).removeAlpha().toColourspace('srgb');
  if (width && height) pipeline = pipeline.resize(width, height, { fit: 'fill' });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function jpeg(image: Rgb, quality = 60): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

function sample(image: Rgb, x: number, y: number, out: number[]): boolean {
  if (!(x >= 0 && y >= 0)) return false;
  if (x < 0 || y < 0 || x > image.width - 1 || y > image.height - 1) return false;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(image.width - 1, x0 + 1);
  const y1 = Math.min(image.height - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  for (let c = 0; c < 3; c++) {
    const at = (xx: number, yy: number) => image.data[(yy * image.width + xx) * 3 + c]!;
    out[c] =
      (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
  }
  return true;
}

/** A room behind the medium: a soft vertical gradient with a little texture. */
function background(random: () => number): Rgb {
  const data = Buffer.alloc(cameraWidth * cameraHeight * 3);
  const base = [150 + 40 * random(), 140 + 40 * random(), 125 + 40 * random()];
  for (let y = 0; y < cameraHeight; y++)
    for (let x = 0; x < cameraWidth; x++) {
      const shade = 0.75 + (0.35 * (cameraHeight - y)) / cameraHeight;
      const grain = (random() - 0.5) * 6;
      for (let c = 0; c < 3; c++) data[(y * cameraWidth + x) * 3 + c] = clamp(base[c]! * shade + grain);
    }
  return { data, width: cameraWidth, height: cameraHeight };
}

/**
 * The camera's view of a flat medium: `medium` is placed by a homography from camera pixels to
 * medium pixels (inverse mapping), each camera pixel averaging `samples`² points of its own area,
 * as a sensor integrates light over a pixel. A few samples per pixel of a much finer pattern alias:
 * that is how a screen's subpixels and a print's dots turn into moiré in a real camera.
 */
function project(
  medium: Rgb,
  toMedium: (x: number, y: number) => [number, number],
  behind: Rgb,
  samples: number,
): Rgb {
  const out = Buffer.from(behind.data);
  const colour = [0, 0, 0];
  for (let y = 0; y < cameraHeight; y++) {
    for (let x = 0; x < cameraWidth; x++) {
      let [r, g, b, hits] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const [mx, my] = toMedium(x + (sx + 0.5) / samples - 0.5, y + (sy + 0.5) / samples - 0.5);
          if (!sample(medium, mx, my, colour)) continue;
          r += colour[0]!;
          g += colour[1]!;
          b += colour[2]!;
          hits++;
        }
      if (hits === 0) continue;
      const i = (y * cameraWidth + x) * 3;
      const cover = hits / (samples * samples);
      out[i] = clamp((r / hits) * cover + out[i]! * (1 - cover));
      out[i + 1] = clamp((g / hits) * cover + out[i + 1]! * (1 - cover));
      out[i + 2] = clamp((b / hits) * cover + out[i + 2]! * (1 - cover));
    }
  }
  return { data: out, width: cameraWidth, height: cameraHeight };
}

/** A medium of `w`x`h` pixels shown centred at (cx, cy) in the camera, `scale` camera pixels per medium pixel, turned `angle` degrees in the image plane. */
function placement(w: number, h: number, cx: number, cy: number, scale: number, angle: number) {
  const a = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(a), Math.sin(a)];
  return (x: number, y: number): [number, number] => {
    const [dx, dy] = [(x - cx) / scale, (y - cy) / scale];
    return [w / 2 + cos * dx + sin * dy, h / 2 - sin * dx + cos * dy];
  };
}

function addNoise(image: Rgb, random: () => number, amount: number): Rgb {
  const data = Buffer.from(image.data);
  for (let i = 0; i < data.length; i++) data[i] = clamp(data[i]! + (random() + random() - 1) * amount);
  return { ...image, data };
}

/**
 * The camera's automatic exposure: the whole frame scaled so the middle of the picture (where the
 * face is) averages a normal grey, as a webcam does in front of a dim screen or a bright page.
 */
function autoExposure(image: Rgb, target = 125): Rgb {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(cameraHeight * 0.2); y < cameraHeight * 0.7; y++)
    for (let x = Math.round(cameraWidth * 0.3); x < cameraWidth * 0.7; x++) {
      const i = (y * cameraWidth + x) * 3;
      sum += 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
      count++;
    }
  const gain = target / Math.max(1, sum / count);
  const data = Buffer.from(image.data);
  for (let i = 0; i < data.length; i++) data[i] = clamp(data[i]! * gain);
  return { ...image, data };
}

/** A specular highlight: an additive soft ellipse of white light on the medium's surface. */
function glare(image: Rgb, random: () => number, strength: number): Rgb {
  const data = Buffer.from(image.data);
  const cx = cameraWidth * (0.25 + 0.5 * random());
  const cy = cameraHeight * (0.15 + 0.5 * random());
  const rx = 40 + 80 * random();
  const ry = 25 + 50 * random();
  for (let y = 0; y < cameraHeight; y++)
    for (let x = 0; x < cameraWidth; x++) {
      const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      if (d > 4) continue;
      const light = strength * Math.exp(-d);
      const i = (y * cameraWidth + x) * 3;
      for (let c = 0; c < 3; c++) data[i + c] = clamp(data[i + c]! + light);
    }
  return { ...image, data };
}

/** Where the face sits in a camera frame fitted from a photo: the attacks keep it big enough for the guidance. */
export interface Framing {
  /** Face centre in the source photo, pixels. */
  faceX: number;
  faceY: number;
  /** Face width in the source photo, pixels. */
  faceWidth: number;
}

/** Scale that makes the face about `share` of the camera's width. */
const scaleFor = (framing: Framing, share: number) => (share * cameraWidth) / framing.faceWidth;

/** Camera position of the photo's centre such that the face lands a little above the frame's centre. */
function centreFor(photo: Rgb, framing: Framing, scale: number): [number, number] {
  const fx = cameraWidth / 2;
  const fy = cameraHeight * 0.45;
  return [fx + (photo.width / 2 - framing.faceX) * scale, fy + (photo.height / 2 - framing.faceY) * scale];
}

/**
 * A photograph held still in front of the camera: the photo, the camera's noise and a jitter of a
 * pixel or two between frames (a hand is never perfectly still).
 */
export async function stillPhoto(
  photo: Rgb,
  framing: Framing,
  random: () => number,
  layout: () => number = random,
): Promise<Buffer> {
  const scale = scaleFor(framing, 0.3 + 0.04 * layout());
  const [cx, cy] = centreFor(photo, framing, scale);
  const angle = (layout() - 0.5) * 2;
  const shown = project(
    photo,
    placement(photo.width, photo.height, cx + (random() - 0.5) * 3, cy + (random() - 0.5) * 3, scale, angle),
    background(layout),
    2,
  );
  return jpeg(addNoise(shown, random, 3));
}

/**
 * A photograph on a phone or monitor held to the camera: the picture drawn on an RGB-stripe
 * subpixel grid with a dark matrix between pixels, the screen's black bezel around it, a
 * reflection on its glass, and the camera's sampling of the fine grid (moiré).
 */
export async function screenPhoto(
  photo: Rgb,
  framing: Framing,
  random: () => number,
  layout: () => number = random,
): Promise<Buffer> {
  // The screen's own resolution: the photo as a phone shows it, the face 220-320 screen pixels wide.
  const screenScale = (220 + 100 * layout()) / framing.faceWidth;
  const sw = Math.round(photo.width * screenScale);
  const sh = Math.round(photo.height * screenScale);
  const screen = await rgbOf(
    await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
      .resize(sw, sh)
      .png()
      .toBuffer(),
  );
  // Three subpixel columns and one dark row per screen pixel, emitted a little brighter than paper.
  const cell = 4;
  const bezel = 18 + Math.round(10 * layout());
  const mw = (sw + 2 * bezel) * cell;
  const mh = (sh + 2 * bezel) * cell;
  const medium = Buffer.alloc(mw * mh * 3, 12);
  for (let y = 0; y < sh * cell; y++) {
    const row = y % cell;
    for (let x = 0; x < sw * cell; x++) {
      const column = x % cell;
      if (row === cell - 1 || column === cell - 1) continue;
      const src = (Math.floor(y / cell) * sw + Math.floor(x / cell)) * 3;
      const i = ((y + bezel * cell) * mw + x + bezel * cell) * 3;
      medium[i + column] = clamp(screen.data[src + column]! * 1.9);
    }
  }
  // Half the time the phone is held far enough back for its bezel to show.
  const scale = scaleFor(
    { ...framing, faceWidth: framing.faceWidth * screenScale * cell },
    0.2 + 0.12 * layout(),
  );
  const faceX = (framing.faceX * screenScale + bezel) * cell;
  const faceY = (framing.faceY * screenScale + bezel) * cell;
  const cx = cameraWidth / 2 + (mw / 2 - faceX) * scale;
  const cy = cameraHeight * 0.45 + (mh / 2 - faceY) * scale;
  let shown = project(
    { data: medium, width: mw, height: mh },
    placement(mw, mh, cx + (random() - 0.5) * 3, cy + (random() - 0.5) * 3, scale, (layout() - 0.5) * 8),
    background(layout),
    2,
  );
  shown = glare(autoExposure(shown), layout, 70 + 90 * layout());
  return jpeg(addNoise(shown, random, 3));
}

/**
 * A printed photograph held to the camera: the picture as a printer's halftone (cyan, magenta,
 * yellow dots on rotated screens), a narrower range of tones than a screen or a face, a white paper
 * border, the paper's grain, and a slight tilt.
 */
export async function printedPhoto(
  photo: Rgb,
  framing: Framing,
  random: () => number,
  layout: () => number = random,
): Promise<Buffer> {
  const dpi = 2; // medium pixels per photo pixel
  const border = 24;
  const mw = (photo.width + 2 * border) * dpi;
  const mh = (photo.height + 2 * border) * dpi;
  const paper = 238;
  const medium = Buffer.alloc(mw * mh * 3);
  const period = 3.2 + 0.8 * layout();
  const screens = [15, 75, 0].map((degrees) => {
    const a = (degrees * Math.PI) / 180;
    return { cos: Math.cos(a) / period, sin: Math.sin(a) / period };
  });
  const colour = [0, 0, 0];
  for (let y = 0; y < mh; y++) {
    for (let x = 0; x < mw; x++) {
      const i = (y * mw + x) * 3;
      const grain = (random() - 0.5) * 10;
      if (!sample(photo, x / dpi - border, y / dpi - border, colour)) {
        medium[i] = medium[i + 1] = medium[i + 2] = clamp(paper + grain);
        continue;
      }
      for (let c = 0; c < 3; c++) {
        // Ink coverage of this channel (cyan absorbs red, ...), the tone range squeezed as print does.
        const coverage = 1 - (25 + (colour[c]! / 255) * 205) / 255;
        const { cos, sin } = screens[c]!;
        const u = x * cos + y * sin;
        const v = -x * sin + y * cos;
        const du = u - Math.round(u);
        const dv = v - Math.round(v);
        const inDot = du * du + dv * dv < coverage / Math.PI;
        medium[i + c] = clamp((inDot ? 40 : paper) + grain);
      }
    }
  }
  const scale = scaleFor({ ...framing, faceWidth: framing.faceWidth * dpi }, 0.2 + 0.12 * layout());
  const faceX = (framing.faceX + border) * dpi;
  const faceY = (framing.faceY + border) * dpi;
  const cx = cameraWidth / 2 + (mw / 2 - faceX) * scale;
  const cy = cameraHeight * 0.45 + (mh / 2 - faceY) * scale;
  const shown = project(
    { data: medium, width: mw, height: mh },
    placement(mw, mh, cx + (random() - 0.5) * 3, cy + (random() - 0.5) * 3, scale, (layout() - 0.5) * 6),
    background(layout),
    2,
  );
  return jpeg(addNoise(autoExposure(shown), random, 3));
}

/**
 * A photograph turned or tilted in front of the camera to fake a head pose: the plane rotated by
 * `yaw` degrees about its vertical axis through the face (positive: the photo's left edge comes
 * towards the camera, as a head turning to its left brings its right cheek forward) and by `pitch`
 * about its horizontal axis, seen by a pinhole camera; `bend` > 0 curves the photo around a
 * vertical cylinder first (a hand bending the paper), which no single plane explains.
 */
export async function warpedPhoto(
  photo: Rgb,
  framing: Framing,
  pose: { yaw: number; pitch: number; bend?: number },
  random: () => number,
): Promise<Buffer> {
  const scale = scaleFor(framing, 0.32);
  const focal = 1.1 * cameraWidth;
  const depth = focal; // the face plane's distance: 1 camera pixel per photo pixel × scale at the centre
  const yaw = (pose.yaw * Math.PI) / 180;
  const pitch = (pose.pitch * Math.PI) / 180;
  const bend = pose.bend ?? 0;
  const fx = cameraWidth / 2;
  const fy = cameraHeight * 0.45;
  // Inverse mapping: for a camera ray, intersect the rotated plane and read the photo there.
  const [cy, sy, cp, sp] = [Math.cos(yaw), Math.sin(yaw), Math.cos(pitch), Math.sin(pitch)];
  // Plane basis after rotation (R = Rx(pitch)·Ry(yaw)): u axis, v axis, normal.
  const ux = [cy, sp * sy, -cp * sy];
  const vx = [0, cp, sp];
  const n = [sy, -sp * cy, cp * cy];
  const toMedium = (x: number, y: number): [number, number] => {
    const ray = [(x - fx) / focal, (y - fy) / focal, 1];
    // Plane through (0, 0, depth) with normal n.
    const t = (n[2]! * depth) / (n[0]! * ray[0]! + n[1]! * ray[1]! + n[2]! * ray[2]!);
    const p = [ray[0]! * t, ray[1]! * t, ray[2]! * t - depth];
    let u = (p[0]! * ux[0]! + p[1]! * ux[1]! + p[2]! * ux[2]!) * (focal / depth);
    const v = (p[0]! * vx[0]! + p[1]! * vx[1]! + p[2]! * vx[2]!) * (focal / depth);
    if (bend > 0) {
      // Arc length along a cylinder of radius 1/bend (in camera pixels) for the flat u.
      const radius = 1 / bend;
      if (Math.abs(u) >= radius) return [Number.NaN, Number.NaN];
      u = radius * Math.asin(u / radius);
    }
    return [framing.faceX + u / scale, framing.faceY + v / scale];
  };
  const shown = project(photo, toMedium, background(random), 2);
  return jpeg(addNoise(shown, random, 3));
}
