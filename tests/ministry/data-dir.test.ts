import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMinistry } from '../../ministry/app';
import { rowCounts } from '../support/ministry';

describe('ministry data folder (PGlite)', () => {
  let parent: string | undefined;

  afterAll(async () => {
    if (parent) await rm(parent, { recursive: true, force: true });
  });

  // Two PGlite starts, one of them creating a database on disk (3-7 s alone, far more on a busy machine).
  it('is created on first start and reused without new seed rows on the second', {
    timeout: 120_000,
  }, async () => {
    parent = await mkdtemp(join(tmpdir(), 'ministry-data-'));
    const dataDir = join(parent, 'nested', 'ministry');

    const first = await createMinistry({ dataDir, faceId: false });
    const countsAfterFirst = await rowCounts(first.db);
    await first.close();
    expect((await readdir(dataDir)).length).toBeGreaterThan(0);
    expect(countsAfterFirst['registry.citizens']).toBeGreaterThan(0);

    const second = await createMinistry({ dataDir, faceId: false });
    try {
      expect(await rowCounts(second.db)).toEqual(countsAfterFirst);
      const health = await second.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    } finally {
      await second.close();
    }
  });
});
