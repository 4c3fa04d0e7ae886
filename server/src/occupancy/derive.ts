// Rollups of one data source's readings in a building, per local day, worked out from the day's
// packed readings (docs/metrics.md): per space per local hour, and per group (the building, each
// floor, each lease, each operator's site: the floors it runs, each occupier: the spaces of its
// active leases, each subleased lease: the spaces it keeps) per local hour and per day from the
// simultaneous sums of its spaces.
import { localHourStart, type LocalClock } from './local-clock.ts';
import type { ReadingDay } from './packing.ts';
import { append } from '../resources/relations.ts';
import type { GroupKind } from '../analytics/target.ts';

/**
 * Which floor each space is on, which leases hold it, which organization operates its floor,
 * which organizations are the tenants of its active leases, and which active subleased leases
 * keep it (none of their ACTIVE subleases holds it).
 */
export type Layout = {
  floorOf: ReadonlyMap<number, number>;
  leasesOf: ReadonlyMap<number, readonly number[]>;
  operatorOf: ReadonlyMap<number, number>;
  occupiersOf: ReadonlyMap<number, readonly number[]>;
  keptBy: ReadonlyMap<number, readonly number[]>;
};

/**
 * Local working hours: ms of day from `start` up to `end` (24:00: a whole day's ms, past any
 * instant of the day) on `days` (1 = Monday).
 */
export type Hours = { start: number; end: number; days: readonly number[] };

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

/** What a building's rollups depend on besides its readings. */
export type RollupFrame = { buildingId: number; layout: Layout; hours: Hours; clock: LocalClock };

export function deriveRollups(days: readonly ReadingDay[], frame: RollupFrame): Rollups {
  const rollups: Rollups = { spaceHours: [], groupHours: [], groupDays: [] };
  const byDate = new Map<string, ReadingDay[]>();
  for (const day of days) append(byDate, day.date, day);
  for (const [date, rows] of byDate) deriveDay(date, rows, frame, rollups);
  return rollups;
}

const sameOffsets = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The rollup interval (docs/metrics.md, "Simultaneous sum"): sensors' clocks are not
 * synchronised, so a group's readings are summed per interval, not per exact instant. Each space
 * counts once per interval (its highest reading in it), then the spaces are added; the sum is
 * dated at the interval's start. 15 minutes: the usual reporting period of people counters, and
 * a divisor of every time zone's offset, so intervals start on the local quarter-hour.
 */
export const ROLLUP_INTERVAL_MS = 15 * 60_000;

/** The start of the rollup interval an offset from the day's origin falls in. */
const aligned = (offset: number) => Math.floor(offset / ROLLUP_INTERVAL_MS) * ROLLUP_INTERVAL_MS;

/** The day's distinct interval starts, and for each row the interval of each reading. */
function instantsOf(rows: readonly ReadingDay[]): { offsets: number[]; ofRow: Int32Array[] } {
  const index = new Map<number, number>();
  const offsets: number[] = [];
  let previous: { offsets: readonly number[]; ids: Int32Array } | null = null;
  const ofRow = rows.map((row) => {
    // Spaces of one building usually report at the same instants: map them once.
    if (previous && sameOffsets(previous.offsets, row.offsets)) return previous.ids;
    const ids = new Int32Array(row.offsets.length);
    row.offsets.forEach((exact, i) => {
      const offset = aligned(exact);
      let k = index.get(offset);
      if (k === undefined) {
        k = offsets.length;
        offsets.push(offset);
        index.set(offset, k);
      }
      ids[i] = k;
    });
    previous = { offsets: row.offsets, ids };
    return ids;
  });
  return { offsets, ofRow };
}

