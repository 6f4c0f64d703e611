import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { actFor } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { files, notarialActs } from '../db/schema';
import { MinistryError } from '../errors';

// Downloads (print forms, refusal resolutions) for the gateway's /files/*: only to the act's people
// (418 pin_not_found_in_uuid otherwise, which the client shows as "access denied to download").

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function fileRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { id: string } }>(
      '/files/:id',
      { config: { session: 'required' } },
      async (request, reply) => {
        const { userId } = sessionOf(request);
        const [row] = uuidShape.test(request.params.id)
          ? await db
              .select({ file: files, uuid: notarialActs.uuid })
              .from(files)
              .innerJoin(notarialActs, eq(notarialActs.id, files.actId))
              .where(eq(files.id, request.params.id.toLowerCase()))
          : [];
        if (!row) throw new MinistryError(404, 'not_found');
        await actFor(db, row.uuid, userId);
        return reply
          .type(row.file.contentType)
          .header(
            'content-disposition',
            `attachment; filename="${row.file.name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.file.name)}`,
          )
          .send(row.file.bytes);
      },
    );
  };
}
