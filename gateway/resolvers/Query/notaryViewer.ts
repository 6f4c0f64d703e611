import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { notaryViewerSchema } from '../../ministry/notary-directory-schemas.js';

export const notaryViewer: NonNullable<QueryResolvers['notaryViewer']> = (
  _parent,
  { notaryId },
  { ministry },
) => ministry.getJson(`notary_directory/${notaryId}/viewer`, notaryViewerSchema);
