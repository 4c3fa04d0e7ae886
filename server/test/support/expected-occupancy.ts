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
