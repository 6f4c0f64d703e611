import { date, index, serial, text } from 'drizzle-orm/pg-core';
import { refersTo } from './columns';
import { notaries } from './notary';
import { citizens, registry } from './registry';

// The public checks and searches of issue 12 (docs/decisions/052-public-searches.md).

/**
 * Inheritance cases opened by notaries (specification section 3: deceased name, death date, case
 * number and opening date, opening notary). The deceased is a citizen with a death record;
 * `deceased_key` is machines/text/search-key of the deceased's Latin and Cyrillic full names, so a
 * name typed in either script finds the case. The search always names the death date, whose index
 * narrows it to the few deaths of one day before the key is compared.
 */
export const inheritanceCases = registry.table(
  'inheritance_cases',
  {
    id: serial('id').primaryKey(),
    caseNumber: text('case_number').notNull().unique(),
    deceasedCitizenId: refersTo('deceased_citizen_id', () => citizens.id).unique(),
    deathDate: date('death_date', { mode: 'string' }).notNull(),
    deceasedKey: text('deceased_key').notNull(),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
    notaryId: refersTo('notary_id', () => notaries.id),
  },
  (t) => [index('inheritance_cases_death_key_idx').on(t.deathDate, t.deceasedKey)],
);

export type InheritanceCaseRow = typeof inheritanceCases.$inferSelect;
