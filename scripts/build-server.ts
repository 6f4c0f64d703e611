import { cliArgs } from './support/cli-args';
import { buildServer, serverEntries, serverOutdir } from './support/server-build';

cliArgs({
  usage: `usage: npm run build:server

Compiles the services to JavaScript (decision 122): dist-server/ministry.js, gateway.js, face-id.js
and face-id-worker.js, one ES module each with a source map, the npm packages left as imports. They
run with node alone (node --enable-source-maps dist-server/gateway.js); the Dockerfile and
npm run cluster run them so.

  -h, --help  this text`,
  options: {},
});

const started = performance.now();
const metafile = await buildServer();
const sizes = Object.entries(metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, output]) => `${file} ${(output.bytes / 1024).toFixed(0)} KB`);
console.log(
  `Built ${Object.keys(serverEntries).length} services into ${serverOutdir} in ${Math.round(performance.now() - started)} ms:\n  ${sizes.join('\n  ')}`,
);
