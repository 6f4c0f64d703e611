import { join } from 'node:path';
import pino, { type DestinationStream } from 'pino';
import { testLogsDir } from '../../scripts/log-scan';

// The services the tests start write their JSON logs here, one file per service and test process,
// so `npm test` can scan the logs of the whole run for personal data and tokens (scripts/log-scan.ts,
// decision 026). Debug level: more than production writes, so the scan sees more.
export const testLogLevel = 'debug';

const destinations = new Map<string, DestinationStream>();

export function testLogDestination(service: 'ministry' | 'gateway'): DestinationStream {
  let destination = destinations.get(service);
  if (!destination) {
    destination = pino.destination({
      dest: join(testLogsDir, `vitest-${service}-${process.pid}.ndjson`),
      append: true,
      mkdir: true,
      // A test process may end right after its last test: nothing may wait in a buffer.
      sync: true,
    });
    destinations.set(service, destination);
  }
  return destination;
}
