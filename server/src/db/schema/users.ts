import { boolean, index, integer, jsonb, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { roles } from '@atrium/contract';
import { id, timestamps } from './common.ts';
import { organizations } from './organizations.ts';

export const role = pgEnum('role', roles);

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    /**
     * Stored lower-case; unique within the organization (its realm), not across the platform:
     * one organization's users never reserve or reveal another's (docs/decisions.md).
     */
    email: text().notNull(),
    name: text().notNull(),
    title: text(),
    role: role().notNull(),
    groups: text().array().notNull().default([]),
    /** scrypt hash; null for users who sign in through an external provider. */
    passwordHash: text(),
    permissions: jsonb().$type<string[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index().on(t.organizationId), unique().on(t.organizationId, t.email)],
);
