import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizationTypes } from '@atrium/contract';
import { id, timestamps } from './common.ts';

export const organizationType = pgEnum('organization_type', organizationTypes);

export const industries = pgTable('industries', {
  id: id(),
  name: text().notNull().unique(),
  ...timestamps,
});

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    key: text().notNull().unique(),
    name: text().notNull(),
    type: organizationType().notNull(),
    /** The identity realm its users sign in to; each realm belongs to one organization. */
    realm: text().notNull().unique(),
    classificationType: text(),
    stockExchange: text(),
    rtoPeriod: jsonb().$type<{ startDate: string; endDate: string | null }>(),
    industryId: integer().references(() => industries.id),
    ...timestamps,
  },
  (t) => [
    index().on(t.name),
    index().on(t.type),
    index().on(t.industryId),
    index('organizations_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
