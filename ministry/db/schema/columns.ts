import { type AnyPgColumn, integer, text } from 'drizzle-orm/pg-core';

// Column builders several tables share; each call makes a fresh builder, as drizzle needs one per table.

/** A name in the portal's three languages: name_oz (Latin Uzbek), name_uz (Cyrillic Uzbek), name_ru. */
export const names = () => ({
  nameOz: text('name_oz').notNull(),
  nameUz: text('name_uz').notNull(),
  nameRu: text('name_ru').notNull(),
});

/** A required reference: integer column `column`, not null, a foreign key to `target`. */
export const refersTo = <Name extends string>(column: Name, target: () => AnyPgColumn) =>
  integer(column).notNull().references(target);
