import { cliArgs, cliRefuse } from './support/cli-args';

// npm run backup -- <file>   (DATABASE_URL: the ministry's PostgreSQL)
// The ministry's database to one file of pg_dump's custom format, with a manifest beside it
// (decision 117); the ministries may keep running.

const usage = `usage: npm run backup -- <file>

Writes the ministry's PostgreSQL database (DATABASE_URL) to <file> in pg_dump's custom format, from
one snapshot, and <file>.manifest.json beside it: the file's SHA-256 and what it holds (migrations,
acts, journal rows). The ministries may keep running. Restore with npm run restore (decision 117).

  -h, --help  this text`;

const { positionals } = cliArgs({ usage, options: {}, positionals: true });
const [file, ...rest] = positionals;
if (!file || rest.length > 0) cliRefuse('give the backup file to write, once; see --help');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  cliRefuse(
    "DATABASE_URL is not set: a backup is of the ministry's PostgreSQL (the embedded sandbox database is " +
      'its DATA_DIR folder, copied while npm start is stopped)',
  );

const { BackupError, backupDatabase, manifestPath } = await import('./support/backup');
try {
  const manifest = await backupDatabase({ databaseUrl, file });
  process.stdout.write(
    `backed up ${manifest.acts} acts, ${manifest.journal} journal rows, ${manifest.migrations} migrations ` +
      `(${(manifest.bytes / 1024 / 1024).toFixed(1)} MiB) to ${file}; manifest ${manifestPath(file)}\n`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`backup refused: ${error.message}\n`);
  process.exit(1);
}
