// Real entrance counts through the product: three weeks of the people passing the main door of
// the CalIt2 building (UC Irvine, October–November 2005, half-hour slots, local time without a
// zone; UCI Machine Learning Repository, CC BY 4.0; see fixtures/calit2/README.md). A gateway
// turns the flows into the building's occupancy (below) and sends it as a building-level counter
// (spaceId empty), times without a zone, so the building's zone places them; the three weeks
// cross the end of daylight saving time on Sunday 30 October 2005, whose repeated hour the file
// writes once. The building's figures are checked against the same figures worked out here.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mean } from './support/expected-occupancy.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { importReadings, insertRealBuilding } from './support/real-data.ts';

const ZONE = 'America/Los_Angeles';

/** A file's slots: `YYYY-MM-DDTHH:MM:SS` (local) → people through the door; a line that is not a slot is skipped. */
function flows(file: string): Map<string, number> {
  const text = readFileSync(new URL(`fixtures/calit2/${file}`, import.meta.url), 'utf8');
  const slots = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^"(\d\d)\/(\d\d)\/(\d\d) (\d\d:\d\d:\d\d)",(\d+)$/.exec(line);
    if (m) slots.set(`20${m[3] ?? ''}-${m[1] ?? ''}-${m[2] ?? ''}T${m[4] ?? ''}`, Number(m[5]));
  }
  return slots;
}
const inflow = flows('cal-inflow.csv');
const outflow = flows('cal-outflow.csv');

/**
 * The gateway's rule: from local midnight, people inside = those who came in less those who went
 * out, never below 0 (the door's two counts do not balance); a slot missing either count is not
 * sent and does not move the count.
 */
const occupancy = new Map<string, number>();
{
  let date = '';
  let inside = 0;
  for (const [slot, entered] of [...inflow].sort(([a], [b]) => a.localeCompare(b))) {
    const left = outflow.get(slot);
    if (left === undefined) continue;
    if (slot.slice(0, 10) !== date) [date, inside] = [slot.slice(0, 10), 0];
    inside = Math.max(0, inside + entered - left);
    occupancy.set(slot, inside);
  }
}

/**
 * The UTC instant of a local time in Irvine in autumn 2005: Pacific Daylight Time (UTC−7) until
 * 02:00 on Sunday 30 October, Pacific Standard Time (UTC−8) after; the repeated hour 01:00–02:00
 * of that day is read as its first (daylight) occurrence, the only one the file has.
 */
const instantOf = (local: string) =>
  new Date(`${local}${local < '2005-10-30T02:00' ? '-07:00' : '-08:00'}`).toISOString();

