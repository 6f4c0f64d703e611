import { randomFillSync } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MinistryError, parseInput } from '../errors';

// The speed test of the video readiness check (issue 11, decision 046; specification sections 5 and
// 9: at least 2 Mb/s, 4 recommended). The browser measures against the ministry itself (through the
// gateway), because the ministry hosts the media server its video will travel to.
//   GET  /api/speed_test?bytes=N  N random bytes (1..SPEED_TEST_MAX_BYTES), never compressed or cached
//   POST /api/speed_test          an octet-stream sink: answers how many bytes arrived (same cap)
// No session: /video_testing runs before login. Both start outside the admission queue (they never
// touch the database, and a slow link would otherwise hold one of the few database turns for
// seconds), and both are bounded, so one request costs at most 8 MiB of traffic.

/** 8 MiB: 16 s at the 4 Mb/s the specification recommends, far more than a measurement needs. */
export const SPEED_TEST_MAX_BYTES = 8 * 1024 * 1024;
const CHUNK = 64 * 1024;

const downloadQuery = z.object({
  bytes: z.coerce
    .number('error_speed_test_bytes')
    .int('error_speed_test_bytes')
    .min(1, 'error_speed_test_bytes')
    .max(SPEED_TEST_MAX_BYTES, 'error_speed_test_bytes'),
});

/** Random bytes, made a chunk at a time as the client reads them: incompressible, nothing held. */
function randomBytesStream(total: number): Readable {
  let left = total;
  return new Readable({
    highWaterMark: CHUNK,
    read() {
      if (left <= 0) {
        this.push(null);
        return;
      }
      const size = Math.min(CHUNK, left);
      left -= size;
      this.push(randomFillSync(Buffer.allocUnsafe(size)));
    },
  });
}

const tooLarge = () =>
  new MinistryError(400, 'validation_failed', { fields: { bytes: 'error_speed_test_bytes' } });

export function speedTestRoutes() {
  return async (app: FastifyInstance) => {
    const bypass = { config: { admission: 'bypass' as const } };
    // The upload's body is read by the route as it arrives (counted, never kept): the parser leaves
    // the raw stream alone (the default parsers would buffer it, and the text guard would walk it).
    app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, undefined));

    app.get('/speed_test', bypass, async (request, reply) => {
      const { bytes } = parseInput(downloadQuery, request.query);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(bytes))
        .header('cache-control', 'no-store, no-transform')
        .send(randomBytesStream(bytes));
    });

    app.post('/speed_test', bypass, async (request) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > SPEED_TEST_MAX_BYTES) throw tooLarge();
      if (!request.headers['content-type']?.startsWith('application/octet-stream')) {
        request.raw.resume();
        throw new MinistryError(400, 'validation_failed', { fields: { body: 'error_speed_test_body' } });
      }
      let received = 0;
      for await (const chunk of request.raw) {
        received += (chunk as Buffer).length;
        // A chunked upload past the cap (one that declared its length was refused above) is cut.
        if (received > SPEED_TEST_MAX_BYTES) throw tooLarge();
      }
      return { bytes: received };
    });
  };
}
