// `/occupancy/activity`: a building's three sources of presence side by side per local day —
// reservations by status, distinct badges in, and the sensors' daily peak — so that where
// bookings and reality part shows (docs/metrics.md, "Bookings, badges and sensors").
import { sql } from 'drizzle-orm';
import { addDays, type BuildingActivity, type BuildingActivityRequest } from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import { readPrepared } from '../db/prepared.ts';
import type { Db } from '../resources/resource-table.ts';
import { dailyPeaks, dailyRows } from '../analytics/repository.ts';
import { resolveTarget } from '../analytics/target.ts';

type ReservationDay = {
  date: string;
  booked: number;
  checkedIn: number;
  noShows: number;
  cancelled: number;
};
type BadgeDay = { date: string; visitors: number };

/**
 * Reservations by the local day of their start, in the building's zone. The instant bounds
 * (a day wider than the range on each side) only narrow the index scan; the local date decides.
 */
function reservationDays(db: Db, buildingId: number, timeZone: string, r: BuildingActivityRequest) {
  return readPrepared<ReservationDay>(
    db,
    sql`
    select to_char((start_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
      (count(*) filter (where status <> 'CANCELLED'))::int as booked,
      (count(*) filter (where status = 'CHECKED_IN'))::int as "checkedIn",
      (count(*) filter (where status = 'NO_SHOW'))::int as "noShows",
      (count(*) filter (where status = 'CANCELLED'))::int as cancelled
    from reservations
    where building_id = ${buildingId}
      and start_at >= ${addDays(r.startDate, -1)}::date and start_at < ${addDays(r.endDate, 2)}::date
      and (start_at at time zone ${timeZone})::date between ${r.startDate}::date and ${r.endDate}::date
    group by 1`,
  );
}

/** Distinct badges with an IN event per local day. */
function badgeDays(db: Db, buildingId: number, timeZone: string, r: BuildingActivityRequest) {
  return readPrepared<BadgeDay>(
    db,
    sql`
    select to_char((at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
      (count(distinct badge_key))::int as visitors
    from badge_events
    where building_id = ${buildingId} and direction = 'IN'
      and at >= ${addDays(r.startDate, -1)}::date and at < ${addDays(r.endDate, 2)}::date
      and (at at time zone ${timeZone})::date between ${r.startDate}::date and ${r.endDate}::date
    group by 1`,
  );
}

/** Whether the building has any reservation and any badge event at all. */
async function presence(db: Db, buildingId: number) {
  const [row] = await readPrepared<{ reservations: boolean; badges: boolean }>(
    db,
    sql`select exists (select 1 from reservations where building_id = ${buildingId}) as reservations,
      exists (select 1 from badge_events where building_id = ${buildingId}) as badges`,
  );
  return { hasReservations: row?.reservations ?? false, hasBadgeEvents: row?.badges ?? false };
}

export async function buildingActivity(
  db: Db,
  scope: TenantScope,
  request: BuildingActivityRequest,
): Promise<BuildingActivity> {
  // The whole building, in the caller's scope: occupiers and operators, who see only their own
  // people's bookings and badges, have no building-wide sensor figure to set them against.
  const target = await resolveTarget(db, scope, request);
  const building = target.buildings[0];
  if (!building) throw new Error('A resolved target has its building');
  const { buildingId, timeZone } = building;
  const [reservations, badges, days, has] = await Promise.all([
    reservationDays(db, buildingId, timeZone, request),
    badgeDays(db, buildingId, timeZone, request),
    dailyRows(db, target),
    presence(db, buildingId),
  ]);
  const booking = new Map(reservations.map((r) => [r.date, r]));
  const visitors = new Map(badges.map((b) => [b.date, b.visitors]));
  const peaks = new Map(dailyPeaks(days).map((d) => [d.date, d.peak]));
  const items = [];
  for (let date = request.startDate; date <= request.endDate; date = addDays(date, 1)) {
    const r = booking.get(date);
    items.push({
      date,
      booked: r?.booked ?? 0,
      checkedIn: r?.checkedIn ?? 0,
      noShows: r?.noShows ?? 0,
      cancelled: r?.cancelled ?? 0,
      badgeVisitors: visitors.get(date) ?? 0,
      sensorPeak: peaks.get(date) ?? null,
    });
  }
  return {
    buildingId,
    items,
    ...has,
    startDate: request.startDate,
    endDate: request.endDate,
  };
}
