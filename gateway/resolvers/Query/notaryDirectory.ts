import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { directoryQuery, notaryDirectoryPageSchema } from '../../ministry/notary-directory-schemas.js';

export const notaryDirectory: NonNullable<QueryResolvers['notaryDirectory']> = (
  _parent,
  { filter },
  { ministry },
) => ministry.getJson('notary_directory', notaryDirectoryPageSchema, { query: directoryQuery(filter) });
