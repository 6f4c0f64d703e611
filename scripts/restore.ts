import { cliArgs, cliRefuse } from './support/cli-args';

// npm run restore -- <file>   (DATABASE_URL: the database to replace; the ministries stopped)
// A backup of npm run backup made the database of DATABASE_URL again (decision 117): checked against
// its manifest, restored beside it, checked again, then swapped in; the replaced one is kept.

const usage = `usage: npm run restore -- <file>

Makes the backup <file> (of npm run backup, with its manifest beside it) the database of DATABASE_URL.
The file is checked against its manifest's SHA-256, restored into a new database in one transaction,
its acts, journal rows and migrations checked against the manifest, and only then swapped in; the
database it replaces is kept as <name>_before_<time> (drop it once satisfied). Refused while anything
is connected to the database: stop the ministries first, start them after.

  -h, --help  this text`;

const { positionals } = cliArgs({ usage, options: {}, positionals: true });
const [file, ...rest] = positionals;
if (!file || rest.length > 0) cliRefuse('give the backup file to restore, once; see --help');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) cliRefuse('DATABASE_URL is not set: it names the PostgreSQL database to restore');

const { BackupError, restoreDatabase } = await import('./support/backup');
try {
  const { manifest, keptAs } = await restoreDatabase({ databaseUrl, file });
  process.stdout.write(
    `restored ${manifest.acts} acts, ${manifest.journal} journal rows, ${manifest.migrations} migrations ` +
      `as backed up at ${manifest.createdAt}` +
      (keptAs ? `; the database it replaced is kept as ${keptAs}\n` : '\n'),
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`restore refused: ${error.message}\n`);
  process.exit(1);
}
