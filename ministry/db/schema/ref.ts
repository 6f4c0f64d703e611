import { boolean, index, integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { names, refersTo } from './columns';

// Reference data the ministry publishes: the same for every user, changed only by seed or migration.
export const ref = pgSchema('ref');

export const regions = ref.table('regions', {
  id: integer('id').primaryKey(),
  ...names(),
  sortOrder: integer('sort_order').notNull(),
});

export const districts = ref.table(
  'districts',
  {
    id: integer('id').primaryKey(),
    regionId: refersTo('region_id', () => regions.id),
    // 'district' (tuman) or 'city' (shahar): both are districts of the region in the ministry's registry.
    kind: text('kind', { enum: ['district', 'city'] }).notNull(),
    ...names(),
  },
  (t) => [index('districts_region_id_idx').on(t.regionId)],
);

export const actTypes = ref.table('act_types', {
  id: integer('id').primaryKey(),
  ...names(),
  category: text('category').notNull(),
  simplified: boolean('simplified').notNull(),
});