function deriveDay(
  date: string,
  rows: readonly ReadingDay[],
  frame: RollupFrame,
  into: Rollups,
): void {
  const { buildingId, layout, hours, clock } = frame;
  const origin = Date.parse(`${date}T00:00:00Z`);
  const { offsets, ofRow } = instantsOf(rows);
  const count = offsets.length;
  // Per instant: its local hour (as an offset) and whether it is in working hours.
  const hourOf = new Float64Array(count);
  const working = new Uint8Array(count);
  offsets.forEach((offset, k) => {
    const local = clock(origin + offset);
    hourOf[k] = localHourStart(origin + offset, local) - origin;
    working[k] =
      hours.days.includes(local.isoDay) && local.msOfDay >= hours.start && local.msOfDay < hours.end
        ? 1
        : 0;
  });

  // Groups: 0 is the building (its spaces' sum), then floors and leases as they appear.
  const groups: { kind: GroupKind; groupId: number }[] = [
    { kind: 'building', groupId: buildingId },
  ];
  const groupIndex = new Map<string, number>();
  const groupOf = (kind: GroupKind, groupId: number) => {
    const key = `${kind}:${groupId}`;
    let g = groupIndex.get(key);
    if (g === undefined) {
      g = groups.length;
      groups.push({ kind, groupId });
      groupIndex.set(key, g);
    }
    return g;
  };
  const memberships = rows.map((row) => {
    if (row.spaceId === null) return [];
    const floorId = layout.floorOf.get(row.spaceId);
    const operatorId = layout.operatorOf.get(row.spaceId);
    return [
      0,
      ...(floorId === undefined ? [] : [groupOf('floor', floorId)]),
      ...(layout.leasesOf.get(row.spaceId) ?? []).map((leaseId) => groupOf('tenant', leaseId)),
      ...(operatorId === undefined ? [] : [groupOf('operator', operatorId)]),
      ...(layout.occupiersOf.get(row.spaceId) ?? []).map((id) => groupOf('occupier', id)),
      ...(layout.keptBy.get(row.spaceId) ?? []).map((leaseId) => groupOf('kept', leaseId)),
    ];
  });
  const sums = new Float64Array(groups.length * count);
  const present = new Uint8Array(groups.length * count);
  const backfill = new Uint8Array(groups.length * count);
  // A building-level counter: the highest count per instant (-1: none).
  const counter = new Float64Array(count).fill(-1);
  const counterBackfill = new Uint8Array(count);

  rows.forEach((row, r) => {
    const ids = ofRow[r] ?? new Int32Array(0);
    const members = memberships[r] ?? [];
    const spaceHours: Hour[] = [];
    // The space's value in each interval: its highest reading there (readings are in time
    // order, so one interval's readings are consecutive); added to its groups once.
    const addInterval = (k: number, value: number, backfilled: number) => {
      for (const g of members) {
        const cell = g * count + k;
        sums[cell] = (sums[cell] ?? 0) + value;
        present[cell] = 1;
        backfill[cell] = (backfill[cell] ?? 0) | backfilled;
      }
    };
    let openK = -1;
    let openValue = 0;
    let openBackfill = 0;
    for (let i = 0; i < row.offsets.length; i++) {
      const k = ids[i] ?? 0;
      const value = row.counts[i] ?? 0;
      const backfilled = row.backfilled?.[i] === true ? 1 : 0;
      if (row.spaceId === null) {
        counter[k] = Math.max(counter[k] ?? -1, value);
        counterBackfill[k] = (counterBackfill[k] ?? 0) | backfilled;
        continue;
      }
      addToHours(spaceHours, hourOf[k] ?? 0, value);
      if (k === openK) {
        openValue = Math.max(openValue, value);
        openBackfill |= backfilled;
      } else {
        if (openK >= 0) addInterval(openK, openValue, openBackfill);
        openK = k;
        openValue = value;
        openBackfill = backfilled;
      }
    }
    if (openK >= 0) addInterval(openK, openValue, openBackfill);
    if (row.spaceId !== null)
      into.spaceHours.push({
        spaceId: row.spaceId,
        date,
        offsets: spaceHours.map((h) => h.offset),
        peaks: spaceHours.map((h) => h.peak),
        averages: spaceHours.map((h) => h.total / h.samples),
        samples: spaceHours.map((h) => h.samples),
      });
  });
  // The building's counter counts where none of its spaces reported.
  for (let k = 0; k < count; k++) {
    if ((counter[k] ?? -1) < 0) continue;
    if (!present[k]) {
      sums[k] = counter[k] ?? 0;
      present[k] = 1;
    }
    backfill[k] = (backfill[k] ?? 0) | (counterBackfill[k] ?? 0);
  }

  const order = [...offsets.keys()].sort((a, b) => (offsets[a] ?? 0) - (offsets[b] ?? 0));
  groups.forEach(({ kind, groupId }, g) => {
    const groupHours: Hour[] = [];
    let peak = -1;
    let peakAt = 0;
    let workingTotal = 0;
    let workingSamples = 0;
    let samples = 0;
    let hasBackfill = false;
    for (const k of order) {
      const cell = g * count + k;
      if (!present[cell]) continue;
      const sum = sums[cell] ?? 0;
      samples++;
      addToHours(groupHours, hourOf[k] ?? 0, sum);
      if (sum > peak) {
        peak = sum;
        peakAt = origin + (offsets[k] ?? 0);
      }
      if (working[k]) {
        workingTotal += sum;
        workingSamples++;
      }
      hasBackfill ||= backfill[cell] === 1;
    }
    if (samples === 0) return;
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
      samples,
      hasBackfill,
    });
  });
}
