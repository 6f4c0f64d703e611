import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Routes parse, authorize and call (issue 29): a ministry domain keeps its queries and transactions
// in its service module (ministry/<domain>/), and a route file imports no query builder, no table and
// no database helper, only the `Database` type it hands to the service.

const root = join(import.meta.dirname, '..', '..');
const routesDir = join(root, 'ministry', 'routes');

/** The imports of a route file that reach the database: drizzle, or a value of ministry/db. */
function databaseImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms)) {
    const [, typeOnly, , specifier = ''] = match;
    if (specifier.startsWith('drizzle-orm') || specifier.startsWith('@electric-sql') || specifier === 'pg')
      found.push(specifier);
    else if (/(^|\/)db(\/|$)/.test(specifier) && !typeOnly) found.push(specifier);
  }
  return found;
}

describe('thin routes', () => {
  it('finds drizzle and database values, and lets the Database type through', () => {
    const sample = [
      "import { and, eq } from 'drizzle-orm';",
      "import type { Database } from '../db/database';",
      "import { citizens } from '../db/schema';",
      "import { tashkentDay } from '../db/seed/notifications';",
      "import type { AnyPgColumn } from 'drizzle-orm/pg-core';",
      "import { searchPeople } from '../searches/people';",
    ].join('\n');
    expect(databaseImports(sample)).toEqual([
      'drizzle-orm',
      '../db/schema',
      '../db/seed/notifications',
      'drizzle-orm/pg-core',
    ]);
  });

  it('no route file queries the database itself', () => {
    const files = readdirSync(routesDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(20);
    const thick = files.filter(
      (file) => databaseImports(readFileSync(join(routesDir, file), 'utf8')).length > 0,
    );
    expect(thick).toEqual([]);
  });
});
