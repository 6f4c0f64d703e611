import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { directoryOfficesSchema, directoryQuery } from '../../ministry/notary-directory-schemas.js';

export const notaryDirectoryOffices: NonNullable<QueryResolvers['notaryDirectoryOffices']> = (
  _parent,
  { filter },
  { ministry },
) => ministry.getJson('notary_directory/offices', directoryOfficesSchema, { query: directoryQuery(filter) });
