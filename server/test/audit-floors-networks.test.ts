// Audit of the floor, network, building-statistic and organization-list calls: each figure is
// worked out again here from the raw readings sent through POST /api/occupancy/readings, never
// by the server's or the contract's code. Each test names the sentence it checks; a test that
// names a bug failed before the fix that came with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.ts';
import { dailyPeaks, mean, wallClock } from './support/expected-occupancy.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { one, seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

type Json = Record<string, unknown>;
type Reading = {
  dataSourceId: number;
  spaceId: number | null;
  timestamp: string;
  occupancy: number;
};

const NEW_YORK = 'America/New_York';
const KOLKATA = 'Asia/Kolkata';

/** Simultaneous sums of some spaces per instant. */
function sums(rows: Reading[], spaceIds: number[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows)
    if (r.spaceId !== null && spaceIds.includes(r.spaceId))
      out.set(r.timestamp, (out.get(r.timestamp) ?? 0) + r.occupancy);
  return out;
}

/** 1 = Monday … 7 = Sunday. */
const isoDay = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;

describe('floor, network and organization-list calls: audit (pglite)', () => {
  let t: TestApp;
  let p: Portfolio;
  const tok: Record<string, string> = {};
  const id = { bengal: 0, k1: 0, kA: 0, kB: 0, dsK: 0, hp3: 0, hpRoom: 0, metroNet: 0 };
  const readings: Reading[] = [];

  beforeAll(async () => {
    t = await startTestApp('pglite');
    p = await seedPortfolio(t.database.db);
    const db = t.database.db;
    tok.master = await tokenFor(p.orgs.platform, 'master-admin');
    tok.harbor = await tokenFor(p.orgs.harbor, 'viewer');
    tok.metro = await tokenFor(p.orgs.metro, 'viewer');

    // A building half an hour off UTC (Asia/Kolkata, UTC+5:30), owned by Harbor.
    const bengal = await one(
      db
        .insert(s.buildings)
        .values({
          name: 'Bengal House',
          ownerOrganizationId: p.orgs.harbor.id,
          city: 'Kolkata',
          timeZone: KOLKATA,
          latitude: 22.5,
          longitude: 88.3,
        })
        .returning(),
    );
    id.bengal = bengal.id;
    const k1 = await one(
      db.insert(s.floors).values({ buildingId: bengal.id, name: 'K1', position: 1 }).returning(),
    );
    id.k1 = k1.id;
    const space = (floorId: number, name: string, capacity: number) =>
      one(db.insert(s.spaces).values({ floorId, name, capacity, category: 'WORK' }).returning());
    id.kA = (await space(k1.id, 'Bay A', 10)).id;
    id.kB = (await space(k1.id, 'Bay B', 5)).id;
    id.dsK = (
      await one(
        db
          .insert(s.dataSources)
          .values({ name: 'Bengal sensors', buildingId: bengal.id })
          .returning(),
      )
    ).id;

    // MetroSpaces runs a second floor of Harbor Point (it already runs Level 2), and keeps its
    // own INDIVIDUAL network of it. Structure first: the rollups are derived with these groups.
    const hp3 = await one(
      db
        .insert(s.floors)
        .values({
          buildingId: p.buildings.harborPoint.id,
          name: 'Level 3',
          position: 3,
          operatorOrganizationId: p.orgs.metro.id,
        })
        .returning(),
    );
    id.hp3 = hp3.id;
    id.hpRoom = (await space(hp3.id, 'Room 3', 10)).id;
    const metroNet = await one(
      db
        .insert(s.networks)
        .values({
          name: 'Metro sites',
          organizationId: p.orgs.metro.id,
          defaultReporting: 'INDIVIDUAL',
        })
        .returning(),
    );
    id.metroNet = metroNet.id;
    await db
      .insert(s.networkBuildings)
      .values({ networkId: metroNet.id, buildingId: p.buildings.harborPoint.id });

    // Harbor Point (New York, UTC−5 in February), Monday 2 to Friday 6 February 2026: the Flex
    // floor (Level 2) is full in the morning, Room 3 (Level 3) in the afternoon.
    const hs = p.dataSources.harborSensors.id;
    for (let day = 2; day <= 6; day++) {
      const date = `2026-02-0${String(day)}`;
      for (const [hour, flex, room] of [
        [14, 5, 1],
        [15, 30, 2],
        [20, 3, 9],
        [21, 0, 4],
      ] as const) {
        const timestamp = `${date}T${String(hour)}:00:00Z`;
        readings.push(
          { dataSourceId: hs, spaceId: p.spaces.hpFlex.id, timestamp, occupancy: flex + day },
          { dataSourceId: hs, spaceId: id.hpRoom, timestamp, occupancy: room },
          { dataSourceId: hs, spaceId: p.spaces.hpOpen.id, timestamp, occupancy: room + flex },
        );
      }
    }
    // Bengal House: 20:00Z on 1 February is 01:30 on 2 February in Kolkata; 03:30Z is 09:00.
    readings.push(
      { dataSourceId: id.dsK, spaceId: id.kA, timestamp: '2026-02-01T20:00:00Z', occupancy: 2 },
      { dataSourceId: id.dsK, spaceId: id.kA, timestamp: '2026-02-02T03:30:00Z', occupancy: 4 },
      { dataSourceId: id.dsK, spaceId: id.kA, timestamp: '2026-02-02T04:15:00Z', occupancy: 7 },
      { dataSourceId: id.dsK, spaceId: id.kA, timestamp: '2026-02-02T04:30:00Z', occupancy: 6 },
      { dataSourceId: id.dsK, spaceId: id.kB, timestamp: '2026-02-02T04:30:00Z', occupancy: 3 },
      { dataSourceId: id.dsK, spaceId: id.kA, timestamp: '2026-02-06T18:45:00Z', occupancy: 1 },
    );
    const ingest = await t.post('/api/occupancy/readings', readings, tok.master);
    expect(ingest.statusCode, ingest.body).toBe(200);
  });
  afterAll(() => t.close());

  async function ok<T = Json>(url: string, body: unknown, token = tok.master): Promise<T> {
    const response = await t.post(url, body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }

  it('/networks/statistics measures an operator’s floors in a building as its one site, their simultaneous peak, never the floors’ peaks added (docs/metrics.md “An operator’s site is one group … a site’s daily peak is the highest simultaneous sum of all its floors’ spaces, never its floors’ peaks added up”; “Daily peak: max of the day’s simultaneous sums”)', async () => {
    const site = dailyPeaks(sums(readings, [p.spaces.hpFlex.id, id.hpRoom]), NEW_YORK);
    const workdays = site.filter((d) => isoDay(d.date) <= 5);
    const peak = site.reduce((best, d) => (d.peak > best.peak ? d : best));
    const capacity = 60 + 10;
    const { items } = await ok<{ items: Json[] }>('/api/networks/statistics', {}, tok.metro);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      networkId: id.metroNet,
      defaultReporting: 'INDIVIDUAL',
      buildings: 1,
      capacity,
      startDate: '2026-02-02',
      endDate: '2026-02-06',
    });
    const [series] = items[0]?.occupancy as Json[];
    expect(series).toMatchObject({
      buildingId: p.buildings.harborPoint.id,
      capacity,
      peakOccupancy: peak.peak,
      peakOccupancyDate: peak.date,
      peakUtilization: peak.peak / capacity,
    });
    const average = mean(workdays.map((d) => d.peak));
    expect(series?.averageOccupancy).toBeCloseTo(average, 9);
    expect(series?.averageUtilization).toBeCloseTo(average / capacity, 9);
    // The same figures as the operator's own site statistics of that building.
    const sites = await ok<{ items: Json[] }>('/api/operators/statistcs', {}, tok.metro);
    expect(sites.items).toEqual([
      expect.objectContaining({
        buildingId: p.buildings.harborPoint.id,
        peakOccupancy: peak.peak,
        peakOccupancyDate: peak.date,
      }),
    ]);
  });

  it('/floors/occupancy gives a space’s hours as local hours in a zone half an hour off UTC, a day without data no items (docs/metrics.md “a zone half an hour off UTC (Asia/Kolkata) has hours from 03:30 UTC”; docs/api.md `/floors/occupancy`)', async () => {
    const perSpace = (spaceId: number) => {
      const hours = new Map<string, number>();
      for (const r of readings) {
        if (r.spaceId !== spaceId) continue;
        const local = wallClock(r.timestamp, KOLKATA);
        if (!local.startsWith('2026-02-02')) continue;
        const start = `${local.slice(11, 13)}:00`;
        hours.set(start, Math.max(hours.get(start) ?? 0, r.occupancy));
      }
      return [...hours]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([start, occupancy]) => ({ start, occupancy }));
    };
    const body = await ok('/api/floors/occupancy', { floorId: id.k1, date: '2026-02-02' });
    expect(body).toEqual({
      items: [
        { spaceId: id.kA, items: perSpace(id.kA) },
        { spaceId: id.kB, items: perSpace(id.kB) },
      ],
    });
    expect(perSpace(id.kA).map((h) => h.start)).toEqual(['01:00', '09:00', '10:00']);
    expect(await ok('/api/floors/occupancy', { floorId: id.k1, date: '2026-02-03' })).toEqual({
      items: [],
    });
  });

  it('/organizations/data-sources gives first and last reading dates as local dates of the building’s zone (docs/metrics.md “Days … are those of the building’s IANA time zone”)', async () => {
    const body = await ok<{ items: Json[] }>('/api/organizations/data-sources', {}, tok.harbor);
    const dates = readings
      .filter((r) => r.dataSourceId === id.dsK)
      .map((r) => wallClock(r.timestamp, KOLKATA).slice(0, 10))
      .sort();
    expect(body.items.find((i) => i.id === id.dsK)).toEqual({
      id: id.dsK,
      name: 'Bengal sensors',
      dataSystem: 'CSV',
      buildingId: id.bengal,
      buildingName: 'Bengal House',
      isPrimary: false,
      firstReadingDate: dates[0],
      lastReadingDate: dates.at(-1),
    });
  });
});
