// Request and answer of `/occupancy/activity`: a building's bookings, badge visitors and sensor
// peak per day, side by side (docs/metrics.md, "Bookings, badges and sensors").
import { z } from 'zod';
import { orderedDates, orderedMessage, rangeFields } from './statistics-common.ts';
import { ZDateSchema, ZIdSchema } from './query.ts';
import { daysBetween } from './analytics/time.ts';

/** The longest range the call answers, in days (both ends included): a year and a bit. */
export const MAX_ACTIVITY_RANGE_DAYS = 400;

export const ZBuildingActivityRequestSchema = z
  .strictObject({ buildingId: ZIdSchema, startDate: ZDateSchema, endDate: ZDateSchema })
  .refine(orderedDates, orderedMessage)
  .refine((r) => daysBetween(r.startDate, r.endDate) < MAX_ACTIVITY_RANGE_DAYS, {
    message: `The range may cover at most ${MAX_ACTIVITY_RANGE_DAYS} days`,
    path: ['endDate'],
  });
export type BuildingActivityRequest = z.infer<typeof ZBuildingActivityRequestSchema>;

/** One local day of the building: reservations by status, badge visitors, the sensors' peak. */
export const ZBuildingActivityDaySchema = z.object({
  date: z.string(),
  /** Reservations starting that day that were not cancelled (BOOKED, CHECKED_IN, NO_SHOW). */
  booked: z.int(),
  checkedIn: z.int(),
  noShows: z.int(),
  cancelled: z.int(),
  /** Distinct badges with an IN event that day. */
  badgeVisitors: z.int(),
  /** The building's daily peak from its primary data source; null without a reading. */
  sensorPeak: z.number().nullable(),
});
export const ZBuildingActivitySchema = z.object({
  buildingId: z.int(),
  /** Every day of the range, in order. */
  items: z.array(ZBuildingActivityDaySchema),
  /** Whether the building has any reservation or badge event at all (of any day). */
  hasReservations: z.boolean(),
  hasBadgeEvents: z.boolean(),
  ...rangeFields,
});
export type BuildingActivity = z.infer<typeof ZBuildingActivitySchema>;

/** `/occupancy/room-bookings`: a building's bookable rooms over a range of local days. */
export const ZRoomBookingsRequestSchema = ZBuildingActivityRequestSchema;
export type RoomBookingsRequest = z.infer<typeof ZRoomBookingsRequestSchema>;

/**
 * One bookable room (a COLLABORATIVE space with reservations): its bookings against what its
 * sensor measured, by the clock hour (docs/metrics.md, "Meeting-room bookings against measured
 * use"). The measured figures are null when the room has no reading in the range.
 */
export const ZRoomBookingSchema = z.object({
  spaceId: z.int(),
  name: z.string(),
  floorId: z.int(),
  floorName: z.string(),
  capacity: z.int().nullable(),
  /** Reservations starting in the range that were not cancelled. */
  bookings: z.int(),
  /** Their booked time, in hours. */
  bookedHours: z.number(),
  /** Of them, those the booking system marked NO_SHOW. */
  markedNoShows: z.int(),
  /** Clock hours of the range in which the sensor counted someone in the room. */
  occupiedHours: z.number().nullable(),
  /** Booked time in clock hours with a reading, in hours. */
  measuredBookedHours: z.number().nullable(),
  /** Booked time in clock hours in which someone was counted, in hours. */
  usedBookedHours: z.number().nullable(),
  /** usedBookedHours ÷ measuredBookedHours; null without measured booked time. */
  usedShare: z.number().nullable(),
  /** Bookings with readings during them, none of which counted anyone. */
  noShows: z.int().nullable(),
  /** Bookings without any reading during them (neither used nor a no-show). */
  unmeasuredBookings: z.int().nullable(),
});
export type RoomBooking = z.infer<typeof ZRoomBookingSchema>;

export const ZRoomBookingsSchema = z.object({
  buildingId: z.int(),
  /** The rooms by floor and name. */
  items: z.array(ZRoomBookingSchema),
  ...rangeFields,
});
export type RoomBookings = z.infer<typeof ZRoomBookingsSchema>;
