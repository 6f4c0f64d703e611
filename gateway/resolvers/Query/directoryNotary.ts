import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { directoryNotarySchema } from '../../ministry/notary-directory-schemas.js';

export const directoryNotary: NonNullable<QueryResolvers['directoryNotary']> = (
  _parent,
  { id },
  { ministry },
) => ministry.getJson(`notary_directory/${id}`, directoryNotarySchema);
