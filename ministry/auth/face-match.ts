import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { photos } from '../db/schema';
import { registryPhotoPath } from '../db/seed/registry-photos';
import { type FaceId, FaceJobError } from '../face-id';

export type FaceMatch =
  // distance is null when the comparison is switched off (AUTH_FACE_MATCH=off, sandbox only).
  | { ok: true; distance: number | null }
  | { ok: false; reason: 'bestshot_faces' | 'registry_photo_missing' | 'registry_photo_unusable' }
  | { ok: false; reason: 'face_mismatch'; distance: number };

export interface FaceMatcher {
  /** Compares the liveness best shot with the citizen's registry photograph. */
  match(citizenId: number, bestshot: Buffer): Promise<FaceMatch>;
}

export function createFaceMatcher(
  db: Database,
  faceId: FaceId,
  now: () => Date,
  mode: 'registry' | 'off' = 'registry',
): FaceMatcher {
  // The one face of an image, or null when it has none, several, or cannot be decoded.
  async function describe(image: Buffer): Promise<Float32Array | null> {
    try {
      const described = await faceId.describeFace(image);
      return described.faces === 1 ? described.embedding : null;
    } catch (error) {
      if (error instanceof FaceJobError && error.failure !== 'internal') return null;
      throw error;
    }
  }

  // The embedding of the registry photograph, computed once and kept in the photos row. One of
  // another length was made by an earlier network (decision 006's faceres) and is computed again.
  async function registryEmbedding(citizenId: number): Promise<Float32Array | 'missing' | 'unusable'> {
    const [row] = await db.select().from(photos).where(eq(photos.citizenId, citizenId));
    if (!row) return 'missing';
    if (row.embedding?.length === faceId.descriptorLength) return Float32Array.from(row.embedding);
    const described = await describe(await readFile(registryPhotoPath(row.fileName)));
    if (!described) return 'unusable';
    await db
      .update(photos)
      .set({ embedding: Array.from(described), embeddedAt: now() })
      .where(eq(photos.citizenId, citizenId));
    return described;
  }

  return {
    async match(citizenId, bestshot) {
      if (mode === 'off')
        return (await describe(bestshot))
          ? { ok: true, distance: null }
          : { ok: false, reason: 'bestshot_faces' };
      const [registry, shot] = await Promise.all([registryEmbedding(citizenId), describe(bestshot)]);
      if (!shot) return { ok: false, reason: 'bestshot_faces' };
      if (registry === 'missing') return { ok: false, reason: 'registry_photo_missing' };
      if (registry === 'unusable') return { ok: false, reason: 'registry_photo_unusable' };
      const distance = faceId.distance(shot, registry);
      return distance <= faceId.maxFaceDistance
        ? { ok: true, distance }
        : { ok: false, reason: 'face_mismatch', distance };
    },
  };
}
