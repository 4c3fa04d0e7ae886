// Rollups of one data source's readings in a building, per local day, worked out from the day's
// packed readings (docs/metrics.md): per space per local hour, and per group (the building, each
// floor, each lease) per local hour and per day from the simultaneous sums of its spaces.
import { localHourStart, type LocalClock } from './local-clock.ts';
import type { ReadingDay } from './packing.ts';

export type GroupKind = 'building' | 'floor' | 'tenant';

/** Which floor each space is on and which leases hold it. */
export type Layout = {
  floorOf: ReadonlyMap<number, number>;
  leasesOf: ReadonlyMap<number, readonly number[]>;
};

/** Local working hours: ms of day from `start` up to `end` (null: midnight) on `days` (1 = Monday). */
export type Hours = { start: number; end: number | null; days: readonly number[] };

export type SpaceHourDay = {
  spaceId: number;
  date: string;
  offsets: number[];
  peaks: number[];
  averages: number[];
  samples: number[];
};
export type GroupHourDay = {
  kind: GroupKind;
  groupId: number;
  date: string;
  offsets: number[];
  peaks: number[];
  averages: number[];
};
export type GroupDay = {
  kind: GroupKind;
  groupId: number;
  date: string;
  peak: number;
  /** The first instant of the day's peak (ms). */
  peakAt: number;
  workingAverage: number | null;
  samples: number;
  hasBackfill: boolean;
};
export type Rollups = {
  spaceHours: SpaceHourDay[];
  groupHours: GroupHourDay[];
  groupDays: GroupDay[];
};

type Hour = { offset: number; peak: number; total: number; samples: number };

/** Adds a value to the hour it falls in; values arrive in time order. */
function addToHours(hours: Hour[], offset: number, value: number): void {
  const last = hours[hours.length - 1];
  if (last?.offset === offset) {
    last.peak = Math.max(last.peak, value);
    last.total += value;
    last.samples++;
  } else hours.push({ offset, peak: value, total: value, samples: 1 });
}

/** One group's simultaneous sums at each instant of a day. */
type Sums = {
  kind: GroupKind;
  groupId: number;
  byOffset: Map<number, { sum: number; backfilled: boolean }>;
};

export function deriveRollups(
  days: readonly ReadingDay[],
  buildingId: number,
  layout: Layout,
  hours: Hours,
  clock: LocalClock,
): Rollups {
  const rollups: Rollups = { spaceHours: [], groupHours: [], groupDays: [] };
  const byDate = new Map<string, ReadingDay[]>();
  for (const day of days) {
    const list = byDate.get(day.date);
    if (list) list.push(day);
    else byDate.set(day.date, [day]);
  }
  for (const [date, rows] of byDate)
    deriveDay(date, rows, buildingId, layout, hours, clock, rollups);
  return rollups;
}

function deriveDay(
  date: string,
  rows: readonly ReadingDay[],
  buildingId: number,
  layout: Layout,
  hours: Hours,
  clock: LocalClock,
  into: Rollups,
): void {
  const origin = Date.parse(`${date}T00:00:00Z`);
  const hourOf = (offset: number) =>
    localHourStart(origin + offset, clock(origin + offset)) - origin;
  const groups = new Map<string, Sums>();
  const sumsOf = (kind: GroupKind, groupId: number) => {
    const key = `${kind}:${groupId}`;
    let sums = groups.get(key);
    if (!sums) groups.set(key, (sums = { kind, groupId, byOffset: new Map() }));
    return sums;
  };
  const add = (sums: Sums, offset: number, value: number, backfilled: boolean) => {
    const at = sums.byOffset.get(offset);
    if (at) {
      at.sum += value;
      at.backfilled ||= backfilled;
    } else sums.byOffset.set(offset, { sum: value, backfilled });
  };
  // The building: the sum of its spaces at an instant, or its counter where no space reported then.
  const spacesSum = sumsOf('building', buildingId);
  const counter = new Map<number, { count: number; backfilled: boolean }>();

  for (const row of rows) {
    const { spaceId } = row;
    if (spaceId === null) {
      row.offsets.forEach((offset, i) => {
        const count = row.counts[i] ?? 0;
        const before = counter.get(offset);
        counter.set(offset, {
          count: Math.max(before?.count ?? count, count),
          backfilled: (before?.backfilled ?? false) || (row.backfilled?.[i] ?? false),
        });
      });
      continue;
    }
    const memberOf: Sums[] = [spacesSum];
    const floorId = layout.floorOf.get(spaceId);
    if (floorId !== undefined) memberOf.push(sumsOf('floor', floorId));
    for (const leaseId of layout.leasesOf.get(spaceId) ?? [])
      memberOf.push(sumsOf('tenant', leaseId));
    const spaceHours: Hour[] = [];
    row.offsets.forEach((offset, i) => {
      const count = row.counts[i] ?? 0;
      const backfilled = row.backfilled?.[i] ?? false;
      addToHours(spaceHours, hourOf(offset), count);
      for (const sums of memberOf) add(sums, offset, count, backfilled);
    });
    into.spaceHours.push({
      spaceId,
      date,
      offsets: spaceHours.map((h) => h.offset),
      peaks: spaceHours.map((h) => h.peak),
      averages: spaceHours.map((h) => h.total / h.samples),
      samples: spaceHours.map((h) => h.samples),
    });
  }
  for (const [offset, reading] of counter) {
    const at = spacesSum.byOffset.get(offset);
    if (at) at.backfilled ||= reading.backfilled;
    else spacesSum.byOffset.set(offset, { sum: reading.count, backfilled: reading.backfilled });
  }

  for (const { kind, groupId, byOffset } of groups.values()) {
    if (byOffset.size === 0) continue;
    const instants = [...byOffset].sort((a, b) => a[0] - b[0]);
    const groupHours: Hour[] = [];
    let peak = -1;
    let peakAt = 0;
    let workingTotal = 0;
    let workingSamples = 0;
    let hasBackfill = false;
    for (const [offset, { sum, backfilled }] of instants) {
      const ms = origin + offset;
      const local = clock(ms);
      addToHours(groupHours, localHourStart(ms, local) - origin, sum);
      if (sum > peak) {
        peak = sum;
        peakAt = ms;
      }
      if (
        hours.days.includes(local.isoDay) &&
        local.msOfDay >= hours.start &&
        (hours.end === null || local.msOfDay < hours.end)
      ) {
        workingTotal += sum;
        workingSamples++;
      }
      hasBackfill ||= backfilled;
    }
    into.groupHours.push({
      kind,
      groupId,
      date,
      offsets: groupHours.map((h) => h.offset),
      peaks: groupHours.map((h) => h.peak),
      averages: groupHours.map((h) => h.total / h.samples),
    });
    into.groupDays.push({
      kind,
      groupId,
      date,
      peak,
      peakAt,
      workingAverage: workingSamples ? workingTotal / workingSamples : null,
      samples: instants.length,
      hasBackfill,
    });
  }
}
