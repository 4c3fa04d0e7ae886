// Readings packed one row per data source, space (null: a building-level counter) and local day:
// ascending offsets (ms since the date's UTC midnight) with their counts and backfilled flags.
// A year of 15-minute readings is 365 rows per space instead of 35,040.
import type { LocalClock } from './local-clock.ts';

export type ReadingDay = {
  spaceId: number | null;
  date: string;
  offsets: number[];
  counts: number[];
  /** Null when no reading of the day was backfilled. */
  backfilled: boolean[] | null;
};

export const dayKey = (spaceId: number | null, date: string): string => `${spaceId ?? ''}|${date}`;

type Entry = { offset: number; count: number; backfilled: boolean };

function toDay(spaceId: number | null, date: string, entries: Entry[]): ReadingDay {
  entries.sort((a, b) => a.offset - b.offset);
  const anyBackfilled = entries.some((e) => e.backfilled);
  return {
    spaceId,
    date,
    offsets: entries.map((e) => e.offset),
    counts: entries.map((e) => e.count),
    backfilled: anyBackfilled ? entries.map((e) => e.backfilled) : null,
  };
}

const entriesOf = (day: Pick<ReadingDay, 'offsets' | 'counts' | 'backfilled'>): Entry[] =>
  day.offsets.map((offset, i) => ({
    offset,
    count: day.counts[i] ?? 0,
    backfilled: day.backfilled?.[i] ?? false,
  }));

/** One day row being filled, in arrival order. */
type Filling = {
  spaceId: number | null;
  date: string;
  offsets: number[];
  counts: number[];
  backfilled: boolean[];
  anyBackfilled: boolean;
  /** The offsets arrived in ascending order (the usual case: no sort needed). */
  ascending: boolean;
};

/** A batch of readings packed into day rows, before they meet the stored ones. */
export type PackedBatch = { days: Filling[]; dates: string[] };

/** Packs readings, one at a time, into the day rows they belong to. */
export class Packer {
  private readonly bySpace = new Map<number | null, Map<string, Filling>>();
  private readonly days: Filling[] = [];
  private readonly dates = new Set<string>();
  private readonly clock: LocalClock;
  constructor(clock: LocalClock) {
    this.clock = clock;
  }

  add(spaceId: number | null, at: number, occupancy: number, backfilled: boolean): void {
    const local = this.clock(at);
    let byDate = this.bySpace.get(spaceId);
    if (!byDate) this.bySpace.set(spaceId, (byDate = new Map<string, Filling>()));
    let day = byDate.get(local.date);
    if (!day) {
      day = {
        spaceId,
        date: local.date,
        offsets: [],
        counts: [],
        backfilled: [],
        anyBackfilled: false,
        ascending: true,
      };
      byDate.set(local.date, day);
      this.days.push(day);
      this.dates.add(local.date);
    }
    const offset = at - local.origin;
    const last = day.offsets[day.offsets.length - 1];
    if (last !== undefined && offset <= last) day.ascending = false;
    day.offsets.push(offset);
    day.counts.push(occupancy);
    day.backfilled.push(backfilled);
    day.anyBackfilled ||= backfilled;
  }

  batch(): PackedBatch {
    return { days: this.days, dates: [...this.dates] };
  }
}

/**
 * The batch's day rows on top of the stored rows of those days: a reading at an instant that is
 * already stored replaces it. Answers the rows that changed.
 */
export function mergeDays(
  stored: ReadonlyMap<string, ReadingDay>,
  batch: PackedBatch,
): ReadingDay[] {
  return batch.days.map((day) => {
    const before = stored.get(dayKey(day.spaceId, day.date));
    if (before) {
      const byOffset = new Map(entriesOf(before).map((e) => [e.offset, e]));
      for (const e of entriesOf(day)) byOffset.set(e.offset, e);
      return toDay(day.spaceId, day.date, [...byOffset.values()]);
    }
    if (!day.ascending) return toDay(day.spaceId, day.date, entriesOf(day));
    return {
      spaceId: day.spaceId,
      date: day.date,
      offsets: day.offsets,
      counts: day.counts,
      backfilled: day.anyBackfilled ? day.backfilled : null,
    };
  });
}
