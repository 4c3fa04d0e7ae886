import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  primaryKey,
  timestamp,
  type ExtraConfigColumn,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** An instant, stored with its time zone. */
export const instant = () => timestamp({ withTimezone: true });

/** A calendar day as `YYYY-MM-DD`, with no time zone (a building's local day). */
export const localDate = () => date({ mode: 'string' });

export const createdAt = () => instant().notNull().defaultNow();

export const timestamps = {
  createdAt: createdAt(),
  updatedAt: instant()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A row's required link to another table's integer id, e.g. `requiredRef(() => buildings.id)`. */
export const requiredRef = (target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(target, actions);

/**
 * The keys of a table that links two others: one row per pair, and an index to find the pairs
 * from the second side (the primary key's own index serves the first).
 */
export const linkKeys = (first: ExtraConfigColumn, second: ExtraConfigColumn) => [
  primaryKey({ columns: [first, second] }),
  index().on(second),
];

/** Case-insensitive "contains" on a name (list filters, global search), by trigrams. */
export const nameTrigramIndex = (indexName: string, name: ExtraConfigColumn) =>
  index(indexName).using('gin', sql`${name} gin_trgm_ops`);
