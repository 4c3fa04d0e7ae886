// Occupancy figures worked out again in the tests from the readings they send, with Intl and
// plain loops: never the server's or the contract's code.

/** `YYYY-MM-DDTHH:MM` on the wall clock of the zone. */
export const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .replace(' ', 'T');

/** The local date of an instant in the zone. */
export const localDate = (iso: string, timeZone: string) => wallClock(iso, timeZone).slice(0, 10);

/** The ISO date n days on (back, when negative). */
export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * docs/metrics.md's default range of some data dates: it ends on the last one and starts on the
 * latest one on or before the same date a year earlier (29 February: the 28th), else the first.
 */
export function defaultDateRange(
  dates: Iterable<string>,
): { startDate: string; endDate: string } | null {
  const sorted = [...new Set(dates)].sort();
  const endDate = sorted.at(-1);
  const firstDate = sorted[0];
  if (!endDate || !firstDate) return null;
  const yearBefore = `${String(Number(endDate.slice(0, 4)) - 1)}${endDate.slice(4).replace('-02-29', '-02-28')}`;
  const startDate = sorted.filter((d) => d <= yearBefore).at(-1) ?? firstDate;
  return { startDate, endDate };
}

export const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

export type ExpectedDay = { date: string; peak: number; peakAt: string };
/** Daily peaks (highest simultaneous sum) in the zone; the earliest instant reaching the peak gives its time. */
export function dailyPeaks(sums: Map<string, number>, timeZone: string): ExpectedDay[] {
  const days = new Map<string, ExpectedDay>();
  for (const [at, n] of sums) {
    const local = wallClock(at, timeZone);
    const date = local.slice(0, 10);
    const day = days.get(date);
    if (!day || n > day.peak) days.set(date, { date, peak: n, peakAt: local.slice(11) });
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
