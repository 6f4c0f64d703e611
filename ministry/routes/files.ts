import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actFor, assertMayHaveRecordings, assertTakesPart } from '../acts/queries';
import { sessionOf } from '../auth/plugin';
import type { Database } from '../db/database';
import { MinistryError } from '../errors';
import { recordingSize, storedFile, storedRecording } from '../files/files';
import { recordingContentType } from '../video/recordings';

// Downloads (print forms, refusal resolutions, video recordings) for the gateway's /files/*: only to
// the act's people (418 pin_not_found_in_uuid otherwise, which the client shows as "access denied to
// download"); not to a party who rejected or left the act (403 act_left), and the recordings only to
// the act's notary, its applicant and its accepted parties (403 recording_not_allowed; decision 069).

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function attachment(reply: FastifyReply, contentType: string, name: string): FastifyReply {
  return reply
    .type(contentType)
    .header(
      'content-disposition',
      `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
}

export function fileRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { id: string } }>(
      '/files/:id',
      { config: { session: 'required' } },
      async (request, reply) => {
        const { userId } = sessionOf(request);
        const id = uuidShape.test(request.params.id) ? request.params.id.toLowerCase() : null;
        const row = id ? await storedFile(db, id) : undefined;
        if (row) {
          const { act, roles } = await actFor(db, row.uuid, userId);
          await assertTakesPart(db, act, roles, userId);
          return attachment(reply, row.file.contentType, row.file.name).send(row.file.bytes);
        }
        const recording = id ? await storedRecording(db, id) : undefined;
        if (!recording) throw new MinistryError(404, 'not_found');
        const { act, roles } = await actFor(db, recording.uuid, userId);
        await assertMayHaveRecordings(db, act, roles, userId);
        const { path, attendanceId, segment } = recording.recording;
        // The file on the recording volume; gone (moved, expired) is a 404, never a half answer.
        const size = await recordingSize(path);
        if (size === null) throw new MinistryError(404, 'not_found');
        const extension = path.slice(path.lastIndexOf('.'));
        const name = `video-${recording.actId}-${attendanceId}-${segment}${extension}`;
        return attachment(reply, recordingContentType(path), name)
          .header('content-length', size)
          .send(createReadStream(path));
      },
    );
  };
}
