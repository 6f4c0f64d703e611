import sharp, { type Sharp } from 'sharp';

/**
 * Variants of one photograph, as a camera or a scanner might give it: light, scale, rotation,
 * JPEG quality and crop. The face-match test and scripts/measure-face-match.ts both use them.
 */
export const variantNames = ['darker', 'brighter', 'scaled', 'rotated', 'jpeg', 'cropped'] as const;
export type VariantName = (typeof variantNames)[number];

export async function faceVariants(image: Buffer): Promise<Record<VariantName, Buffer>> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const png = (pipeline: Sharp) => pipeline.png().toBuffer();
  return {
    darker: await png(sharp(image).modulate({ brightness: 0.55 })),
    brighter: await png(sharp(image).modulate({ brightness: 1.5 })),
    // Half size, or one and a half times when that would leave too few pixels to find the face.
    scaled: await png(sharp(image).resize({ width: Math.round(width * (width >= 300 ? 0.5 : 1.5)) })),
    rotated: await png(sharp(image).rotate(12, { background: '#808080' })),
    jpeg: await sharp(image).jpeg({ quality: 20 }).toBuffer(),
    // An eighth off the left and the top: the face moves in the frame and the margins change.
    cropped: await png(
      sharp(image).extract({
        left: Math.round(width / 8),
        top: Math.round(height / 8),
        width: width - Math.round(width / 8),
        height: height - Math.round(height / 8),
      }),
    ),
  };
}
