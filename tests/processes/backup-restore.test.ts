import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { actDetailSchema, actListSchema } from '../../gateway/ministry/acts-schemas.js';
import { createMinistry } from '../../ministry/app.js';
import { queryRows } from '../../ministry/db/database.js';
import { manifestPath } from '../../scripts/support/backup.js';
import { type Client, cleanSale, clientOf, sessionHeadersOf } from '../ministry/acts-support.js';
import { runEntry } from '../support/entry-process.js';
import { testLogDestination, testLogLevel } from '../support/log-files.js';
import {
  createTestDatabase,
  drivers,
  listeningMinistry,
  type TestMinistry,
  testActQuotas,
  testDatabaseUrl,
} from '../support/ministry.js';

// The restore drill (issue 31, decision 117): npm run backup while the ministry runs, a change after
// it, npm run restore with the ministry stopped, and the ministry started again finds the database as
// it was backed up: the act's journal is the one backed up, the figures are the manifest's, the answers
// still satisfy the gateway's contract, and the change after the backup is gone. A damaged file and a database still in
// use are refused with nothing replaced.

const journalOf = (detail: { journal: { event: string; version: number }[] }) =>
  detail.journal.map(({ event, version }) => ({ event, version }));

async function adminQuery<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('npm run backup and npm run restore', () => {
  it.each([
    ['scripts/backup.ts', 'backup'],
    ['scripts/restore.ts', 'restore'],
  ])('%s without a file or DATABASE_URL says what is missing', async (entry, verb) => {
    const noFile = await runEntry(entry, [], { DATABASE_URL: testDatabaseUrl });
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toBe(
      `give the backup file to ${verb === 'backup' ? 'write' : 'restore'}, once; see --help\n`,
    );
    const noDatabase = await runEntry(entry, ['x.dump'], { DATABASE_URL: '' });
    expect(noDatabase.code).toBe(2);
    expect(noDatabase.stderr).toMatch(/^DATABASE_URL is not set: /);
  });
});

describe.skipIf(!drivers.includes('postgresql'))('backing up and restoring the ministry’s database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'notary-backup-'));
  const kept: string[] = [];
  let ministry: TestMinistry | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await ministry?.close();
    await drop?.();
    for (const name of kept) await adminQuery(`drop database if exists "${name}" with (force)`);
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async (databaseUrl: string) =>
    listeningMinistry(
      await createMinistry({
        faceId: false,
        logger: { level: testLogLevel, stream: testLogDestination('ministry') },
        actQuotas: testActQuotas,
        databaseUrl,
      }),
    );

  it('brings back the database as it was backed up, and refuses a damaged file or a database in use', {
    timeout: 240_000,
  }, async () => {
    const database = await createTestDatabase('postgresql');
    drop = database.drop;
    const databaseUrl = database.options.databaseUrl as string;
    const env = { DATABASE_URL: databaseUrl };
    ministry = await start(databaseUrl);
    let applicant: Client = await clientOf(ministry, 'drahimova');
    const session = await sessionHeadersOf(ministry, 'drahimova');
    const buyer = await clientOf(ministry, 'stursunov');

    // The applicant's sale, agreed by the buyer: version 2.
    const created = await applicant.post('/notarial_act', cleanSale);
    expect(created.status).toBe(200);
    const { uuid } = created.body as { uuid: string };
    const offered = (await buyer.get(`/notarial_act/${uuid}`)).body;
    const partyId = String(offered.parties.find((p: { applicant: boolean }) => !p.applicant).id);
    expect((await buyer.send(uuid, 'party.accepted', { partyId })).status).toBe(200);
    const backedUp = actDetailSchema.parse((await applicant.get(`/notarial_act/${uuid}`)).body);
    expect(backedUp.version).toBe(2);

    // The backup, taken while the ministry runs.
    const file = join(dir, 'ministry.dump');
    const backup = await runEntry('scripts/backup.ts', [file], env, 120_000);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^backed up \d+ acts, \d+ journal rows, \d+ migrations/);
    // Neither the output nor the manifest carries the connection string.
    expect(backup.stdout).not.toContain(databaseUrl);
    const manifest = JSON.parse(readFileSync(manifestPath(file), 'utf8'));
    expect(manifest.format).toBe('notary-backup/1');
    expect(manifest.acts).toBeGreaterThanOrEqual(1);
    expect(manifest.actVersions).toBeGreaterThanOrEqual(manifest.acts + 1);
    expect(manifest.journal).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(manifest)).not.toContain(databaseUrl);

    // A change after the backup: the applicant sends the act for check (version 3).
    expect((await applicant.send(uuid, 'act.sentForCheck')).status).toBe(200);
    expect((await applicant.get(`/notarial_act/${uuid}`)).body.version).toBe(3);

    // Refused while the ministry is connected, and nothing replaced.
    const inUse = await runEntry('scripts/restore.ts', [file], env, 120_000);
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toMatch(
      /^restore refused: \d+ connection\(s\) are open to the database .*stop the ministries/,
    );
    expect((await applicant.get(`/notarial_act/${uuid}`)).body.version).toBe(3);

    await ministry.close();
    ministry = undefined;

    // A damaged copy is refused before anything is created.
    const damaged = join(dir, 'damaged.dump');
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
    writeFileSync(damaged, bytes);
    copyFileSync(manifestPath(file), manifestPath(damaged));
    const refused = await runEntry('scripts/restore.ts', [damaged], env, 120_000);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'restore refused: the backup file does not match its manifest: it is damaged or was changed\n',
    );
    const name = new URL(databaseUrl).pathname.slice(1);
    const siblings = async () =>
      (
        await adminQuery<{ datname: string }>('select datname from pg_database where datname like $1', [
          `${name}\\_%`,
        ])
      ).map((row) => row.datname);
    expect(await siblings()).toEqual([]);

    // The restore, with the ministry stopped: the replaced database is kept under another name.
    const restore = await runEntry('scripts/restore.ts', [file], env, 180_000);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const keptAs = /kept as (\S+)$/.exec(restore.stdout.trim())?.[1];
    expect(keptAs).toMatch(new RegExp(`^${name}_before_\\d{14}$`));
    kept.push(keptAs as string);
    expect(await siblings()).toEqual([keptAs]);

    // The ministry started again finds the act as it was backed up, the session of then included.
    ministry = await start(databaseUrl);
    const restored = await fetch(`${ministry.url}/api/notarial_act/${uuid}`, { headers: session });
    expect(restored.status).toBe(200);
    const detail = actDetailSchema.parse(await restored.json());
    expect(detail.version).toBe(2);
    expect(detail.journal).toHaveLength(detail.version);
    expect(journalOf(detail)).toEqual(journalOf(backedUp));
    expect(detail.view).toEqual(backedUp.view);
    applicant = await clientOf(ministry, 'drahimova');
    const list = await applicant.get('/notarial_act/list?tab=inprocess');
    expect(list.status).toBe(200);
    expect(actListSchema.parse(list.body).items.map((act) => act.uuid)).toContain(uuid);
    // The acts, their journal and their versions are the manifest's figures, not those of after it.
    const figures = await queryRows(
      ministry.db,
      sql`select (select count(*)::int from acts.acts) as acts,
                 (select count(*)::int from acts.journal) as journal,
                 (select sum(version)::int from acts.acts) as "actVersions"`,
    );
    expect(figures).toEqual([
      { acts: manifest.acts, journal: manifest.journal, actVersions: manifest.actVersions },
    ]);
    // And the step after the backup can be taken again.
    expect((await applicant.send(uuid, 'act.sentForCheck')).status).toBe(200);
  });
});
