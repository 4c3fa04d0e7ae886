import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { profileIdentifierTypes } from '@atrium/contract';
import { id, timestamps, requiredRef } from './common.ts';
import { organizations } from './organizations.ts';

export const profileIdentifierType = pgEnum('profile_identifier_type', profileIdentifierTypes);

/** People of an organization, pseudonymous by default (docs/decisions.md). Text ids (UUIDs). */
export const profiles = pgTable(
  'profiles',
  {
    id: text().primaryKey(),
    organizationId: requiredRef(() => organizations.id),
    pseudonym: text().notNull().unique(),
    name: text(),
    department: text(),
    ...timestamps,
  },
  (t) => [index().on(t.organizationId, t.pseudonym)],
);

/** How badge events and reservations find a profile: each value once per organization and type. */
export const profileIdentifiers = pgTable(
  'profile_identifiers',
  {
    id: id(),
    profileId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    organizationId: requiredRef(() => organizations.id),
    type: profileIdentifierType().notNull(),
    value: text().notNull(),
  },
  (t) => [
    unique('profile_identifiers_organization_type_value').on(t.organizationId, t.type, t.value),
    index().on(t.profileId),
    // How a badge key or a person finds a profile: by value, letter case aside, any type.
    index('profile_identifiers_organization_lower_value').on(
      t.organizationId,
      sql`lower(${t.value})`,
    ),
  ],
);
