// The data sources' own calls on a real database: data systems, excluded organizations and
// /delete-excluded-organization, /get-status (last reading, readings of the last day and week,
// gaps, health per source and sensor), /readings-day, and /occupancy/delete-readings with the
// rollups following. Each with 401, 400, 403 and another organization's data source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSourceStatusResponse, ReadingsDay } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type Full = { items: { id: number; excludedOrganizations: { id: number; name: string }[] }[] };

describe.each(databaseKinds)('data sources calls on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let master: string;
  let harborAdmin: string;
  let northwindAdmin: string;
  const asHarbor = { 'x-impersonate-org': 'harbor' };
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    harborAdmin = await tokenFor(p.orgs.harbor, 'org-admin');
    northwindAdmin = await tokenFor(p.orgs.northwind, 'org-admin');
  });
  afterAll(() => t.close());

  const ok = async (path: string, body: unknown, token = master, headers = {}) => {
    const response = await t.post(`/api/${path}`, body, token, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const ingest = (rows: { spaceId: number; at: number | string; occupancy: number }[]) =>
    ok(
      'occupancy/readings',
      rows.map((r) => ({
        dataSourceId: p.dataSources.harborSensors.id,
        spaceId: r.spaceId,
        timestamp: typeof r.at === 'string' ? r.at : new Date(r.at).toISOString(),
        occupancy: r.occupancy,
      })),
    );

  describe('access', () => {
    const calls: [string, unknown][] = [
      ['data-sources/data-systems', {}],
      ['data-sources/get-status', {}],
      ['data-sources/readings-day', { dataSourceId: 1, date: '2026-01-06' }],
      ['data-sources/delete-excluded-organization', { dataSourceId: 1, organizationId: 1 }],
      [
        'occupancy/delete-readings',
        { dataSourceId: 1, from: '2026-01-06T00:00:00Z', to: '2026-01-07T00:00:00Z' },
      ],
      ['data-coverage', {}],
    ];
    it.each(calls)('%s needs a sign-in (401)', async (path, body) => {
      expect((await t.post(`/api/${path}`, body)).statusCode).toBe(401);
    });

    it.each([
      ['data-sources/get-status', { dataSourceIds: [] }],
      ['data-sources/get-status', { buildingId: 'x' }],
      ['data-sources/readings-day', { dataSourceId: 1, date: '6 January' }],
      ['data-sources/delete-excluded-organization', { dataSourceId: 1 }],
      [
        'occupancy/delete-readings',
        { dataSourceId: 1, from: '2026-01-07T00:00:00Z', to: '2026-01-06T00:00:00Z' },
      ],
      [
        'occupancy/delete-readings',
        { dataSourceId: 1, from: '2024-01-01T00:00:00Z', to: '2026-01-06T00:00:00Z' },
      ],
      ['occupancy/delete-readings', { dataSourceId: 1, from: '2026-01-06', to: '2026-01-07' }],
      ['data-coverage', { type: 'PLATFORM' }],
    ])('%s refuses a bad body %j (400)', async (path, body) => {
      const response = await t.post(`/api/${path}`, body, master);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ issues: unknown[] }>().issues.length).toBeGreaterThan(0);
    });

    it.each(calls.slice(1))('%s is for the master admin (403)', async (path, body) => {
      expect((await t.post(`/api/${path}`, body, harborAdmin)).statusCode).toBe(403);
    });

    it('lists the data systems for every role', async () => {
      const viewer = await tokenFor(p.orgs.harbor, 'viewer');
      const response = await ok('data-sources/data-systems', {}, viewer);
      const { items } = response.json<{ items: { value: string; label: string }[] }>();
      expect(items.map((i) => i.value)).toContain('XOVIS');
      expect(items.find((i) => i.value === 'CSV')?.label).toBe('CSV upload');
    });

    it("does not reach another organization's data source when acting as one (404)", async () => {
      const skyline = p.dataSources.skylineSensors.id;
      for (const [path, body] of [
        ['data-sources/get-status', { dataSourceIds: [skyline] }],
        ['data-sources/readings-day', { dataSourceId: skyline, date: '2026-01-06' }],
        [
          'occupancy/delete-readings',
          { dataSourceId: skyline, from: '2026-01-06T00:00:00Z', to: '2026-01-07T00:00:00Z' },
        ],
        ['data-coverage', { organizationId: p.orgs.skyline.id }],
      ] as const) {
        const response = await t.post(`/api/${path}`, body, master, asHarbor);
        expect(response.statusCode, path).toBe(404);
      }
      // Without an id, the status lists only the organization's own sources.
      const status = await ok('data-sources/get-status', {}, master, asHarbor);
      expect(status.json<DataSourceStatusResponse>().items.map((i) => i.dataSourceId)).toEqual([
        p.dataSources.harborSensors.id,
      ]);
    });
  });

  describe('data coverage', () => {
    type Coverage = {
      items: {
        name: string;
        type: string;
        coverage: string;
        buildings: { name: string; spatial: string; financial: string; occupancy: string }[];
      }[];
    };
    it('gives every customer organization its buildings with the three states', async () => {
      const response = await ok('data-coverage', {});
      const { items } = response.json<Coverage>();
      expect(items.map((i) => i.name)).toEqual([
        'Contoso',
        'Harbor Properties',
        'MetroSpaces',
        'Northwind Traders',
        'Skyline Estates',
      ]);
      const northwind = items.find((i) => i.name === 'Northwind Traders');
      // A lease with rent, area and dates, but no outline and no readings yet.
      expect(northwind?.buildings).toEqual([
        {
          buildingId: p.buildings.harborPoint.id,
          name: 'Harbor Point',
          spatial: 'NOT_COVERED',
          financial: 'COVERED',
          occupancy: 'NOT_COVERED',
        },
      ]);
      expect(northwind?.coverage).toBe('PARTIALLY_COVERED');
      const owners = await ok('data-coverage', { type: 'OWNER' });
      expect(owners.json<Coverage>().items.map((i) => i.type)).toEqual(['OWNER', 'OWNER']);
    });

    it('gives only the organization acted as', async () => {
      const response = await ok('data-coverage', {}, master, asHarbor);
      expect(response.json<Coverage>().items.map((i) => i.name)).toEqual(['Harbor Properties']);
    });
  });

  describe('excluded organizations', () => {
    const visibleTo = async (token: string) =>
      (await ok('data-sources', { perPage: 100 }, token))
        .json<{ items: { id: number }[] }>()
        .items.map((i) => i.id);
    const full = async (token = master) =>
      (
        await ok('data-sources/full', { where: { id: p.dataSources.harborSensors.id } }, token)
      ).json<Full>().items[0];

    it('hides an excluded data source from the organization until the exclusion is deleted', async () => {
      const id = p.dataSources.harborSensors.id;
      expect(await visibleTo(northwindAdmin)).toContain(id);
      await ok('data-sources/update', {
        id,
        data: { excludedOrganizationIds: [p.orgs.northwind.id] },
      });
      expect((await full())?.excludedOrganizations).toEqual([
        { id: p.orgs.northwind.id, name: 'Northwind Traders' },
      ]);
      expect(await visibleTo(northwindAdmin)).not.toContain(id);
      // Harbor still sees it, and not who is left out.
      expect(await visibleTo(harborAdmin)).toContain(id);
      expect((await full(harborAdmin))?.excludedOrganizations).toEqual([]);
      // Nor do the organization's building statistics read it.
      const statistic = await ok(
        'occupancy/daily-occupancy',
        { buildingId: p.buildings.harborPoint.id, tenantId: p.leases.northwindLease.id },
        northwindAdmin,
      );
      expect(JSON.stringify(statistic.json())).not.toContain(`"${id}"`);

      const deleted = await ok('data-sources/delete-excluded-organization', {
        dataSourceId: id,
        organizationId: p.orgs.northwind.id,
      });
      expect(deleted.json<Full['items'][number]>().excludedOrganizations).toEqual([]);
      expect(await visibleTo(northwindAdmin)).toContain(id);
      // Not excluded any more: nothing to delete.
      const again = await t.post(
        '/api/data-sources/delete-excluded-organization',
        { dataSourceId: id, organizationId: p.orgs.northwind.id },
        master,
      );
      expect(again.statusCode).toBe(404);
    });

    it('refuses an organization that does not exist (400)', async () => {
      const response = await t.post(
        '/api/data-sources/update',
        { id: p.dataSources.harborSensors.id, data: { excludedOrganizationIds: [99999] } },
        master,
      );
      expect(response.statusCode, response.body).toBe(400);
    });
  });

  describe('status', () => {
    it('gives each source and sensor its last reading, counts, gaps and health, stopped first', async () => {
      const now = Date.now();
      const { hpOpen, hpCafe } = p.spaces;
      await ingest([
        { spaceId: hpOpen.id, at: now - 40 * DAY, occupancy: 3 },
        { spaceId: hpOpen.id, at: now - 3 * DAY, occupancy: 4 },
        { spaceId: hpOpen.id, at: now - 3 * HOUR, occupancy: 5 },
        { spaceId: hpOpen.id, at: now - 1 * HOUR, occupancy: 6 },
        { spaceId: hpCafe.id, at: now - 12 * DAY, occupancy: 2 },
      ]);
      const response = await ok('data-sources/get-status', {
        buildingId: p.buildings.harborPoint.id,
        sensors: true,
      });
      const [source] = response.json<DataSourceStatusResponse>().items;
      expect(source).toMatchObject({
        dataSourceId: p.dataSources.harborSensors.id,
        building: 'Harbor Point',
        timeZone: 'America/New_York',
        readingsLastDay: 2,
        readingsLastWeek: 3,
        lastReadingAt: new Date(now - HOUR).toISOString(),
        health: 'HEALTHY',
        sensorCount: 2,
        stoppedSensors: 1,
      });
      // The stopped sensor first, on its floor.
      expect(source?.sensors.map((s) => [s.space, s.floor, s.health])).toEqual([
        ['Cafe', 'Level 1', 'STOPPED'],
        ['Open office', 'Level 1', 'HEALTHY'],
      ]);
      const cafe = source?.sensors[0];
      expect(cafe?.readingsLastWeek).toBe(0);
      // Its gap runs from the day after its reading to yesterday.
      expect(cafe?.gaps.at(-1)?.endDate).toBe(
        new Date(now - DAY).toLocaleDateString('en-CA', { timeZone: 'America/New_York' }),
      );
      // A source that never reported.
      const skyline = await ok('data-sources/get-status', {
        dataSourceIds: [p.dataSources.skylineSensors.id],
      });
      expect(skyline.json<DataSourceStatusResponse>().items[0]).toMatchObject({
        health: 'NO_DATA',
        lastReadingAt: null,
        sensorCount: 0,
        sensors: [],
      });
    });
  });

  describe('readings of a day and their deletion', () => {
    const range = { startDate: '2026-01-06', endDate: '2026-01-07' };
    const peak = async () =>
      (await ok('occupancy/statistic', { buildingId: p.buildings.harborPoint.id, ...range })).json<{
        peakOccupancy: number | null;
      }>().peakOccupancy;
    const remove = (body: Record<string, unknown>) =>
      ok('occupancy/delete-readings', { dataSourceId: p.dataSources.harborSensors.id, ...body });

    beforeAll(async () => {
      const { hpFlex } = p.spaces;
      await ingest([
        { spaceId: hpFlex.id, at: '2026-01-06T15:00:00Z', occupancy: 10 },
        { spaceId: hpFlex.id, at: '2026-01-06T16:00:00Z', occupancy: 12 },
        { spaceId: hpFlex.id, at: '2026-01-07T15:00:00Z', occupancy: 20 },
      ]);
    });

    it("lists a day's readings per sensor in the building's time", async () => {
      const response = await ok('data-sources/readings-day', {
        dataSourceId: p.dataSources.harborSensors.id,
        date: '2026-01-06',
      });
      const day = response.json<ReadingsDay>();
      expect(day.timeZone).toBe('America/New_York');
      const flex = day.sensors.find((s) => s.spaceId === p.spaces.hpFlex.id);
      expect(flex?.floor).toBe('Level 2');
      expect(flex?.readings.map((r) => [r.time, r.occupancy])).toEqual([
        ['10:00', 10],
        ['11:00', 12],
      ]);
    });

    it('counts on a dry run, deletes the range and the statistics follow', async () => {
      expect(await peak()).toBe(20);
      const day7 = { from: '2026-01-07T05:00:00Z', to: '2026-01-08T05:00:00Z' };
      const dry = await remove({ ...day7, dryRun: true });
      expect(dry.json()).toEqual({ deleted: 1, days: 1, dryRun: true });
      expect(await peak()).toBe(20);

      // Another sensor's readings only: none there.
      const cafe = await remove({ ...day7, spaceId: p.spaces.hpCafe.id });
      expect(cafe.json()).toEqual({ deleted: 0, days: 0, dryRun: false });

      expect((await remove(day7)).json()).toEqual({ deleted: 1, days: 1, dryRun: false });
      expect(await peak()).toBe(12);
      const late = await remove({
        spaceId: p.spaces.hpFlex.id,
        from: '2026-01-06T15:30:00Z',
        to: '2026-01-06T16:30:00Z',
      });
      expect(late.json()).toEqual({ deleted: 1, days: 1, dryRun: false });
      expect(await peak()).toBe(10);
      const day = await ok('data-sources/readings-day', {
        dataSourceId: p.dataSources.harborSensors.id,
        date: '2026-01-06',
      });
      const flex = day.json<ReadingsDay>().sensors.find((s) => s.spaceId === p.spaces.hpFlex.id);
      expect(flex?.readings.map((r) => r.occupancy)).toEqual([10]);
    });
  });
});
