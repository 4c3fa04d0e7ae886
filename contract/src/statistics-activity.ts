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
