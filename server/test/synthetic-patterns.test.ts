// The synthetic occupancy generator shows the patterns it promises (server/src/occupancy/
// synthetic.ts, issue: "weekday/weekend, hour of day, holidays, seasonal dips, a return-to-office
// trend, sensor gaps, capped counts"), measured on a year of one building's readings.
import { describe, expect, it } from 'vitest';
import { fullCadence, syntheticReadings, type SyntheticRow } from '../src/occupancy/synthetic.ts';
import { mean, wallClock } from './support/expected-occupancy.ts';

const ZONE = 'America/New_York';
const RANGE = { from: '2025-11-24', to: '2026-11-22' };
const RTO_START = '2026-03-01';
const OUTAGE = { from: '2026-10-05', to: '2026-10-09' };
const TYPICAL = 1;
const CROWDED = 2;
const CAPACITY = 50;

function readYear(seed: number): SyntheticRow[] {
  const rows: SyntheticRow[] = [];
  const building = {
    dataSourceId: 1,
    buildingId: 1,
    timeZone: ZONE,
    spaces: [
      { spaceId: TYPICAL, capacity: CAPACITY, level: 0.6, rtoStart: RTO_START },
      // Busier than its seats on a good day: its counts meet the cap.
      { spaceId: CROWDED, capacity: CAPACITY, level: 1.5, rtoStart: null },
    ],
    outage: OUTAGE,
  };
  for (const day of syntheticReadings(building, RANGE, fullCadence(15), seed)) rows.push(...day);
  return rows;
}

const rows = readYear(7);
const typical = rows.filter((r) => r.spaceId === TYPICAL);
/** The typical space's readings by local date, with their local time. */
const byDate = new Map<string, { time: string; occupancy: number }[]>();
for (const r of typical) {
  const local = wallClock(r.at.toISOString(), ZONE);
  const date = local.slice(0, 10);
  byDate.set(date, [
    ...(byDate.get(date) ?? []),
    { time: local.slice(11), occupancy: r.occupancy },
  ]);
}
const peakOn = (date: string) => Math.max(...(byDate.get(date) ?? []).map((r) => r.occupancy));
/** 1 = Monday … 7 = Sunday. */
const isoDay = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
const datesWhere = (keep: (date: string) => boolean) => [...byDate.keys()].filter(keep);
const meanPeak = (dates: string[]) => mean(dates.map(peakOn));
const midweek = (date: string) => [2, 3, 4].includes(isoDay(date));
const between = (from: string, to: string) => (date: string) => date >= from && date <= to;

describe('synthetic occupancy patterns', () => {
  it('is the same for the same seed and differs for another', () => {
    const again = readYear(7);
    expect(again.map((r) => r.occupancy)).toEqual(rows.map((r) => r.occupancy));
    expect(readYear(8).map((r) => r.occupancy)).not.toEqual(rows.map((r) => r.occupancy));
  });

  it('reads every 15 minutes from 06:00 to 20:45 local time, on the clock-change days too', () => {
    for (const date of ['2026-01-13', '2026-03-08', '2026-11-01']) {
      const times = (byDate.get(date) ?? []).map((r) => r.time);
      expect(times, date).toHaveLength(60);
      expect(times[0], date).toBe('06:00');
      expect(times.at(-1), date).toBe('20:45');
    }
  });

  it('is far busier midweek than at the weekend', () => {
    const outside = (date: string) => !between('2025-12-20', '2026-01-03')(date);
    const weekdays = meanPeak(datesWhere((d) => midweek(d) && outside(d)));
    const weekends = meanPeak(datesWhere((d) => isoDay(d) >= 6 && outside(d)));
    expect(weekdays).toBeGreaterThan(5 * weekends);
  });

  it('peaks in the morning, dips at lunch, and is empty before 07:00 and from 20:00', () => {
    const at = (time: string) =>
      mean(
        datesWhere(midweek).flatMap((d) =>
          (byDate.get(d) ?? []).filter((r) => r.time === time).map((r) => r.occupancy),
        ),
      );
    expect(at('10:30')).toBeGreaterThan(at('12:30'));
    expect(at('14:30')).toBeGreaterThan(at('12:30'));
    expect(at('10:30')).toBeGreaterThan(4 * at('07:30'));
    expect(at('06:45')).toBe(0);
    expect(at('20:00')).toBe(0);
  });

  it('is nearly empty on a public holiday (1 May 2026, a Friday)', () => {
    const fridays = datesWhere((d) => isoDay(d) === 5 && between('2026-04-01', '2026-06-30')(d));
    const otherFridays = fridays.filter((d) => d !== '2026-05-01');
    expect(peakOn('2026-05-01')).toBeLessThan(0.2 * meanPeak(otherFridays));
  });

  it('dips over the year-end holidays and in the summer', () => {
    const yearEnd = meanPeak(
      datesWhere((d) => midweek(d) && between('2025-12-21', '2026-01-02')(d)),
    );
    const before = meanPeak(
      datesWhere((d) => midweek(d) && between('2025-11-24', '2025-12-18')(d)),
    );
    expect(yearEnd).toBeLessThan(0.65 * before);
    const summer = meanPeak(
      datesWhere((d) => midweek(d) && between('2026-07-27', '2026-08-24')(d)),
    );
    const june = meanPeak(datesWhere((d) => midweek(d) && between('2026-06-01', '2026-06-30')(d)));
    expect(summer).toBeLessThan(0.85 * june);
  });

  it('rises after the return to office begins (1 March 2026)', () => {
    const february = meanPeak(
      datesWhere((d) => midweek(d) && between('2026-02-01', '2026-02-28')(d)),
    );
    const mayJune = meanPeak(
      datesWhere((d) => midweek(d) && between('2026-05-01', '2026-06-30')(d)),
    );
    expect(mayJune).toBeGreaterThan(1.1 * february);
  });

  it('has no readings at all during a sensor outage, and readings on the days around it', () => {
    expect(datesWhere(between(OUTAGE.from, OUTAGE.to))).toEqual([]);
    expect(byDate.has('2026-10-02')).toBe(true);
    expect(byDate.has('2026-10-10')).toBe(true);
  });

  it('never counts below zero nor above 120 % of the seats, and a crowded space meets that cap', () => {
    const cap = Math.round(CAPACITY * 1.2);
    expect(rows.every((r) => r.occupancy >= 0 && r.occupancy <= cap)).toBe(true);
    const crowded = rows.filter((r) => r.spaceId === CROWDED).map((r) => r.occupancy);
    expect(crowded.filter((n) => n === cap).length).toBeGreaterThan(10);
  });
});
