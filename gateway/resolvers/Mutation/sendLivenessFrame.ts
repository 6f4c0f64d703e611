import type { MutationResolvers } from '../../generated/resolvers-types.js';
import { checkFrame, checkSessionId } from '../../liveness/validate.js';

export const sendLivenessFrame: NonNullable<MutationResolvers['sendLivenessFrame']> = (
  _parent,
  args,
  { liveness, connection, locale, maxImageChars },
) => {
  const sessionId = checkSessionId(args.sessionId, locale);
  const frame = checkFrame(args, maxImageChars, locale);
  // Only the connection holding the subscription may feed its session; over HTTP there is none.
  return liveness.send({ sessionId, owner: connection, ...frame });
};
