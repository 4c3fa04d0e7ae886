import { boolean, index, jsonb, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { roles } from '@atrium/contract';
import { id, instant, createdAt, timestamps, requiredRef } from './common.ts';
import { organizations } from './organizations.ts';

export const role = pgEnum('role', roles);

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: requiredRef(() => organizations.id),
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

/**
 * One-time links to set a password on the embedded provider (an invitation or a reset). Only a
 * hash of the link's secret is kept; a link is spent once used, and a new one replaces the old.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: id(),
    userId: requiredRef(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the secret in the link, hex. */
    tokenHash: text().notNull().unique(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);