const dailyPeaks = () => {
  const peaks = new Map<string, number>();
  for (const [slot, n] of occupancy)
    peaks.set(slot.slice(0, 10), Math.max(peaks.get(slot.slice(0, 10)) ?? 0, n));
  return [...peaks].map(([date, peak]) => ({ date, peak }));
};
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('real entrance counts of the CalIt2 building (pglite)', () => {
  let t: TestApp;
  let p: Portfolio;
  let buildingId = 0;
  let dataSourceId = 0;
  let token = '';

  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
    ({ buildingId, dataSourceId } = await insertRealBuilding(
      t,
      p,
      {
        name: 'CalIt2 Building',
        city: 'Irvine',
        timeZone: ZONE,
        latitude: 33.6431,
        longitude: -117.8412,
      },
      { name: 'Main door counter', dataSystem: 'CSV' },
    ));
    const imported = await importReadings(
      t,
      p,
      [...occupancy].map(([slot, n]) => `${String(dataSourceId)},,${slot},${String(n)}`),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    // 21 days of 48 slots, less the one whose outflow the file lacks (30 October, 20:00).
    expect(occupancy.size).toBe(21 * 48 - 1);
    expect(imported.json()).toMatchObject({
      accepted: occupancy.size,
      from: instantOf('2005-10-16T00:00:00'),
      to: instantOf('2005-11-05T23:30:00'),
    });
    token = await tokenFor(p.orgs.harbor, 'org-admin');
  });
  afterAll(() => t.close());

  /** A statistics call's answer about the building, asserted to be 200. */
  const answer = async <T>(url: string, range: { startDate?: string; endDate?: string } = {}) => {
    const response = await t.post(url, { buildingId, ...range }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it("answers the building statistic from the counter: each local day's highest count, the mean of the workdays' peaks", async () => {
    const days = dailyPeaks();
    let peak = days[0];
    for (const d of days) if (peak && d.peak > peak.peak) peak = d;
    const workdays = days.filter((d) => ![0, 6].includes(weekday(d.date)));
    const body = await answer<Record<string, unknown>>('/api/occupancy/statistic');
    expect(days).toHaveLength(21);
    expect(workdays).toHaveLength(15);
    expect(body).toMatchObject({
      startDate: '2005-10-16',
      endDate: '2005-11-05',
      peakOccupancy: peak?.peak,
      peakOccupancyDate: peak?.date,
      // No spaces, so no seats: utilization is unknown, never 0.
      peakUtilization: null,
    });
    expect(body.averageOccupancy).toBeCloseTo(mean(workdays.map((d) => d.peak)), 9);
  });

  it('keeps every day of the three weeks on its local date, the 25-hour Sunday included', async () => {
    const { items } = await answer<{
      items: { date: string; counts: Record<string, { occupancy: number }> }[];
    }>('/api/occupancy/daily-occupancy', { startDate: '2005-10-16', endDate: '2005-11-05' });
    expect(
      items.map((i) => ({ date: i.date, peak: i.counts[String(dataSourceId)]?.occupancy })),
    ).toEqual(dailyPeaks());
  });

  it("refuses the file's own lines sent as they are, naming each bad line, and writes nothing", async () => {
    const raw = readFileSync(new URL('fixtures/calit2/cal-inflow.csv', import.meta.url), 'utf8')
      .split('\n')
      .slice(710, 714);
    expect(raw[2]).toBe('"');
    const before = await answer('/api/occupancy/daily-occupancy');
    const response = await importReadings(t, p, [
      // A good row first: it must not be written either.
      `${String(dataSourceId)},,2005-10-30T19:00:00,999`,
      ...raw.map((line) => `${String(dataSourceId)},,${line}`),
    ]);
    expect(response.statusCode, response.body).toBe(400);
    const iso = (got: string) =>
      `timestamp must be ISO 8601 like 2026-03-02T09:15:00Z (without a zone, the building's time zone applies), got "${got}"`;
    // The lone quote opens a quoted field (RFC 4180), which the next line's text does not close
    // properly: the file cannot be read past it, so that is the one problem named, on its line.
    expect(response.json()).toEqual({
      name: 'ImportFailed',
      message: '1 row is invalid; nothing was imported',
      errors: [
        {
          message:
            'Line 6: a quoted field is followed by other text: a field that starts with " must end with " right before the comma or the end of the line',
        },
      ],
    });
    // Without the lone quote every bad line is named.
    const named = await importReadings(t, p, [
      `${String(dataSourceId)},,2005-10-30T19:00:00,999`,
      ...raw.filter((line) => line !== '"').map((line) => `${String(dataSourceId)},,${line}`),
    ]);
    expect(named.json()).toEqual({
      name: 'ImportFailed',
      message: '3 rows are invalid; nothing was imported',
      errors: [
        { message: `Line 3: ${iso('10/30/05 19:00:00')}` },
        { message: `Line 4: ${iso('10/30/05 19:30:00')}` },
        { message: `Line 5: ${iso('10/30/05 20:00:00')}` },
      ],
    });
    // The good row would have made 30 October's peak 999.
    expect(await answer('/api/occupancy/daily-occupancy')).toEqual(before);
  });

  it("gives each local hour of 30 October the higher of its two half-hours, the repeated hour once, at its first occurrence's instant", async () => {
    const { items: hours } = await answer<{ items: { at: string; local: string; peak: number }[] }>(
      '/api/occupancy',
      { startDate: '2005-10-30', endDate: '2005-10-30' },
    );
    const expected = new Map<string, { at: string; local: string; peak: number }>();
    for (const [slot, n] of occupancy) {
      if (!slot.startsWith('2005-10-30')) continue;
      const local = `${slot.slice(0, 13)}:00`;
      const hour = expected.get(local);
      if (hour) hour.peak = Math.max(hour.peak, n);
      else expected.set(local, { at: instantOf(`${local}:00`), local, peak: n });
    }
    expect(expected.size).toBe(24);
    expect(hours.map(({ at, local, peak }) => ({ at, local, peak }))).toEqual([
      ...expected.values(),
    ]);
    // The clock went back at 02:00 daylight time: 01:00 (daylight) is followed by 02:00
    // standard time two hours later, with no reading in the hour between.
    expect(hours.find((h) => h.local === '2005-10-30T01:00')?.at).toBe('2005-10-30T08:00:00.000Z');
    expect(hours.find((h) => h.local === '2005-10-30T02:00')?.at).toBe('2005-10-30T10:00:00.000Z');
  });
});
