// Real people counts through the product: ten days of two office rooms' Xovis 3D counters
// (Brains4Buildings, Windesheim University, Zwolle, October–November 2022, CC BY 4.0; see
// fixtures/brains4buildings/README.md), imported as the CSV a gateway would send, with the
// sensor's own timestamps (offsets written +0200, across the clock change of 30 October), then
// the building's statistic checked against the same figures worked out here from the file.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyPeaks, mean } from './support/expected-occupancy.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { one, seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import { importReadings, insertRealBuilding } from './support/real-data.ts';
import * as s from '../src/db/schema/index.ts';

const ZONE = 'Europe/Amsterdam';
const ROOMS = ['999169', '917810'];
/** Work places per room (the dataset's README). */
const DESKS = 6;

type Count = { room: string; timestamp: string; occupancy: number };
const counts: Count[] = readFileSync(
  new URL('fixtures/brains4buildings/xovis-counts.csv', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [room = '', timestamp = '', occupancy = ''] = line.split(',');
    return { room, timestamp, occupancy: Number(occupancy) };
  });
/** The instant of a sensor timestamp (`+0200` is ISO 8601's basic form of `+02:00`). */
const instant = (timestamp: string) =>
  new Date(timestamp.replace(/([+-]\d\d)(\d\d)$/, '$1:$2')).toISOString();

/**
 * The building's sums by docs/metrics.md "Unsynchronised sensors": each room's highest reading in
 * a quarter-hour, the rooms' values added, dated at the quarter-hour's start.
 */
function quarterHourSums(rows: readonly Count[]): Map<string, number> {
  const quarter = 15 * 60_000;
  const perRoom = new Map<string, { at: string; n: number }>();
  for (const c of rows) {
    const start = Math.floor(Date.parse(instant(c.timestamp)) / quarter) * quarter;
    const key = `${c.room}@${String(start)}`;
    const seen = perRoom.get(key);
    if (!seen || c.occupancy > seen.n)
      perRoom.set(key, { at: new Date(start).toISOString(), n: c.occupancy });
  }
  const sums = new Map<string, number>();
  for (const { at, n } of perRoom.values()) sums.set(at, (sums.get(at) ?? 0) + n);
  return new Map([...sums].sort(([a], [b]) => a.localeCompare(b)));
}

describe('real Xovis counts of two rooms (pglite)', () => {
  let t: TestApp;
  let p: Portfolio;
  let buildingId = 0;
  let token = '';
  const spaceOf = new Map<string, number>();

  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
    const db = t.database.db;
    let dataSourceId = 0;
    ({ buildingId, dataSourceId } = await insertRealBuilding(
      t,
      p,
      {
        name: 'Windesheim T-building',
        city: 'Zwolle',
        timeZone: ZONE,
        latitude: 52.499255,
        longitude: 6.0765167,
      },
      { name: 'Xovis PC2SE', dataSystem: 'XOVIS' },
    ));
    const floor = await one(
      db.insert(s.floors).values({ buildingId, name: 'Floor 2', position: 2 }).returning(),
    );
    for (const room of ROOMS) {
      const space = await one(
        db
          .insert(s.spaces)
          .values({ floorId: floor.id, name: `Office ${room}`, category: 'WORK', capacity: DESKS })
          .returning(),
      );
      spaceOf.set(room, space.id);
    }
    const imported = await importReadings(
      t,
      p,
      counts.map(
        (c) =>
          `${String(dataSourceId)},${String(spaceOf.get(c.room))},${c.timestamp},${String(c.occupancy)}`,
      ),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ accepted: counts.length });
    token = await tokenFor(p.orgs.harbor, 'org-admin');
  });
  afterAll(() => t.close());

  it("answers the building statistic of the two rooms: their simultaneous peak per local day, the mean of the workdays' peaks", async () => {
    const days = dailyPeaks(quarterHourSums(counts), ZONE);
    const workdays = days.filter(
      (d) => ![0, 6].includes(new Date(`${d.date}T12:00:00Z`).getUTCDay()),
    );
    let peak = days[0];
    for (const d of days) if (peak && d.peak > peak.peak) peak = d;
    const response = await t.post('/api/occupancy/statistic', { buildingId }, token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(days[0]?.date).toBe('2022-10-24');
    expect(days.at(-1)?.date).toBe('2022-11-02');
    expect(body).toMatchObject({
      startDate: '2022-10-24',
      endDate: '2022-11-02',
      capacity: 2 * DESKS,
      peakOccupancy: peak?.peak,
      peakOccupancyDate: peak?.date,
    });
    expect(body.averageOccupancy).toBeCloseTo(mean(workdays.map((d) => d.peak)), 9);
    // The two rooms' peaks added would overstate it on some day (they are not full together).
    const separate = ROOMS.map((room) => {
      const own = quarterHourSums(counts.filter((c) => c.room === room));
      return new Map(dailyPeaks(own, ZONE).map((d) => [d.date, d.peak]));
    });
    expect(
      days.some((d) => separate.reduce((sum, m) => sum + (m.get(d.date) ?? 0), 0) > d.peak),
    ).toBe(true);
  });

  it('puts the readings of the clock-change day (Sunday 30 October, 25 hours) on that local day', async () => {
    const response = await t.post(
      '/api/occupancy/daily-occupancy',
      { buildingId, startDate: '2022-10-29', endDate: '2022-10-31' },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const dates = response.json<{ items: { date: string }[] }>().items.map((i) => i.date);
    const local = new Set(
      counts
        .map((c) => instant(c.timestamp))
        .map((at) => new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE }).format(new Date(at)))
        .filter((d) => d >= '2022-10-29' && d <= '2022-10-31'),
    );
    expect(dates).toEqual([...local].sort());
  });
});
