// `/occupancy/room-bookings`: each bookable room of a building, its bookings against what its
// sensor measured, by the clock hour (docs/metrics.md, "Meeting-room bookings against measured
// use"). The reads are in room-bookings-repository.ts; the figures are worked out here.
import { type RoomBooking, type RoomBookings, type RoomBookingsRequest } from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { buildingInfo, requireVisibleBuildings } from '../analytics/occupancy-lease-repository.ts';
import {
  readBookableRooms,
  readRoomBookings,
  readRoomHours,
  type BookableRoom,
  type RoomBookingRow,
  type RoomHourRow,
} from './room-bookings-repository.ts';

const HOUR_MS = 3_600_000;
/** Hours to two decimals: a quarter of an hour is 0.25, not 0.25000000000000006. */
const hours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;

/**
 * One room's figures. `hourRows` are the room's clock hours with a reading (start instant, the
 * local date and the highest count); only those whose local date is in the range count as its
 * occupied hours, but a booking is set against every hour it overlaps.
 */
export function roomFigures(
  room: BookableRoom,
  bookings: readonly RoomBookingRow[],
  hourRows: readonly RoomHourRow[],
  range: { startDate: string; endDate: string },
): RoomBooking {
  const peakAt = new Map(hourRows.map((row) => [row.hour, row.peak]));
  const measured = hourRows.length > 0;
  const phases = new Set(hourRows.map((row) => ((row.hour % HOUR_MS) + HOUR_MS) % HOUR_MS));
  let bookedMs = 0;
  let measuredMs = 0;
  let usedMs = 0;
  let noShows = 0;
  let unmeasured = 0;
  for (const booking of bookings) {
    bookedMs += booking.end - booking.start;
    let seen = 0;
    let used = 0;
    // Every clock hour the booking overlaps. Local hours start on the hour in UTC, or at a
    // zone's half or quarter past: each phase the room's hours have is walked.
    for (const phase of phases) {
      const first = Math.floor((booking.start - phase) / HOUR_MS) * HOUR_MS + phase;
      for (let hour = first; hour < booking.end; hour += HOUR_MS) {
        const peak = peakAt.get(hour);
        if (peak === undefined) continue;
        const overlap = Math.min(booking.end, hour + HOUR_MS) - Math.max(booking.start, hour);
        seen += overlap;
        if (peak > 0) used += overlap;
      }
    }
    measuredMs += seen;
    usedMs += used;
    if (seen === 0) unmeasured++;
    else if (used === 0) noShows++;
  }
  const occupied = hourRows.filter(
    (row) => row.peak > 0 && row.date >= range.startDate && row.date <= range.endDate,
  ).length;
  return {
    ...room,
    bookings: bookings.length,
    bookedHours: hours(bookedMs),
    markedNoShows: bookings.filter((booking) => booking.status === 'NO_SHOW').length,
    occupiedHours: measured ? occupied : null,
    measuredBookedHours: measured ? hours(measuredMs) : null,
    usedBookedHours: measured ? hours(usedMs) : null,
    usedShare: measured && measuredMs > 0 ? usedMs / measuredMs : null,
    noShows: measured ? noShows : null,
    unmeasuredBookings: measured ? unmeasured : null,
  };
}

export async function roomBookings(
  db: Db,
  scope: TenantScope,
  request: RoomBookingsRequest,
): Promise<RoomBookings> {
  const { buildingId, startDate, endDate } = request;
  await requireVisibleBuildings(db, scope, [buildingId]);
  const [[building], rooms] = await Promise.all([
    buildingInfo(db, [buildingId]),
    readBookableRooms(db, scope, buildingId),
  ]);
  if (!building) throw new Error('A visible building has its row');
  const ids = rooms.map((room) => room.spaceId);
  const [bookings, hourRows]: [RoomBookingRow[], RoomHourRow[]] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          readRoomBookings(db, scope, ids, building.timeZone, request),
          readRoomHours(db, scope, ids, request),
        ]);
  const byRoom = <T extends { spaceId: number }>(rows: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const own = map.get(row.spaceId);
      if (own) own.push(row);
      else map.set(row.spaceId, [row]);
    }
    return map;
  };
  const bookingsOf = byRoom(bookings);
  const hoursOf = byRoom(hourRows);
  return {
    buildingId,
    items: rooms.map((room) =>
      roomFigures(room, bookingsOf.get(room.spaceId) ?? [], hoursOf.get(room.spaceId) ?? [], {
        startDate,
        endDate,
      }),
    ),
    startDate,
    endDate,
  };
}
