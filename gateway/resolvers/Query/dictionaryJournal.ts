import type { QueryResolvers } from '../../generated/resolvers-types.js';
import { dictionaryJournalSchema } from '../../ministry/catalogue-schemas.js';

export const dictionaryJournal: NonNullable<QueryResolvers['dictionaryJournal']> = (
  _parent,
  { page, dictionary },
  { ministry },
) => ministry.getJson('dictionaries/journal', dictionaryJournalSchema, { query: { page, dictionary } });
