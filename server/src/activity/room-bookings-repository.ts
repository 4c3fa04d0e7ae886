// The reads of `/occupancy/room-bookings`: a building's bookable rooms in the caller's scope,
// their bookings over a range of local days, and their sensors' hourly peaks.
import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, type RoomBookingsRequest } from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import { intArray } from '../db/any-id.ts';
import { readPrepared, selectPrepared } from '../db/prepared.ts';
import { floors, reservations, spaces } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import { notExcluded, visibleSpace } from '../resources/visibility.ts';
import { visibleActivity } from './store.ts';

export type BookableRoom = {
  spaceId: number;
  name: string;
  floorId: number;
  floorName: string;
  capacity: number | null;
};
/** Instants as milliseconds since the epoch. */
export type RoomBookingRow = { spaceId: number; start: number; end: number; status: string };
/** A clock hour of a room: its local date, its start, and the highest count of any source. */
export type RoomHourRow = { spaceId: number; date: string; hour: number; peak: number };

/**
 * The building's COLLABORATIVE spaces the caller can see that have a reservation the caller can
 * see (at any time): its bookable rooms, by floor position and name.
 */
export function readBookableRooms(
  db: Db,
  scope: TenantScope,
  buildingId: number,
): Promise<BookableRoom[]> {
  return selectPrepared(
    db
      .select({
        spaceId: spaces.id,
        name: spaces.name,
        floorId: floors.id,
        floorName: floors.name,
        capacity: spaces.capacity,
      })
      .from(spaces)
      .innerJoin(floors, eq(floors.id, spaces.floorId))
      .where(
        and(
          eq(floors.buildingId, buildingId),
          eq(spaces.category, 'COLLABORATIVE'),
          visibleSpace(db, scope),
          sql`exists (select 1 from ${reservations} where ${reservations.spaceId} = ${spaces.id}
            and ${and(eq(reservations.buildingId, buildingId), visibleActivity(db, scope, reservations)) ?? sql`true`})`,
        ),
      )
      .orderBy(asc(floors.position), asc(spaces.name), asc(spaces.id)),
  );
}

/**
 * The rooms' reservations that were not cancelled, starting on a local day of the range in the
 * building's zone, as the caller may see them. The instant bounds (a day wider than the range on
 * each side) only narrow the index scan; the local date decides.
 */
export function readRoomBookings(
  db: Db,
  scope: TenantScope,
  roomIds: readonly number[],
  timeZone: string,
  request: RoomBookingsRequest,
): Promise<RoomBookingRow[]> {
  const visible = visibleActivity(db, scope, reservations);
  return readPrepared<RoomBookingRow>(
    db,
    sql`select ${reservations.spaceId} as "spaceId",
        (extract(epoch from ${reservations.startAt}) * 1000)::float8 as "start",
        (extract(epoch from ${reservations.endAt}) * 1000)::float8 as "end",
        ${reservations.status}::text as "status"
      from ${reservations}
      where ${reservations.spaceId} = any(${intArray(roomIds)})
        and ${reservations.buildingId} = ${request.buildingId}::int
        and ${reservations.status} <> 'CANCELLED'
        and ${reservations.startAt} >= ${addDays(request.startDate, -1)}::date
        and ${reservations.startAt} < ${addDays(request.endDate, 2)}::date
        and (${reservations.startAt} at time zone ${timeZone})::date
          between ${request.startDate}::date and ${request.endDate}::date
        ${visible ? sql`and ${visible}` : sql``}
      order by 1, 2`,
  );
}

/**
 * The rooms' clock hours with a reading, from a day before the range to a day after it (a
 * booking late on the range's last day runs past midnight): per hour the highest count of the
 * sources that count the room and that do not exclude the caller's organization.
 */
export function readRoomHours(
  db: Db,
  scope: TenantScope,
  roomIds: readonly number[],
  request: RoomBookingsRequest,
): Promise<RoomHourRow[]> {
  const excluded =
    scope.kind === 'all' ? sql`` : sql`and ${notExcluded(sql`h.data_source_id`, scope)}`;
  return readPrepared<RoomHourRow>(
    db,
    sql`select h.space_id as "spaceId", to_char(h.date, 'YYYY-MM-DD') as "date",
        (extract(epoch from h.hour) * 1000)::float8 as "hour", max(h.peak)::int as "peak"
      from occupancy_space_hourly h
      where h.space_id = any(${intArray(roomIds)})
        and h.date between ${addDays(request.startDate, -1)}::date and ${addDays(request.endDate, 1)}::date
        and h.samples > 0 ${excluded}
      group by 1, 2, 3
      order by 1, 3`,
  );
}
