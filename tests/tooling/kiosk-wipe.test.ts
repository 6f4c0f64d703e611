import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A kiosk's wipe (ui/storage/kiosk-wipe.ts, decision 074) clears localStorage and sessionStorage and
// leaves IndexedDB alone, because the portal's only IndexedDB database is the kiosk's enrolment,
// which must survive it. This scan fails when another module of ui/ opens a database, a cache or a
// service worker: the wipe would then leave the last person's data there, and must learn to clear it.

const root = join(import.meta.dirname, '..', '..');

const uiSources = () =>
  readdirSync(join(root, 'ui'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('gql/'))
    .map((file) => ({ file, source: readFileSync(join(root, 'ui', file), 'utf8') }));

const persistentStores = /\bindexedDB\.open\(|\bcaches\.open\(|\bserviceWorker\.register\(|\bopenDatabase\(/;

describe('what a kiosk wipe must know of', () => {
  it('only the kiosk credential opens a browser database; no cache or service worker is used', () => {
    const users = uiSources()
      .filter(({ source }) => persistentStores.test(source))
      .map(({ file }) => file);
    expect(users).toEqual(['features/kiosks/kiosk-credential.ts']);
  });

  it('the credential opens the database the wipe keeps', () => {
    const credential = readFileSync(join(root, 'ui/features/kiosks/kiosk-credential.ts'), 'utf8');
    expect(credential).toMatch(/const database = kioskCredentialDatabase;/);
    expect(credential).toMatch(/indexedDB\.open\(database, /);
  });
});
