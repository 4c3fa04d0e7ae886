import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common.ts';

export const usageTypes = pgTable('usage_types', {
  id: id(),
  name: text().notNull().unique(),
  ...timestamps,
});

export const leaseTypes = pgTable('lease_types', {
  id: id(),
  name: text().notNull().unique(),
  ...timestamps,
});
