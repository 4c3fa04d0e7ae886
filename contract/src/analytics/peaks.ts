import {
  DEFAULT_WORKING_HOURS,
  isWorkingParts,
  localParts,
  toInstant,
  type WorkingHours,
} from './time.ts';

/** One people count: of a space, or of a whole data source when `spaceId` is null. */
export type Reading = { at: string; spaceId: number | null; occupancy: number };

/**
 * Sum of the group's spaces' counts per instant, in time order; only instants where at least
 * one space reported. Readings must be aligned to common instants (e.g. the rollup's interval
 * start). Two readings of the same space (or two null-space readings) at the same instant are
 * one count: the higher is kept. Non-finite counts are ignored.
 */
export function simultaneousSums(
  readings: readonly Reading[],
): { at: string; occupancy: number }[] {
  const byInstant = new Map<number, Map<number | null, number>>();
  for (const reading of readings) {
    if (!Number.isFinite(reading.occupancy)) continue;
    const at = toInstant(reading.at).getTime();
    let spaces = byInstant.get(at);
    if (!spaces) {
      spaces = new Map();
      byInstant.set(at, spaces);
    }
    const previous = spaces.get(reading.spaceId);
    if (previous === undefined || reading.occupancy > previous) {
      spaces.set(reading.spaceId, reading.occupancy);
    }
  }
  return [...byInstant.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, spaces]) => ({
      at: new Date(at).toISOString(),
      occupancy: [...spaces.values()].reduce((sum, count) => sum + count, 0),
    }));
}

export type DailyFigure = {
  date: string;
  peak: number;
  peakAt: string;
  /** Mean of the simultaneous sums at working-hour instants; null when the day has none. */
  average: number | null;
  /** Instants with data in the local day. */
  samples: number;
};

/**
 * Per local day of the building: the peak is the highest simultaneous sum in that day (never a
 * sum of per-space peaks; the earliest instant wins a tie), the average is over working hours.
 */
export function dailyFigures(
  readings: readonly Reading[],
  timeZone: string,
  hours: WorkingHours = DEFAULT_WORKING_HOURS,
): DailyFigure[] {
  const days = new Map<string, DailyFigure & { workTotal: number; workCount: number }>();
  // Sums come in time order, so the first sum of a day opens it and a later equal one never wins.
  for (const sum of simultaneousSums(readings)) {
    const parts = localParts(sum.at, timeZone);
    let day = days.get(parts.date);
    if (!day) {
      day = {
        date: parts.date,
        peak: sum.occupancy,
        peakAt: sum.at,
        average: null,
        samples: 0,
        workTotal: 0,
        workCount: 0,
      };
      days.set(parts.date, day);
    }
    day.samples += 1;
    if (sum.occupancy > day.peak) {
      day.peak = sum.occupancy;
      day.peakAt = sum.at;
    }
    if (isWorkingParts(parts, hours)) {
      day.workTotal += sum.occupancy;
      day.workCount += 1;
    }
  }
  return [...days.values()]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map(({ workTotal, workCount, ...day }) => ({
      ...day,
      average: workCount > 0 ? workTotal / workCount : null,
    }));
}
