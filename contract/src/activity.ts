// Workplace activity besides sensor counts: desk and room reservations from a booking system,
// and badge (access card) events at a building's doors. Listed with the list protocol and
// imported as CSV or JSON by master admins (`reservations.*`, `events.*`).
import { z } from 'zod';
import { listResponseOf, timestamps } from './query.ts';

export const reservationStatuses = ['BOOKED', 'CHECKED_IN', 'CANCELLED', 'NO_SHOW'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
export const badgeDirections = ['IN', 'OUT'] as const;
export type BadgeDirection = (typeof badgeDirections)[number];

/** Import columns, in order. `organizationId` (the tenant of the person) may follow as a last column. */
export const RESERVATION_CSV_HEADER = [
  'dataSourceId',
  'spaceId',
  'externalId',
  'start',
  'end',
  'attendees',
  'status',
] as const;
export const BADGE_EVENT_CSV_HEADER = [
  'dataSourceId',
  'badgeKey',
  'timestamp',
  'direction',
  'reader',
] as const;
/** The optional last column of both imports, and an optional field of their JSON items. */
export const ACTIVITY_ORGANIZATION_COLUMN = 'organizationId';
/**
 * Reservations may name who booked after `organizationId`: an identifier of the person (badge
 * id, e-mail address, employee number) by which the booking finds its profile.
 */
export const RESERVATION_PERSON_COLUMN = 'person';

const instant = z.iso.datetime({ offset: true });

export const ZReservationSchema = z.object({
  id: z.int(),
  buildingId: z.int(),
  /** The desk or room; null for a building-level booking (a visitor pass). */
  spaceId: z.int().nullable(),
  /** The tenant whose person booked, when the import said. */
  organizationId: z.int().nullable(),
  dataSourceId: z.int().nullable(),
  /** The booking system's id: unique per data source, so a re-import replaces. */
  externalId: z.string(),
  start: instant,
  end: instant,
  attendees: z.int(),
  status: z.enum(reservationStatuses),
  /** An identifier of the person who booked, as imported. */
  person: z.string().nullable(),
  /** The profile the person's identifier finds in the organization (docs/decisions.md). */
  profileId: z.string().nullable(),
  ...timestamps,
});
export type Reservation = z.infer<typeof ZReservationSchema>;
export const ZReservationListResponseSchema = listResponseOf(ZReservationSchema);

export const ZBadgeEventSchema = z.object({
  id: z.int(),
  buildingId: z.int(),
  organizationId: z.int().nullable(),
  dataSourceId: z.int().nullable(),
  /** A pseudonymous key (never a name): the same card gives the same key. */
  badgeKey: z.string(),
  timestamp: instant,
  direction: z.enum(badgeDirections),
  /** The door or turnstile. */
  reader: z.string().nullable(),
  /** The profile the badge key finds in the organization (docs/decisions.md). */
  profileId: z.string().nullable(),
});
export type BadgeEvent = z.infer<typeof ZBadgeEventSchema>;
export const ZBadgeEventListResponseSchema = listResponseOf(ZBadgeEventSchema);

/** Either import's answer: how many rows were written and the time they span. */
export const ZActivityImportResponseSchema = z.object({
  accepted: z.int(),
  from: instant.nullable(),
  to: instant.nullable(),
});
export type ActivityImportResponse = z.infer<typeof ZActivityImportResponseSchema>;

/**
 * An import body as the route accepts it: CSV text or a JSON array. The items are checked one by
 * one by the server (so that every bad line is reported), not by this schema.
 */
export const ZActivityImportBodySchema = z.union([z.string(), z.array(z.unknown())]);
