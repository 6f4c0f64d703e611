import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new versioned SQL migration after a schema change;
// the ministry applies pending migrations itself at start (ministry/db/database.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './ministry/db/schema/index.ts',
  out: './ministry/db/migrations',
  schemaFilter: ['ref', 'registry', 'portal', 'notary', 'auth', 'acts', 'sandbox', 'equeue'],
});
