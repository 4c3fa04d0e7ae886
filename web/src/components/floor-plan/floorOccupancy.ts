// A floor's occupancy on one day, from `/floors/occupancy` (each space's hourly peaks, local
// HH:MM): the spaces' values per hour, the floor's figures for the tiles, and the colours of the
// plan. Pure functions, so the rules are tested without a browser.
import { utilization, type StatisticsResponse, type statisticsCalls } from '@atrium/contract';

export type FloorOccupancy = StatisticsResponse<typeof statisticsCalls.floorOccupancy>;
export type HourValue = { start: string; occupancy: number };

/** Each space's hourly peaks by space id, hours in order. */
export function hoursBySpace(answer: FloorOccupancy | undefined): Map<number, HourValue[]> {
  const bySpace = new Map<number, HourValue[]>();
  for (const entry of answer?.items ?? []) {
    const hours = [...entry.items].sort((a, b) => a.start.localeCompare(b.start));
    bySpace.set(entry.spaceId, hours);
  }
  return bySpace;
}

/** Every hour of the day that has a reading of one of the spaces, in order. */
export function hoursOfDay(bySpace: ReadonlyMap<number, readonly HourValue[]>): string[] {
  const hours = new Set<string>();
  for (const values of bySpace.values()) for (const value of values) hours.add(value.start);
  return [...hours].sort();
}

/**
 * The spaces' hourly peaks added per hour: the floor's (or the filtered spaces') people per
 * hour. An upper bound of their simultaneous count, since each space's peak may fall at another
 * instant of the hour (docs/decisions.md, "The floor plan panel").
 */
export function summedHours(
  bySpace: ReadonlyMap<number, readonly HourValue[]>,
  spaceIds: Iterable<number>,
): HourValue[] {
  const sums = new Map<string, number>();
  for (const id of spaceIds) {
    for (const { start, occupancy } of bySpace.get(id) ?? []) {
      sums.set(start, (sums.get(start) ?? 0) + occupancy);
    }
  }
  return [...sums]
    .map(([start, occupancy]) => ({ start, occupancy }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

export type DayFigures = {
  /** The busiest hour (the earliest on a tie), its people and their share of the seats. */
  peak: { start: string; occupancy: number; utilization: number | null } | null;
  /** The mean of the hours with data, and its share of the seats. */
  average: { occupancy: number; utilization: number | null } | null;
};

/** The peak and average of a day's hourly values against `capacity` seats. */
export function dayFigures(hours: readonly HourValue[], capacity: number | null): DayFigures {
  if (hours.length === 0) return { peak: null, average: null };
  let peak = hours[0] ?? { start: '', occupancy: 0 };
  for (const hour of hours) if (hour.occupancy > peak.occupancy) peak = hour;
  const mean = hours.reduce((sum, hour) => sum + hour.occupancy, 0) / hours.length;
  return {
    peak: { ...peak, utilization: utilization(peak.occupancy, capacity) },
    average: { occupancy: mean, utilization: utilization(mean, capacity) },
  };
}

/** A space's people at an hour; null when it has no reading then. */
export function occupancyAt(hours: readonly HourValue[] | undefined, start: string): number | null {
  return hours?.find((hour) => hour.start === start)?.occupancy ?? null;
}

const channels = (hex: string): [number, number, number] => {
  const value = parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};
const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/**
 * The fill of a space at a share of its seats: from the scale's light end (empty) to its dark
 * end (full or over), in a straight line between the two colours.
 */
export function occupancyFill(share: number, scale: readonly [string, string]): string {
  const t = Math.min(Math.max(share, 0), 1);
  const [from, to] = [channels(scale[0]), channels(scale[1])];
  return toHex(from.map((c, i) => c + ((to[i] ?? c) - c) * t));
}

/** The fill of a space without a reading at the hour (no sensor, or no data that day). */
export const NO_READING_FILL = '#E0E0E0';

/**
 * The share a space's colour stands for: its people over its seats, or, without seats, 1 when
 * anyone is there and 0 when nobody is.
 */
export function occupancyShare(occupancy: number, capacity: number | null): number {
  if (capacity !== null && capacity > 0) return occupancy / capacity;
  return occupancy > 0 ? 1 : 0;
}
