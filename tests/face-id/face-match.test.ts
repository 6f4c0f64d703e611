import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaceId, type FaceId, memoryLivenessStore } from '../../ministry/face-id';
import { faceVariants } from '../../scripts/support/face-variants';
import { photos } from '../../scripts/support/faces';

// Face matching by the recognition network (docs/decisions/027-face-recognition.md) on every face
// the project ships: the two registry photographs and tests/fixtures/faces (see its README). Every
// photograph is described once with each of its generated variants; the pairs are then compared.

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/faces/${name}`, import.meta.url));

/** Each person's photographs. Two photographs of one person are different camera frames. */
const people: Record<string, string[]> = {
  collins: [photos.astronaut],
  hopper: [photos.hopper],
  'young-man': [fixture('young-man.jpg')],
  'goatee-man': [fixture('goatee-man.jpg')],
  'landmarks-woman': [fixture('landmarks-woman.jpg')],
  'webcam-woman': [fixture('webcam-woman-1.jpg'), fixture('webcam-woman-2.jpg')],
  'mona-lisa': [fixture('mona-lisa.jpg')],
  'glasses-man': [fixture('glasses-man.jpg')],
  'facereg-woman-1': [fixture('facereg-woman-1.jpg')],
  'facereg-woman-glasses': [fixture('facereg-woman-glasses.jpg')],
  'facereg-woman-2': [fixture('facereg-woman-2.jpg')],
  'facereg-obama': [fixture('facereg-obama.jpg')],
  messi: [fixture('messi.jpg')],
  'flowers-man': [fixture('flowers-man.jpg')],
};

interface Described {
  person: string;
  photo: string;
  /** 'original' or the name of a generated variant. */
  variant: string;
  descriptor: Float32Array;
}

let faceId: FaceId;
const described: Described[] = [];

beforeAll(async () => {
  faceId = createFaceId({ secret: randomBytes(32), store: memoryLivenessStore(), workers: 2 });
  await faceId.warmUp();
  const jobs: Promise<void>[] = [];
  for (const [person, files] of Object.entries(people)) {
    for (const file of files) {
      const original = await readFile(file);
      const images = { original, ...(await faceVariants(original)) };
      for (const [variant, image] of Object.entries(images)) {
        jobs.push(
          faceId.describeFace(image).then((result) => {
            if (result.faces !== 1 || !result.embedding) {
              throw new Error(`${file} (${variant}) shows ${result.faces} faces, not one`);
            }
            described.push({ person, photo: file, variant, descriptor: result.embedding });
          }),
        );
      }
    }
  }
  // The pool queues what its two workers cannot take yet.
  await Promise.all(jobs);
}, 120_000);

afterAll(async () => {
  await faceId?.close();
});

const label = (d: Described) => `${d.photo.split('/').pop()} (${d.variant})`;

function pairs(keep: (a: Described, b: Described) => boolean) {
  const found: { a: Described; b: Described; distance: number }[] = [];
  for (let i = 0; i < described.length; i++) {
    for (let j = i + 1; j < described.length; j++) {
      const a = described[i]!;
      const b = described[j]!;
      if (keep(a, b)) found.push({ a, b, distance: faceId.distance(a.descriptor, b.descriptor) });
    }
  }
  return found;
}

describe('face matching by the recognition network', () => {
  it('has the threshold decision 027 measured', () => {
    expect(faceId.maxFaceDistance).toBe(0.5);
    expect(described.every((d) => d.descriptor.length === faceId.descriptorLength)).toBe(true);
  });

  it('matches every variant of a photograph with the original and with each other', () => {
    const genuine = pairs((a, b) => a.photo === b.photo);
    // 15 photographs, each with 7 images (the original and 6 variants): 21 pairs each.
    expect(genuine).toHaveLength(15 * 21);
    const rejected = genuine
      .filter((p) => p.distance > faceId.maxFaceDistance)
      .map((p) => `${label(p.a)} ~ ${label(p.b)}: ${p.distance.toFixed(3)}`);
    expect(rejected).toEqual([]);
  });

  it('matches the two webcam frames of one woman', () => {
    const frames = pairs(
      (a, b) => a.person === 'webcam-woman' && a.photo !== b.photo && b.person === 'webcam-woman',
    );
    const originals = frames.filter((p) => p.a.variant === 'original' && p.b.variant === 'original');
    expect(originals).toHaveLength(1);
    expect(originals[0]!.distance).toBeLessThanOrEqual(faceId.maxFaceDistance);
  });

  it('never matches two different people, in any variant', () => {
    const impostors = pairs((a, b) => a.person !== b.person);
    expect(impostors.length).toBeGreaterThan(4000);
    const accepted = impostors
      .filter((p) => p.distance <= faceId.maxFaceDistance)
      .map((p) => `${label(p.a)} ~ ${label(p.b)}: ${p.distance.toFixed(3)}`);
    expect(accepted).toEqual([]);
  });
});
