import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';

// Camera frames made from the registry photographs (ministry/db/seed/photos, SOURCES.md):
// 640x480 JPEG at quality 60, as the browser sends them. The face-ID tests and the bench both use
// them, and scripts/ does not import test code (decision 022).

export const frameWidth = 640;
export const frameHeight = 480;

const photoDir = fileURLToPath(new URL('../../ministry/db/seed/photos/', import.meta.url));
export const photos = {
  /** One frontal face, 512x512; its face is about a third of the picture wide. */
  astronaut: `${photoDir}astronaut.png`,
  /** One frontal face, 512x600. */
  hopper: `${photoDir}grace_hopper.jpg`,
  /** A face turned about 44 degrees; the detector scores it below 0.7. */
  camera: `${photoDir}camera.png`,
  /** No face. */
  coffee: `${photoDir}coffee.png`,
} as const;

export type Photo = keyof typeof photos;

export interface Placement {
  photo: Photo;
  /** Width of the photo on the canvas, in pixels (height follows the aspect ratio). */
  width: number;
  /** Position of the photo's top-left corner; may be negative or run off the canvas (cropped). */
  left: number;
  top: number;
  /** Part of the photo to use before scaling. */
  crop?: { left: number; top: number; width: number; height: number };
  /** Multiplier of brightness (1 unchanged). */
  brightness?: number;
  /** Gaussian blur sigma. */
  blur?: number;
}

async function layer(placement: Placement): Promise<OverlayOptions | null> {
  let image = sharp(photos[placement.photo]);
  if (placement.crop) image = image.extract(placement.crop);
  image = image.resize({ width: placement.width });
  if (placement.brightness !== undefined) image = image.modulate({ brightness: placement.brightness });
  if (placement.blur !== undefined) image = image.blur(placement.blur);
  const { data, info } = await image
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The visible part of the placed photo.
  const left = Math.max(0, placement.left);
  const top = Math.max(0, placement.top);
  const right = Math.min(frameWidth, placement.left + info.width);
  const bottom = Math.min(frameHeight, placement.top + info.height);
  if (right <= left || bottom <= top) return null;
  const visible = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .extract({
      left: left - placement.left,
      top: top - placement.top,
      width: right - left,
      height: bottom - top,
    })
    .png()
    .toBuffer();
  return { input: visible, left, top };
}

/** A 640x480 grey canvas with the photos placed on it, as a JPEG. */
export async function frame(...placements: Placement[]): Promise<Buffer> {
  const layers = (await Promise.all(placements.map(layer))).filter((l): l is OverlayOptions => l !== null);
  return sharp({ create: { width: frameWidth, height: frameHeight, channels: 3, background: '#808080' } })
    .composite(layers)
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** The astronaut as the e2e fake camera shows her: the photo fitted into the frame, face up-centre (~156 px wide). */
export const centred = (extra: Partial<Placement> = {}) =>
  frame({ photo: 'astronaut', width: 480, left: 80, top: 0, ...extra });

/** The named frames of the face-ID tests, with the guidance each should produce. */
export const frames = {
  centred: () => centred(),
  /** Code 8. */
  noFace: () => frame({ photo: 'coffee', width: 640, left: 0, top: 40 }),
  /** Code 9: the two registry faces side by side. */
  twoFaces: () =>
    frame(
      { photo: 'astronaut', width: 320, left: 0, top: 100 },
      { photo: 'hopper', width: 300, left: 330, top: 60 },
    ),
  /** Code 13 (or 12): a face about 60 px wide. */
  small: () => frame({ photo: 'astronaut', width: 200, left: 220, top: 140 }),
  /** Code 38: the face fills the frame. */
  tooClose: () =>
    frame({
      photo: 'astronaut',
      width: 640,
      left: 0,
      top: 0,
      crop: { left: 130, top: 20, width: 200, height: 150 },
    }),
  /** Code 5: too dark. */
  dark: () => centred({ brightness: 0.2 }),
  /** Code 4: too bright. */
  bright: () => centred({ brightness: 2 }),
  /** Code 3. */
  blurred: () => centred({ blur: 3 }),
  /** Code 17: the face at the image's left edge, so the camera must move to the user's right. */
  offLeft: () => centred({ left: -80 }),
  /** Two acceptable positions far enough apart to be a jump between consecutive frames. */
  atLeft: () => centred({ left: 0 }),
  atRight: () => centred({ left: 220 }),
  /** The other registry person, fitted into the frame. */
  hopper: () => frame({ photo: 'hopper', width: 410, left: 115, top: 0 }),
};
