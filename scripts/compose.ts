import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './processes';
import { cliArgs } from './support/cli-args';
import { composeFiles } from './support/compose';

cliArgs({
  usage: `usage: npm run compose

Writes compose.yaml and deploy/haproxy.cfg from the cluster's plan (scripts/support/cluster-plan.ts,
decision 122): the processes of npm run cluster as containers of the portal's image (Dockerfile),
beside PostgreSQL, Redis and HAProxy. Run it after changing the plan; a test fails while they differ.

  -h, --help  this text`,
  options: {},
});

const { compose, haproxy } = composeFiles();
for (const [file, text] of [
  ['compose.yaml', compose],
  ['deploy/haproxy.cfg', haproxy],
] as const) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text.endsWith('\n') ? text : `${text}\n`);
  console.log(`Wrote ${file}`);
}
