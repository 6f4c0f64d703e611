import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project's root, from where this module runs: `ministry/` under tsx, or a bundle of the compiled
// server in `dist-server/` (decision 122); both are one folder below it.
const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** A path under the project's root: the files the ministry reads at run time (migrations, photos). */
export function fromProjectRoot(...segments: string[]): string {
  return join(projectRoot, ...segments);
}
