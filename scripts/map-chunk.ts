/**
 * The notary directory's map (decision 051): the chunks the map brings (ui/features/notaries/
 * notary-map.tsx and what it imports statically: maplibre-gl, its CSS-free code, the Natural Earth
 * basemap), their gzip size, and whether any of them is in the first load of a budgeted page (it
 * must not be: the map loads only on /notary and /notary/:id). `npm run bench` prints it;
 * `npx tsx scripts/map-chunk.ts` prints it after a build and fails if the map leaks into a first load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { kb, type Manifest, measureDist, staticClosure } from './first-load';
import { root } from './processes';

export const mapModule = 'features/notaries/notary-map.tsx';

export interface MapChunkFigures {
  files: string[];
  gzip: number;
  /** The budgeted pages whose first load holds a map file (none, when all is well). */
  inFirstLoadOf: string[];
}

export function measureMapChunk(dist = join(root, 'dist')): MapChunkFigures {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run the build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const key = Object.keys(manifest).find((k) => manifest[k]!.src === mapModule);
  if (!key) throw new Error(`the manifest has no ${mapModule}`);
  const firstLoads = measureDist(dist);
  const shared = new Set(firstLoads.flatMap((page) => page.files));
  // The map's own files: its static closure, less what the first pages fetch anyway.
  const files = staticClosure(manifest, key)
    .map((k) => manifest[k]!.file)
    .filter((file) => !shared.has(file) || file === manifest[key]!.file);
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    0,
  );
  const inFirstLoadOf = firstLoads
    .filter((page) => files.some((file) => page.files.includes(file)))
    .map((p) => p.path);
  return { files, gzip, inFirstLoadOf };
}

export function mapChunkLines(figures: MapChunkFigures): string[] {
  return [
    `  /notary's map (${figures.files.length} scripts: notary-map, maplibre-gl, the Natural Earth basemap): ${kb(figures.gzip)} gzip`,
    `  in the first load of ${figures.inFirstLoadOf.length === 0 ? 'no budgeted page (/, /kiosk/auth): loaded only on /notary' : figures.inFirstLoadOf.join(', ')}`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = measureMapChunk();
  console.log('The directory map (gzip level 9):');
  console.log(mapChunkLines(figures).join('\n'));
  process.exit(figures.inFirstLoadOf.length === 0 ? 0 : 1);
}
