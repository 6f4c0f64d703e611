import { bigint, date, index, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CatalogueTexts } from '../../../machines/catalogue/catalogue.schema';
import { refersTo } from './columns';
import { users } from './portal';
import { actTypes, ref } from './ref';

// The public service catalogue (issue 12, decision 050): one entry per act type, its texts in the
// three languages, and the search key of all of them (machines/text/search-key) so a query in any
// script finds it. Fourteen rows, bounded by the act-type registry.
export const catalogueEntries = ref.table('catalogue_entries', {
  actTypeId: integer('act_type_id')
    .primaryKey()
    .references(() => actTypes.id),
  texts: jsonb('texts').$type<Record<'oz' | 'uz' | 'ru', CatalogueTexts>>().notNull(),
  searchKey: text('search_key').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

// The base calculation amount (BHM) by decree: the amount in force on a day is the row with the
// latest effective date on or before it; before any row, the configured BASE_AMOUNT_TIYIN.
export const baseAmounts = ref.table('base_amounts', {
  id: serial('id').primaryKey(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull().unique(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
});

/** The dictionaries /update_dict edits; each change of one is a row of `dictionaryChanges`. */
export const dictionaryNames = [
  'act_types',
  'catalogue',
  'regions',
  'districts',
  'offices',
  'base_amounts',
] as const;
export type DictionaryName = (typeof dictionaryNames)[number];

// Append-only journal of /update_dict: who changed which record of which dictionary, when, and the
// record before and after.
export const dictionaryChanges = ref.table(
  'dictionary_changes',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    userId: refersTo('user_id', () => users.id),
    dictionary: text('dictionary', { enum: dictionaryNames }).notNull(),
    recordId: integer('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after').notNull(),
  },
  (t) => [
    index('dictionary_changes_at_idx').on(t.at, t.id),
    index('dictionary_changes_record_idx').on(t.dictionary, t.recordId, t.at),
  ],
);
