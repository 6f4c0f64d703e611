/**
 * The compiled server (issue 31, decision 122): each service's entry point bundled by esbuild into
 * one ES module under `dist-server/`, the project's own TypeScript compiled in and the npm packages
 * left as imports (they are installed beside it, `npm ci --omit=dev` in the image). Nothing runs
 * `tsx` at run time. The bundles sit one folder below the project's root, as `ministry/` and
 * `gateway/` do, so a module's `import.meta.url` finds the same files (`locales/`, `schema/`, `dist/`,
 * the migrations) from either place (`ministry/project-root.ts`).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { root } from '../processes';

export const serverOutdir = join(root, 'dist-server');

/** Each bundle by its name (`dist-server/<name>.js`) and the source it starts from. */
export const serverEntries = {
  ministry: 'ministry/main.ts',
  gateway: 'gateway/main.ts',
  'face-id': 'ministry/face-id/main.ts',
  // A thread of the face-ID pool (ministry/face-id/pool.ts starts it beside the bundle that runs it).
  'face-id-worker': 'ministry/face-id/worker.ts',
} as const;

export type ServerEntry = keyof typeof serverEntries;

/** The compiled file of a service, for `node` to run. */
export function serverEntry(name: ServerEntry): string {
  return join(serverOutdir, `${name}.js`);
}

/**
 * Builds every bundle into `outdir` (`dist-server/`; a test builds elsewhere, one folder below a copy
 * of the project as the image has it) with esbuild's metafile beside them (`meta.json`: which package
 * each bundle imports). Each file is written beside its place and renamed over it: two clusters
 * starting together (their tests run side by side) both build, and a process starting meanwhile
 * reads the whole of one build or of the other, never half a file.
 */
export async function buildServer(outdir = serverOutdir): Promise<Metafile> {
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay imports: installed beside the bundles, native parts and WASM files included.
    packages: 'external',
    // The servers' stack traces name the TypeScript lines (node --enable-source-maps).
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const replace = (path: string, contents: string | Uint8Array) => {
    const written = `${path}.${process.pid}.tmp`;
    writeFileSync(written, contents);
    renameSync(written, path);
  };
  for (const file of result.outputFiles) replace(file.path, file.contents);
  replace(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  return result.metafile;
}
