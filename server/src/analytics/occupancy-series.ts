// A target's occupancy over time: hourly rollups, raw readings, its busiest days and one day's
// curve. Each resolves the target in the caller's scope first (404 outside it).
import type { z } from 'zod';
import {
  addDays,
  combineSourceDays,
  daysBetween,
  dayCurve,
  MAX_HOURLY_RANGE_DAYS,
  MAX_READINGS_RANGE_DAYS,
  peakOfRange,
  topPeakDays,
  utilization,
  type ZOccupancyHoursRequestSchema,
  type ZOccupancyHoursResponseSchema,
  type ZOccupancyReadingsRequestSchema,
  type ZOccupancyReadingsSchema,
  type ZPeakDayRequestSchema,
  type ZPeakDaySchema,
  type ZPeakDaysRequestSchema,
  type ZPeakDaysSchema,
} from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { resolveTarget, type Target } from './target.ts';
import { groupDays, groupHours, readingsPage } from './occupancy-repository.ts';

type Out<T extends z.ZodType> = z.output<T>;

/**
 * A range the body left open on one side comes from the data (the last year); cut it to the
 * hourly limit from the side the body fixed, or back from the last data day.
 */
function withinLimit(
  target: Target,
  body: { startDate?: string | undefined },
  maxDays: number,
): Target {
  const { startDate, endDate } = target;
  if (!startDate || !endDate || daysBetween(startDate, endDate) < maxDays) return target;
  return body.startDate
    ? { ...target, endDate: addDays(startDate, maxDays - 1) }
    : { ...target, startDate: addDays(endDate, -(maxDays - 1)) };
}

export async function occupancyHours(
  db: Db,
  scope: TenantScope,
  body: Out<typeof ZOccupancyHoursRequestSchema>,
): Promise<Out<typeof ZOccupancyHoursResponseSchema>> {
  const target = withinLimit(await resolveTarget(db, scope, body), body, MAX_HOURLY_RANGE_DAYS);
  return {
    items: await groupHours(db, target),
    startDate: target.startDate,
    endDate: target.endDate,
  };
}

export async function occupancyReadings(
  db: Db,
  scope: TenantScope,
  body: Out<typeof ZOccupancyReadingsRequestSchema>,
): Promise<Out<typeof ZOccupancyReadingsSchema>> {
  const { page, perPage, ...request } = body;
  const target = withinLimit(
    await resolveTarget(db, scope, request),
    request,
    MAX_READINGS_RANGE_DAYS,
  );
  return {
    ...(await readingsPage(db, target, { page, perPage })),
    startDate: target.startDate,
    endDate: target.endDate,
  };
}

export async function peakDays(
  db: Db,
  scope: TenantScope,
  body: Out<typeof ZPeakDaysRequestSchema>,
): Promise<Out<typeof ZPeakDaysSchema>> {
  const { limit, ...request } = body;
  const target = await resolveTarget(db, scope, request);
  const days = combineSourceDays(await groupDays(db, target));
  return {
    items: topPeakDays(days, limit).map((d) => ({
      date: d.date,
      peak: d.peak,
      peakAt: d.peakAt,
      utilization: utilization(d.peak, target.capacity),
    })),
    capacity: target.capacity,
    startDate: target.startDate,
    endDate: target.endDate,
  };
}

export async function peakDay(
  db: Db,
  scope: TenantScope,
  body: Out<typeof ZPeakDayRequestSchema>,
): Promise<Out<typeof ZPeakDaySchema>> {
  const { date: asked, ...request } = body;
  // A given day needs no range; otherwise the range's peak day (the earliest on a tie).
  const target = await resolveTarget(
    db,
    scope,
    asked ? { ...request, startDate: asked, endDate: asked } : request,
  );
  // The range's peak day from its days' peaks alone; the day's figures, with the peak's local
  // time, from that day's rows: the time of each of a portfolio's days over a year (each in its
  // building's zone) was a third of the call.
  const date =
    asked ??
    peakOfRange(combineSourceDays(await groupDays(db, target, undefined, { withPeakAt: false })))
      .peakOccupancyDate;
  if (!date) return emptyDay(null);
  const day = { ...target, startDate: date, endDate: date };
  const figures = combineSourceDays(await groupDays(db, day)).find((d) => d.date === date);
  if (!figures) return emptyDay(date);
  const hours = await groupHours(db, day);
  return {
    date,
    peak: figures.peak,
    peakAt: figures.peakAt,
    average: figures.average,
    utilization: utilization(figures.peak, target.capacity),
    averageUtilization: utilization(figures.average, target.capacity),
    items: dayCurve(hours.map((h) => ({ ...h, start: h.local.slice(11) }))),
  };
}

const emptyDay = (date: string | null): Out<typeof ZPeakDaySchema> => ({
  date,
  peak: null,
  peakAt: null,
  average: null,
  utilization: null,
  averageUtilization: null,
  items: [],
});
