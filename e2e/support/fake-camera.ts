import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';

/**
 * Chromium's fake camera plays a .y4m file in a loop (STACK.md). These are written from the
 * registry photographs (ministry/db/seed/photos, with their source note) as one 640x480 frame:
 * a YUV4MPEG2 header, then FRAME + the Y, U and V planes of 4:2:0 video.
 */
const root = resolve(import.meta.dirname, '..', '..');
const photos = join(root, 'ministry', 'db', 'seed', 'photos');
export const cameraDir = join(root, 'test-results', 'cameras');

const width = 640;
const height = 480;

export type Camera = 'astronaut' | 'graceHopper' | 'noFace' | 'twoFaces';

export const cameraFile = (camera: Camera) => join(cameraDir, `${camera}.y4m`);

/** Chromium flags that make the camera show `camera` (one browser process per file). */
export function fakeCameraArgs(camera: Camera): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${cameraFile(camera)}`,
  ];
}

const grey = { r: 128, g: 128, b: 128 };

async function fitted(file: string, w: number, h: number): Promise<Buffer> {
  return sharp(join(photos, file))
    .resize(w, h, { fit: 'contain', background: grey })
    .removeAlpha()
    .png()
    .toBuffer();
}

async function frameOf(camera: Camera): Promise<Buffer> {
  if (camera === 'astronaut') return fitted('astronaut.png', width, height);
  if (camera === 'graceHopper') return fitted('grace_hopper.jpg', width, height);
  if (camera === 'noFace') return fitted('coffee.png', width, height);
  const [left, right] = await Promise.all([
    fitted('astronaut.png', width / 2, height),
    fitted('grace_hopper.jpg', width / 2, height),
  ]);
  return sharp({ create: { width, height, channels: 3, background: grey } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: width / 2, top: 0 },
    ])
    .png()
    .toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** RGB (BT.601, studio range) to planar YUV 4:2:0, chroma averaged over each 2x2 block. */
export function toYuv420(rgb: Buffer, w: number, h: number): Buffer {
  const y = Buffer.alloc(w * h);
  const u = Buffer.alloc((w * h) / 4);
  const v = Buffer.alloc((w * h) / 4);
  for (let row = 0; row < h; row++)
    for (let col = 0; col < w; col++) {
      const i = (row * w + col) * 3;
      y[row * w + col] = clamp(0.257 * rgb[i]! + 0.504 * rgb[i + 1]! + 0.098 * rgb[i + 2]! + 16);
    }
  for (let row = 0; row < h / 2; row++)
    for (let col = 0; col < w / 2; col++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((2 * row + dy) * w + 2 * col + dx) * 3;
        r += rgb[i]!;
        g += rgb[i + 1]!;
        b += rgb[i + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      u[row * (w / 2) + col] = clamp(-0.148 * r - 0.291 * g + 0.439 * b + 128);
      v[row * (w / 2) + col] = clamp(0.439 * r - 0.368 * g - 0.071 * b + 128);
    }
  return Buffer.concat([y, u, v]);
}

export async function writeCamera(camera: Camera): Promise<string> {
  const rgb = await sharp(await frameOf(camera))
    .removeAlpha()
    .raw()
    .toBuffer();
  const file = cameraFile(camera);
  mkdirSync(dirname(file), { recursive: true });
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F20:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, Buffer.from('FRAME\n'), toYuv420(rgb, width, height)]));
  return file;
}

export async function writeCameras() {
  await Promise.all((['astronaut', 'graceHopper', 'noFace', 'twoFaces'] as const).map(writeCamera));
}
