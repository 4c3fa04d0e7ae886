import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizationTypes } from '@atrium/contract';
import { id, timestamps, requiredRef, nameTrigramIndex } from './common.ts';

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
    nameTrigramIndex('organizations_name_trgm', t.name),
  ],
);

/** Other names an organization is known by (OrganizationAliases, specification section 3). */
export const organizationAliases = pgTable(
  'organization_aliases',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id, { onDelete: 'cascade' }),
    alias: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex().on(t.organizationId, t.alias)],
);

/** E-mail domains of an organization's people (OrganizationDomains); a domain has one owner. */
export const organizationDomains = pgTable(
  'organization_domains',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-case, without the @. */
    domain: text().notNull().unique(),
    ...timestamps,
  },
  (t) => [index().on(t.organizationId)],
);
