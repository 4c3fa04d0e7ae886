// Workplace activity besides sensor counts: desk and room reservations, and badge (access card)
// events at a building's entrances. Imported by master admins; the demo has them for one building.
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, instant, timestamps, requiredRef } from './common.ts';
import { organizations } from './organizations.ts';
import { buildings } from './buildings.ts';
import { spaces } from './spaces.ts';
import { dataSources } from './data.ts';

export const reservationStatus = pgEnum('reservation_status', [
  'BOOKED',
  'CHECKED_IN',
  'CANCELLED',
  'NO_SHOW',
]);

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    buildingId: requiredRef(() => buildings.id),
    /** The desk or room; null for a building-level booking (a visitor pass). */
    spaceId: integer().references(() => spaces.id),
    /** The tenant whose person booked. */
    organizationId: integer().references(() => organizations.id),
    dataSourceId: integer().references(() => dataSources.id),
    /** The booking system's id; unique per data source so a re-import replaces. */
    externalId: text().notNull(),
    startAt: instant().notNull(),
    endAt: instant().notNull(),
    attendees: integer().notNull().default(1),
    status: reservationStatus().notNull().default('BOOKED'),
    /**
     * An identifier of the person who booked (badge id, e-mail, employee number), as imported: it
     * finds the person's profile when the reservation is read (docs/decisions.md).
     */
    person: text(),
    ...timestamps,
  },
  (t) => [
    unique('reservations_source_external_id').on(t.dataSourceId, t.externalId).nullsNotDistinct(),
    index().on(t.buildingId, t.startAt),
    index().on(t.spaceId, t.startAt),
    // A profile's reservations: its organization's, by its identifiers.
    index('reservations_organization_person').on(
      t.organizationId,
      sql`lower(${t.person})`,
      t.startAt,
    ),
  ],
);

export const badgeDirection = pgEnum('badge_direction', ['IN', 'OUT']);

export const badgeEvents = pgTable(
  'badge_events',
  {
    id: id(),
    buildingId: requiredRef(() => buildings.id),
    organizationId: integer().references(() => organizations.id),
    dataSourceId: integer().references(() => dataSources.id),
    at: instant().notNull(),
    /** A pseudonymous badge key (never a name): the same card gives the same key. */
    badgeKey: text().notNull(),
    direction: badgeDirection().notNull(),
    /** The door or turnstile. */
    reader: text(),
  },
  (t) => [
    unique('badge_events_source_badge_at').on(t.dataSourceId, t.badgeKey, t.at).nullsNotDistinct(),
    index().on(t.buildingId, t.at),
    // A profile's badge events: its organization's, by its identifiers.
    index('badge_events_organization_badge_key').on(
      t.organizationId,
      sql`lower(${t.badgeKey})`,
      t.at,
    ),
  ],
);
