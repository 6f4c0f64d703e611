import { z } from 'zod';
import type { MutationResolvers } from '../../generated/resolvers-types.js';

const done = z.object({ done: z.literal(true) });

export const videoRoomCommand: NonNullable<MutationResolvers['videoRoomCommand']> = async (
  _parent,
  { uuid, attendanceId, command },
  { ministry },
) => {
  // GraphQL gives an absent input field as null; the ministry's command has no such field at all.
  const { type, participantId, muted } = command;
  await ministry.postJson(
    `notarial_act/${encodeURIComponent(uuid)}/video/command`,
    {
      attendanceId,
      command: {
        type,
        ...(participantId != null ? { participantId } : {}),
        ...(muted != null ? { muted } : {}),
      },
    },
    done,
    { uuid },
  );
  return true;
};
