// Organization, floor and operator statistics calls. Expected figures are worked out here from the
// raw readings (simultaneous sums per local day) and the rows inserted, never by the server's code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { tokenFor } from './support/factories.ts';
import { signToken } from './support/tokens.ts';
import { readSpacesDays } from '../src/analytics/kept-spaces.ts';
import { readBuildingsInfo } from '../src/analytics/organization-repository.ts';
import { ALL } from '../src/auth/scope.ts';
import {
  AMSTERDAM,
  FIRST_DAY,
  LAST_DAY,
  NEW_YORK,
  organizationReadings,
  peakDay,
  peaksOf,
  hourlyPeaksOf,
  seedOrganizationPortfolio,
  sumDays,
  tier,
  weekdayMean,
  within,
  type Days,
  type OrganizationPortfolio,
  type Reading,
} from './support/organization-fixtures.ts';
import { now } from '../src/clock.ts';

type Json = Record<string, unknown>;
const daysAgo = (n: number) =>
  new Date(now().getTime() - n * 86_400_000).toISOString().slice(0, 10);

const routes = [
  '/api/organizations/statistics',
  '/api/organizations/tenant/statistics',
  '/api/organizations/tenant/efficiency-monthly',
  '/api/organizations/data-sources',
  '/api/organizations/statistics/segments',
  '/api/organizations/statistics/tenants',
  '/api/organizations/list/global',
  '/api/organizations/rto',
  '/api/organizations/rto/trends',
  '/api/floors/statistics',
  '/api/floors/spaces-by-category',
  '/api/operators/statistcs',
];

describe.each(databaseKinds)('organization calls on %s', (kind) => {
  let t: TestApp;
  let p: OrganizationPortfolio;
  let rows: Reading[];
  let master: string;
  const recentDate = daysAgo(2);
  const range = { startDate: FIRST_DAY, endDate: LAST_DAY };
  // Daily peaks of the rollup groups, from the raw readings.
  const g = {} as Record<
    'hpOpen' | 'hpFloor1' | 'hpFlex' | 'nwDock' | 'dkA' | 'dkB' | 'dkC' | 'stDesk' | 'hpBuilding',
    Days
  >;

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedOrganizationPortfolio(t.database.db);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    rows = organizationReadings(p, recentDate);
    const ingest = await t.post(
      '/api/occupancy/readings',
      rows.map((r) => ({ ...r, timestamp: r.at, at: undefined })),
      master,
    );
    expect(ingest.statusCode, ingest.body).toBe(200);
    const s = p.spaces;
    g.hpOpen = peaksOf(rows, [s.hpOpen.id], NEW_YORK);
    g.hpFloor1 = peaksOf(rows, [s.hpOpen.id, s.hpCafe.id], NEW_YORK);
    g.hpFlex = peaksOf(rows, [s.hpFlex.id], NEW_YORK);
    g.hpBuilding = peaksOf(rows, [s.hpOpen.id, s.hpCafe.id, s.hpFlex.id], NEW_YORK);
    g.nwDock = peaksOf(rows, [s.dkA.id, s.dkB.id], NEW_YORK);
    g.dkA = peaksOf(rows, [s.dkA.id], NEW_YORK);
    g.dkB = peaksOf(rows, [s.dkB.id], NEW_YORK);
    g.dkC = peaksOf(rows, [s.dkC.id], NEW_YORK);
    g.stDesk = peaksOf(rows, [s.stDesk.id], AMSTERDAM);
  });
  afterAll(() => t.close());

  const call = async (url: string, body: object, token = master) => {
    const response = await t.post(url, body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Json>();
  };
  const status = async (url: string, body: object, token?: string) =>
    (await t.post(url, body, token)).statusCode;
  const items = (body: Json) => body.items as Json[];

  describe('access', () => {
    it('answers 401 without a token and 403 to a user without a role', async () => {
      const roleless = await signToken({
        email: 'nobody@northwind.test',
        roles: ['offline_access'],
        realm: p.orgs.northwind.realm,
        orgKey: p.orgs.northwind.key,
      });
      for (const url of routes) {
        expect(await status(url, {}), url).toBe(401);
        const forbidden = await t.post(url, {}, roleless);
        expect(forbidden.statusCode, url).toBe(403);
        expect(forbidden.json<Json>().message).toMatch(/^Not allowed: \w+\.read needs the role/);
      }
    });

    it('names the field of a bad body', async () => {
      const cases: [string, object, (string | number)[]][] = [
        ['/api/organizations/statistics', { organizationId: 'x' }, ['body', 'organizationId']],
        ['/api/organizations/statistics', { startDate: '2026-13-01' }, ['body', 'startDate']],
        [
          '/api/organizations/tenant/statistics',
          { startDate: '2026-02-08', endDate: '2026-02-01' },
          ['body', 'startDate'],
        ],
        ['/api/organizations/tenant/efficiency-monthly', { extra: 1 }, ['body', 'extra']],
        ['/api/organizations/data-sources', { organizationId: 0 }, ['body', 'organizationId']],
        ['/api/organizations/statistics/segments', { endDate: 'soon' }, ['body', 'endDate']],
        ['/api/organizations/statistics/tenants', { buildingId: [] }, ['body', 'buildingId']],
        ['/api/organizations/list/global', { types: [] }, ['body', 'types']],
        ['/api/organizations/list/global', { types: ['LANDLORD'] }, ['body', 'types', '0']],
        ['/api/organizations/rto', { organizationId: -1 }, ['body', 'organizationId']],
        ['/api/organizations/rto/trends', { startDate: FIRST_DAY }, ['body', 'startDate']],
        ['/api/floors/statistics', {}, ['body', 'buildingId']],
        [
          '/api/floors/spaces-by-category',
          { floorId: 1, onlyChildren: 'yes' },
          ['body', 'onlyChildren'],
        ],
        ['/api/operators/statistcs', { organizationId: 1.5 }, ['body', 'organizationId']],
      ];
      for (const [url, body, path] of cases) {
        const response = await t.post(url, body, master);
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        const issues = response.json<{ issues: { path: unknown[] }[] }>().issues;
        expect(
          issues.map((i) => i.path),
          url,
        ).toContainEqual(path);
      }
    });

    it('needs a master admin to name the organization, and keeps everyone else to their own', async () => {
      const northwind = await tokenFor(p.orgs.northwind, 'viewer');
      const organizationRoutes = [
        '/api/organizations/statistics',
        '/api/organizations/tenant/statistics',
        '/api/organizations/tenant/efficiency-monthly',
        '/api/organizations/data-sources',
        '/api/organizations/rto',
        '/api/organizations/rto/trends',
        '/api/operators/statistcs',
      ];
      for (const url of organizationRoutes) {
        const missing = await t.post(url, {}, master);
        expect(missing.statusCode, url).toBe(400);
        expect(missing.json<Json>().issues).toEqual([
          { path: ['body', 'organizationId'], message: 'Required' },
        ]);
        expect(await status(url, { organizationId: 999_999 }, master), url).toBe(404);
        expect(await status(url, { organizationId: p.orgs.contoso.id }, northwind), url).toBe(404);
        expect(await status(url, { organizationId: p.orgs.northwind.id }, northwind), url).toBe(
          200,
        );
      }
      // Acting as Northwind, a master admin is kept to Northwind too.
      const acting = await t.post(
        '/api/organizations/statistics',
        { organizationId: p.orgs.contoso.id },
        master,
        { 'x-impersonate-org': p.orgs.northwind.key },
      );
      expect(acting.statusCode).toBe(404);
    });
  });

  describe('/api/organizations/statistics', () => {
    it("sums an occupier's leases: area, seats, peak and average over the last year of data", async () => {
      const body = await call(
        '/api/organizations/statistics',
        {},
        await tokenFor(p.orgs.northwind, 'viewer'),
      );
      const days = sumDays(g.hpOpen, g.nwDock);
      const [peakDate, peak] = peakDay(days);
      const average = weekdayMean(days) ?? Number.NaN;
      expect(body).toMatchObject({
        organization: { id: p.orgs.northwind.id, type: 'OCCUPIER', industry: 'Technology' },
        buildingCount: 2,
        leaseCount: 2,
        rentableSF: { IMPERIAL: 6000 + 4500 },
        capacity: 70,
        peakOccupancy: peak,
        peakOccupancyDate: peakDate,
        startDate: FIRST_DAY,
        endDate: LAST_DAY,
      });
      expect(body.averageOccupancy).toBeCloseTo(average, 9);
      expect(body.peakUtilization).toBeCloseTo(peak / 70, 9);
      expect(body.averageUtilization).toBeCloseTo(average / 70, 9);
      expect(body.buildings).toEqual([
        expect.objectContaining({
          buildingId: p.buildings.dockside.id,
          name: 'Dockside',
          rentableSF: 4500,
          leases: 1,
          capacity: 30,
          peakOccupancy: peakDay(g.nwDock)[1],
        }),
        expect.objectContaining({
          buildingId: p.buildings.harborPoint.id,
          rentableSF: 6000,
          capacity: 40,
          peakOccupancy: peakDay(g.hpOpen)[1],
        }),
      ]);
      // Harbor Point: the leased office is mapped, complete and sensored, but the data stopped in
      // February; Dockside: one of the two leased spaces is mapped.
      expect(body.dataCoverages).toEqual([
        {
          buildingId: p.buildings.dockside.id,
          spatial: 'PARTIALLY_COVERED',
          financial: 'COVERED',
          occupancy: 'EXPIRED',
        },
        {
          buildingId: p.buildings.harborPoint.id,
          spatial: 'COVERED',
          financial: 'COVERED',
          occupancy: 'EXPIRED',
        },
      ]);
      expect(body.coverage).toBe('PARTIALLY_COVERED');
    });

    it("gives an owner's buildings, their top-level leases and the buildings' seats", async () => {
      const body = await call('/api/organizations/statistics', {
        organizationId: p.orgs.harbor.id,
        ...range,
      });
      // Harbor Point's spaces: 40 + 20 + 60; Dockside's: 20 + 10 + 8 + 4 (a booth without seats).
      const days = sumDays(
        g.hpBuilding,
        peaksOf(rows, [p.spaces.dkA.id, p.spaces.dkB.id, p.spaces.dkC.id], NEW_YORK),
      );
      expect(body).toMatchObject({
        buildingCount: 2,
        leaseCount: 4,
        rentableSF: { IMPERIAL: 50000 },
        capacity: 162,
        peakOccupancy: peakDay(days)[1],
      });
      expect(body.averageUtilization).toBeCloseTo((weekdayMean(days) ?? Number.NaN) / 162, 9);
      expect(body.dataCoverages).toContainEqual({
        buildingId: p.buildings.dockside.id,
        spatial: 'PARTIALLY_COVERED',
        financial: 'PARTIALLY_COVERED', // Fabrikam's lease has no rent rate
        occupancy: 'EXPIRED',
      });
    });

    it('keeps metric areas apart and sees current occupancy data as covered', async () => {
      const body = await call(
        '/api/organizations/statistics',
        {},
        await tokenFor(p.orgs.skyline, 'org-admin'),
      );
      expect(body).toMatchObject({
        buildingCount: 1,
        leaseCount: 1, // Fabrikam's sublease is inside Contoso's lease
        rentableSF: { METRIC: 2500 },
        startDate: FIRST_DAY,
        endDate: recentDate,
        dataCoverages: [
          {
            buildingId: p.buildings.skylineTower.id,
            spatial: 'NOT_COVERED',
            financial: 'COVERED',
            occupancy: 'COVERED',
          },
        ],
        coverage: 'PARTIALLY_COVERED',
      });
      expect(body.rentableSF).not.toHaveProperty('IMPERIAL');
    });

    it("gives an operator its floors' buildings, area and seats", async () => {
      const body = await call(
        '/api/organizations/statistics',
        range,
        await tokenFor(p.orgs.metro, 'viewer'),
      );
      expect(body).toMatchObject({
        buildingCount: 1,
        leaseCount: 1,
        rentableSF: { IMPERIAL: 12000 },
        capacity: 60,
        peakOccupancy: peakDay(g.hpFlex)[1],
      });
      expect((body.buildings as Json[]).map((b) => b.name)).toEqual(['Harbor Point']);
    });
  });

  describe('/api/organizations/tenant/statistics', () => {
    it('deducts active subleases and gives occupancy, utilization and efficiency per lease', async () => {
      const body = await call(
        '/api/organizations/tenant/statistics',
        range,
        await tokenFor(p.orgs.northwind, 'viewer'),
      );
      const [dock, harbor] = items(body);
      // Contoso subleases Dock B (10 seats, 1,500 sqft): Northwind's own people are those of
      // Dock A, the space it keeps (from the per-space hourly rollups; one space: its own peak).
      const [dockDate, dockPeak] = peakDay(g.dkA);
      const dockRating = (dockPeak * 100) / 3000;
      expect(dock).toMatchObject({
        tenantId: p.leases.nwDock.id,
        buildingName: 'Dockside',
        capacity: 20,
        rentableSF: 3000,
        activeSubleases: 1,
        issues: [],
        peakOccupancy: dockPeak,
        peakOccupancyDate: dockDate,
        projectedArea: dockPeak * 100,
        efficiencyTier: tier(dockRating),
      });
      expect(dock?.averageOccupancy).toBeCloseTo(weekdayMean(g.dkA) ?? Number.NaN, 9);
      expect(dock?.peakUtilization).toBeCloseTo(dockPeak / 20, 9);
      expect(dock?.efficiency).toBeCloseTo(dockRating, 9);
      const [peakDate, peak] = peakDay(g.hpOpen);
      const average = weekdayMean(g.hpOpen) ?? Number.NaN;
      const rating = (peak * 150) / 6000;
      expect(harbor).toMatchObject({
        tenantId: p.leases.northwindLease.id,
        buildingName: 'Harbor Point',
        usageType: 'Office',
        capacity: 40,
        rentableSF: 6000,
        activeSubleases: 0,
        peakOccupancy: peak,
        peakOccupancyDate: peakDate,
        projectedArea: peak * 150,
        efficiencyTier: tier(rating),
      });
      expect(harbor?.averageOccupancy).toBeCloseTo(average, 9);
      expect(harbor?.peakUtilization).toBeCloseTo(peak / 40, 9);
      expect(harbor?.averageUtilization).toBeCloseTo(average / 40, 9);
      expect(harbor?.efficiency).toBeCloseTo(rating, 9);
      expect(body).toMatchObject({ organizationId: p.orgs.northwind.id, ...range });
    });

    it('says why a deduction cannot be made', async () => {
      const body = await call('/api/organizations/tenant/statistics', {
        organizationId: p.orgs.contoso.id,
        ...range,
      });
      const [sublease, skyline] = items(body);
      expect(sublease).toMatchObject({
        tenantId: p.leases.contosoSub.id,
        parentId: p.leases.nwDock.id,
        capacity: 10,
        peakOccupancy: peakDay(g.dkB)[1],
      });
      expect(sublease?.efficiency).toBeCloseTo((peakDay(g.dkB)[1] * 100) / 1500, 9);
      expect(skyline).toMatchObject({
        tenantId: p.leases.contosoLease.id,
        units: 'METRIC',
        issues: ['Capacity is missing in the sublease'],
        capacity: null,
        rentableSF: null,
        activeSubleases: 1,
        peakUtilization: null,
      });
    });
  });

  it('gives efficiency per completed month, per lease and in total across unit systems', async () => {
    const body = await call('/api/organizations/tenant/efficiency-monthly', {
      organizationId: p.orgs.fabrikam.id,
      startDate: '2026-01-01',
      endDate: '2026-02-28',
    });
    const sqftPerSqm = 1 / 0.3048 ** 2;
    const months = items(body);
    expect(months.map((m) => [m.year, m.month])).toEqual([
      [2026, 1],
      [2026, 2],
    ]);
    for (const [index, [from, to]] of [
      ['2026-01-01', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
    ].entries()) {
      const dock = peakDay(within(g.dkC, from ?? '', to ?? ''))[1];
      const desk = peakDay(within(g.stDesk, from ?? '', to ?? ''))[1];
      const month = months[index];
      expect(month?.items).toEqual([
        {
          tenantId: p.leases.fabDock.id,
          buildingId: p.buildings.dockside.id,
          peakOccupancy: dock,
          projectedArea: dock * 125,
          rentableSF: 1000,
          efficiency: (dock * 125) / 1000,
        },
        {
          tenantId: p.leases.fabSub.id,
          buildingId: p.buildings.skylineTower.id,
          peakOccupancy: desk,
          projectedArea: desk * 10,
          rentableSF: 500,
          efficiency: (desk * 10) / 500,
        },
      ]);
      const total = (dock * 125 + desk * 10 * sqftPerSqm) / (1000 + 500 * sqftPerSqm);
      expect(month?.efficiency).toBeCloseTo(total, 9);
      expect(month?.efficiencyTier).toBe(tier(total));
    }
  });

  it('reads the spaces a lease keeps hour by hour: an upper bound of their simultaneous peak', async () => {
    const kept = [p.spaces.hpOpen.id, p.spaces.hpCafe.id];
    const harborPoint = (await readBuildingsInfo(t.database.db, [p.buildings.harborPoint.id])).get(
      p.buildings.harborPoint.id,
    );
    const days = await readSpacesDays(t.database.db, ALL, harborPoint, kept, range);
    const byDate = new Map(days.map((d) => [d.date, d.peak]));
    expect(byDate).toEqual(within(hourlyPeaksOf(rows, kept, NEW_YORK), FIRST_DAY, LAST_DAY));
    // Never below the simultaneous peak of the same spaces (the floor's rollup).
    for (const [date, peak] of g.hpFloor1) expect(byDate.get(date)).toBeGreaterThanOrEqual(peak);
    expect(await readSpacesDays(t.database.db, ALL, harborPoint, [], range)).toEqual([]);
  });

  it('counts the whole lease before its sublease began, and the space it keeps after', async () => {
    // Contoso's sublease of Northwind's Dockside lease (Dock B: 10 seats, 1,500 sq ft) now
    // begins in February: January is the whole lease's, February Dock A's, the space it keeps.
    const move = (startDate: string) =>
      t.post(
        '/api/encumbrances/update',
        { id: p.leases.contosoSub.id, data: { startDate } },
        master,
      );
    expect((await move('2026-02-01')).statusCode).toBe(200);
    try {
      const body = await call('/api/organizations/tenant/efficiency-monthly', {
        organizationId: p.orgs.northwind.id,
        startDate: '2026-01-01',
        endDate: '2026-02-28',
      });
      const dockIn = (index: number) =>
        (items(body)[index]?.items as Json[] | undefined)?.find(
          (item) => item.tenantId === p.leases.nwDock.id,
        );
      const january = peakDay(within(g.nwDock, '2026-01-01', '2026-01-31'))[1];
      expect(dockIn(0)).toEqual({
        tenantId: p.leases.nwDock.id,
        buildingId: p.buildings.dockside.id,
        peakOccupancy: january,
        projectedArea: january * 100,
        rentableSF: 4500,
        efficiency: (january * 100) / 4500,
      });
      const february = peakDay(within(g.dkA, '2026-02-01', '2026-02-28'))[1];
      expect(dockIn(1)).toEqual({
        tenantId: p.leases.nwDock.id,
        buildingId: p.buildings.dockside.id,
        peakOccupancy: february,
        projectedArea: february * 100,
        rentableSF: 3000,
        efficiency: (february * 100) / 3000,
      });
    } finally {
      expect((await move('2025-06-01')).statusCode).toBe(200);
    }
  });

  it('lists the data sources of the buildings an organization sees, with reading dates', async () => {
    const body = await call(
      '/api/organizations/data-sources',
      {},
      await tokenFor(p.orgs.northwind, 'viewer'),
    );
    expect(items(body)).toEqual([
      {
        id: p.dataSources.docksideCounters.id,
        name: 'Dockside counters',
        dataSystem: 'CSV',
        buildingId: p.buildings.dockside.id,
        buildingName: 'Dockside',
        isPrimary: false,
        firstReadingDate: FIRST_DAY,
        lastReadingDate: LAST_DAY,
      },
      {
        id: p.dataSources.harborSensors.id,
        name: 'Harbor Point sensors',
        dataSystem: 'XOVIS',
        buildingId: p.buildings.harborPoint.id,
        buildingName: 'Harbor Point',
        isPrimary: true,
        firstReadingDate: FIRST_DAY,
        lastReadingDate: LAST_DAY,
      },
    ]);
    const skyline = await call('/api/organizations/data-sources', {
      organizationId: p.orgs.skyline.id,
    });
    expect(items(skyline)).toEqual([
      expect.objectContaining({ name: 'Skyline sensors', lastReadingDate: recentDate }),
    ]);
  });

  describe('/api/organizations/statistics/segments', () => {
    it("groups an owner's tenants by industry", async () => {
      const body = await call(
        '/api/organizations/statistics/segments',
        range,
        await tokenFor(p.orgs.harbor, 'viewer'),
      );
      const technology = sumDays(g.hpOpen, g.nwDock);
      const [tech, none] = items(body);
      expect(items(body)).toHaveLength(2);
      expect(tech).toMatchObject({
        industry: 'Technology',
        industryId: p.industries.technology.id,
        tenants: 1,
        leases: 2,
        rentableSF: { IMPERIAL: 10500 },
        capacity: 70,
      });
      expect(tech?.averageOccupancy).toBeCloseTo(weekdayMean(technology) ?? Number.NaN, 9);
      expect(tech?.averageUtilization).toBeCloseTo((weekdayMean(technology) ?? Number.NaN) / 70, 9);
      expect(none).toMatchObject({
        industry: null,
        industryId: null,
        tenants: 1,
        leases: 1,
        rentableSF: { IMPERIAL: 1000 },
        capacity: 8,
        averageOccupancy: weekdayMean(g.dkC),
      });
      expect(none?.averageUtilization).toBeCloseTo((weekdayMean(g.dkC) ?? Number.NaN) / 8, 9);
    });

    it('gives a master admin every building, and an occupier nothing', async () => {
      const all = await call('/api/organizations/statistics/segments', range);
      expect(items(all).map((s) => s.industry)).toEqual(['Finance', 'Technology', null]);
      expect(items(all)[0]).toMatchObject({
        leases: 1,
        rentableSF: { METRIC: 4500 },
        capacity: 30,
      });
      const occupier = await call(
        '/api/organizations/statistics/segments',
        {},
        await tokenFor(p.orgs.northwind, 'viewer'),
      );
      expect(items(occupier)).toEqual([]);
    });
  });

  describe('/api/organizations/statistics/tenants', () => {
    it("lists the occupiers in an owner's buildings with their coverage", async () => {
      const body = await call(
        '/api/organizations/statistics/tenants',
        range,
        await tokenFor(p.orgs.harbor, 'viewer'),
      );
      expect(items(body).map((i) => i.name)).toEqual(['Contoso', 'Fabrikam', 'Northwind Traders']);
      const [contoso, fabrikam, northwind] = items(body);
      expect(contoso).toMatchObject({
        industry: 'Finance',
        leases: 1,
        buildings: 1,
        rentableSF: { IMPERIAL: 1500 },
        capacity: 10,
        coverage: 'PARTIALLY_COVERED',
      });
      expect(contoso?.averageUtilization).toBeCloseTo((weekdayMean(g.dkB) ?? Number.NaN) / 10, 9);
      // Not mapped, no rent rate, data stopped: only EXPIRED and NOT_COVERED → EXPIRED.
      expect(fabrikam).toMatchObject({ industry: null, capacity: 8, coverage: 'EXPIRED' });
      expect(northwind).toMatchObject({
        leases: 2,
        buildings: 2,
        rentableSF: { IMPERIAL: 10500 },
        capacity: 70,
        coverage: 'PARTIALLY_COVERED',
      });
      expect(northwind?.averageOccupancy).toBeCloseTo(
        weekdayMean(sumDays(g.hpOpen, g.nwDock)) ?? Number.NaN,
        9,
      );
      // The three states per building, which `coverage` combines.
      expect(fabrikam?.dataCoverages).toEqual([
        {
          buildingId: expect.any(Number) as number,
          spatial: 'NOT_COVERED',
          financial: 'NOT_COVERED',
          occupancy: 'EXPIRED',
        },
      ]);
      const northwindCoverages = northwind?.dataCoverages as { buildingId: number }[];
      expect(northwindCoverages.map((c) => c.buildingId).sort()).toEqual(
        [p.buildings.harborPoint.id, p.buildings.dockside.id].sort(),
      );
    });

    it('narrows to visible buildings and shows an occupier itself and its subtenants', async () => {
      const skyline = await call('/api/organizations/statistics/tenants', {
        buildingId: [p.buildings.skylineTower.id],
        ...range,
      });
      expect(items(skyline).map((i) => i.name)).toEqual(['Contoso', 'Fabrikam']);
      const harbor = await tokenFor(p.orgs.harbor, 'viewer');
      expect(
        await status(
          '/api/organizations/statistics/tenants',
          { buildingId: p.buildings.skylineTower.id },
          harbor,
        ),
      ).toBe(404);
      const own = await call(
        '/api/organizations/statistics/tenants',
        {},
        await tokenFor(p.orgs.northwind, 'viewer'),
      );
      // Contoso subleases part of Northwind's Dockside lease.
      expect(items(own).map((i) => [i.name, i.leases])).toEqual([
        ['Contoso', 1],
        ['Northwind Traders', 2],
      ]);
    });
  });

  describe('/api/organizations/list/global', () => {
    it('lists every customer organization by name for a master admin', async () => {
      const body = await call('/api/organizations/list/global', {
        types: ['OCCUPIER', 'OWNER', 'OPERATOR'],
      });
      // The PLATFORM organization (Atrium) is not a customer.
      expect(items(body).map((o) => [o.name, o.key, o.type])).toEqual([
        ['Contoso', 'contoso', 'OCCUPIER'],
        ['Fabrikam', 'fabrikam', 'OCCUPIER'],
        ['Harbor Properties', 'harbor', 'OWNER'],
        ['MetroSpaces', 'metrospaces', 'OPERATOR'],
        ['Northwind Traders', 'northwind', 'OCCUPIER'],
        ['Skyline Estates', 'skyline', 'OWNER'],
      ]);
      expect(items(body)[0]).toEqual({
        id: p.orgs.contoso.id,
        key: 'contoso',
        name: 'Contoso',
        type: 'OCCUPIER',
      });
      const named = await call('/api/organizations/list/global', { name: 'SKY' });
      expect(items(named).map((o) => o.name)).toEqual(['Skyline Estates']);
      expect(items(await call('/api/organizations/list/global', { name: '%' }))).toEqual([]);
    });

    it('shows anyone else only the organizations they share a building with', async () => {
      const northwind = await call(
        '/api/organizations/list/global',
        {},
        await tokenFor(p.orgs.northwind, 'viewer'),
      );
      expect(items(northwind).map((o) => o.name)).toEqual([
        'Contoso',
        'Fabrikam',
        'Harbor Properties',
        'MetroSpaces',
        'Northwind Traders',
      ]);
      const skyline = await call(
        '/api/organizations/list/global',
        { types: ['OCCUPIER'] },
        await tokenFor(p.orgs.skyline, 'viewer'),
      );
      expect(items(skyline).map((o) => o.name)).toEqual(['Contoso', 'Fabrikam']);
    });
  });

  describe('/api/organizations/rto', () => {
    it("compares the RTO period with as many days before it over the occupier's leases", async () => {
      const northwind = await tokenFor(p.orgs.northwind, 'viewer');
      const days = sumDays(g.hpOpen, g.nwDock);
      const period = within(days, '2026-02-02', '2026-02-06');
      const baseline = within(days, '2026-01-28', '2026-02-01');
      const average = weekdayMean(period) ?? Number.NaN;
      const before = weekdayMean(baseline) ?? Number.NaN;
      const body = await call('/api/organizations/rto', {}, northwind);
      expect(body).toMatchObject({
        organizationId: p.orgs.northwind.id,
        period: { startDate: '2026-02-02', endDate: '2026-02-06' },
        capacity: 70,
        summary: {
          startDate: '2026-02-02',
          endDate: '2026-02-06',
          baselineStartDate: '2026-01-28',
          baselineEndDate: '2026-02-01',
        },
      });
      const summary = body.summary as Json;
      expect(summary.averageOccupancy).toBeCloseTo(average, 9);
      expect(summary.baselineAverageOccupancy).toBeCloseTo(before, 9);
      expect(summary.rtoRate).toBeCloseTo(average / before, 9);
      expect(summary.utilization).toBeCloseTo(average / 70, 9);

      const trends = await call('/api/organizations/rto/trends', {}, northwind);
      expect(items(trends)).toEqual([
        {
          year: 2026,
          month: 2,
          average: expect.closeTo(average, 9) as unknown,
          peak: peakDay(period)[1],
          days: 5,
          utilization: expect.closeTo(average / 70, 9) as unknown,
        },
      ]);
    });

    it('answers null figures when the organization has no RTO period', async () => {
      const contoso = { organizationId: p.orgs.contoso.id };
      expect(await call('/api/organizations/rto', contoso)).toEqual({
        organizationId: p.orgs.contoso.id,
        period: null,
        capacity: 30 + 10, // its lease at Skyline Tower and its sublease at Dockside
        summary: null,
      });
      expect(await call('/api/organizations/rto/trends', contoso)).toMatchObject({
        period: null,
        items: null,
      });
    });
  });

  describe('/api/floors/statistics', () => {
    it("gives each floor's spaces, area, seats and occupancy", async () => {
      const body = await call(
        '/api/floors/statistics',
        { buildingId: p.buildings.harborPoint.id, ...range },
        await tokenFor(p.orgs.harbor, 'viewer'),
      );
      const [level1, level2] = items(body);
      expect(items(body)).toHaveLength(2);
      expect(level1).toMatchObject({
        floorId: p.floors.hp1.id,
        name: 'Level 1',
        position: 1,
        spaces: 2,
        rentableSF: 10000,
        capacity: 60,
        peakOccupancy: peakDay(g.hpFloor1)[1],
        peakOccupancyDate: peakDay(g.hpFloor1)[0],
      });
      expect(level1?.averageOccupancy).toBeCloseTo(weekdayMean(g.hpFloor1) ?? Number.NaN, 9);
      expect(level1?.averageUtilization).toBeCloseTo(
        (weekdayMean(g.hpFloor1) ?? Number.NaN) / 60,
        9,
      );
      expect(level2).toMatchObject({ floorId: p.floors.hp2.id, spaces: 1, rentableSF: 12000 });
      expect(level2?.peakUtilization).toBeCloseTo(peakDay(g.hpFlex)[1] / 60, 9);
    });

    it('shows an operator its floors only, and whole floors to no occupier', async () => {
      const metro = await call(
        '/api/floors/statistics',
        { buildingId: p.buildings.harborPoint.id },
        await tokenFor(p.orgs.metro, 'viewer'),
      );
      expect(items(metro).map((f) => f.floorId)).toEqual([p.floors.hp2.id]);
      expect(metro).toMatchObject(range);
      const body = { buildingId: p.buildings.harborPoint.id };
      expect(
        await status('/api/floors/statistics', body, await tokenFor(p.orgs.northwind, 'viewer')),
      ).toBe(404);
      expect(
        await status('/api/floors/statistics', body, await tokenFor(p.orgs.skyline, 'viewer')),
      ).toBe(404);
    });
  });

  describe('/api/floors/spaces-by-category', () => {
    it('adds seats per category over top-level or child spaces', async () => {
      const top = await call('/api/floors/spaces-by-category', { floorId: p.floors.dk1.id });
      expect(top).toEqual({
        totalCapacity: 38,
        capacityByCategory: {
          WORK: 20,
          COLLABORATIVE: 10,
          CIRCULATION: 0,
          SOCIAL: 0,
          GENERAL: 0,
          SUPPORT: 8,
          RETAIL: 0,
          PARKING: 0,
        },
      });
      const children = await call('/api/floors/spaces-by-category', {
        floorId: p.floors.dk1.id,
        onlyChildren: true,
      });
      expect(children).toMatchObject({
        totalCapacity: 4,
        capacityByCategory: { WORK: 4, COLLABORATIVE: null, SUPPORT: 0 },
      });
    });

    it("counts only an occupier's own spaces, on floors it leases", async () => {
      const northwind = await call(
        '/api/floors/spaces-by-category',
        { floorId: p.floors.dk1.id },
        await tokenFor(p.orgs.northwind, 'viewer'),
      );
      expect(northwind).toMatchObject({
        totalCapacity: 30,
        capacityByCategory: { WORK: 20, COLLABORATIVE: 10, SUPPORT: 0 },
      });
      const fabrikam = await tokenFor(p.orgs.fabrikam, 'viewer');
      expect(
        await status('/api/floors/spaces-by-category', { floorId: p.floors.hp1.id }, fabrikam),
      ).toBe(404);
    });
  });

  describe('/api/operators/statistcs', () => {
    it("gives an operator's sites with the figures of its site statistics", async () => {
      const metro = await tokenFor(p.orgs.metro, 'viewer');
      const body = await call('/api/operators/statistcs', range, metro);
      const [peakDate, peak] = peakDay(g.hpFlex);
      expect(body).toEqual({
        organizationId: p.orgs.metro.id,
        items: [
          {
            buildingId: p.buildings.harborPoint.id,
            name: 'Harbor Point',
            floorCount: 1,
            roomCount: 1,
            rentableArea: 12000,
            capacity: 60,
            peakOccupancy: peak,
            peakOccupancyDate: peakDate,
            peakUtilization: peak / 60,
            avgUtilization: expect.closeTo(
              (weekdayMean(g.hpFlex) ?? Number.NaN) / 60,
              9,
            ) as unknown,
            ...range,
          },
        ],
      });
      const site = await call(
        '/api/operators/site-statistics',
        { buildingId: p.buildings.harborPoint.id, organizationId: p.orgs.metro.id, ...range },
        metro,
      );
      const [first] = items(body);
      for (const key of [
        'floorCount',
        'roomCount',
        'rentableArea',
        'capacity',
        'peakUtilization',
        'avgUtilization',
      ])
        expect(first?.[key], key).toEqual(site[key]);
      const asMaster = await call('/api/operators/statistcs', {
        organizationId: p.orgs.metro.id,
        ...range,
      });
      expect(asMaster).toEqual(body);
    });

    it('re-derives a building only when a floor write changes its operator', async () => {
      const queued = async () => {
        const { rows } = await t.database.pool.query<{ n: number }>(
          `select count(*)::int as n from jobs where kind = 'occupancy.rederive'`,
        );
        return rows[0]?.n ?? 0;
      };
      const update = async (data: object) => {
        const response = await t.post('/api/floors/update', { id: p.floors.hp1.id, data }, master);
        expect(response.statusCode, response.body).toBe(200);
      };
      const before = await queued();
      await update({ name: 'Level 1', operatorOrganizationId: null });
      expect(await queued()).toBe(before);
      await update({ operatorOrganizationId: p.orgs.metro.id });
      expect(await queued()).toBe(before + 1);
      await update({ operatorOrganizationId: null });
      await t.app.jobs.drain();
    });

    it("takes a site's simultaneous peak over all its floors, re-derived when it gains one", async () => {
      // Metro takes over Harbor Point's first floor too: the site has two floors with data.
      const operate = async (operatorOrganizationId: number | null) => {
        const response = await t.post(
          '/api/floors/update',
          { id: p.floors.hp1.id, data: { operatorOrganizationId } },
          master,
        );
        expect(response.statusCode, response.body).toBe(200);
        // The change re-derives the building's rollups as a job.
        await t.app.jobs.drain();
      };
      const siteOf = async (as = master) => {
        const site = await call(
          '/api/operators/site-statistics',
          { buildingId: p.buildings.harborPoint.id, organizationId: p.orgs.metro.id, ...range },
          as,
        );
        // Counts keyed by data source (the building's primary one), as in the daily record.
        const source = String(p.dataSources.harborSensors.id);
        const occupancies = site.occupancies as {
          date: string;
          counts: Record<string, { occupancy: number }>;
        }[];
        for (const o of occupancies) expect(Object.keys(o.counts)).toEqual([source]);
        return {
          site,
          days: new Map(occupancies.map((o) => [o.date, o.counts[source]?.occupancy])),
        };
      };
      await operate(p.orgs.metro.id);
      try {
        const { site, days } = await siteOf();
        // The sums of the three spaces at each instant, not the floors' peaks added up.
        const expected = within(g.hpBuilding, range.startDate, range.endDate);
        expect(days).toEqual(expected);
        const added = within(sumDays(g.hpFloor1, g.hpFlex), range.startDate, range.endDate);
        expect([...expected].some(([date, peak]) => peak < (added.get(date) ?? 0))).toBe(true);
        expect(site.floorCount).toBe(2);
        const [peakDate, peak] = peakDay(expected);
        expect(site).toMatchObject({ peakOccupancy: peak, peakOccupancyDate: peakDate });
        // The operator's own list and statistics agree.
        const metro = await tokenFor(p.orgs.metro, 'viewer');
        const list = await call('/api/operators/statistcs', range, metro);
        expect(items(list)[0]).toMatchObject({ peakOccupancy: peak, peakOccupancyDate: peakDate });
        const own = await call('/api/organizations/statistics', range, metro);
        expect(own).toMatchObject({ peakOccupancy: peak });
      } finally {
        await operate(null);
      }
      expect((await siteOf()).days).toEqual(within(g.hpFlex, range.startDate, range.endDate));
    });

    it('lists nothing for an organization that operates no floor', async () => {
      const harbor = await call(
        '/api/operators/statistcs',
        {},
        await tokenFor(p.orgs.harbor, 'viewer'),
      );
      expect(harbor).toEqual({ organizationId: p.orgs.harbor.id, items: [] });
    });
  });

  describe("an occupier's leases in one building", () => {
    const rederiveJobs = async () => {
      const { rows: counted } = await t.database.pool.query<{ n: number }>(
        `select count(*)::int as n from jobs where kind = 'occupancy.rederive'`,
      );
      return counted[0]?.n ?? 0;
    };
    // Jobs queued since the last look, whatever the runner has made of them since: it may have
    // taken one already (counting only QUEUED ones raced with it).
    let seen = 0;
    const queued = async () => {
      const n = await rederiveJobs();
      const fresh = n - seen;
      seen = n;
      return fresh;
    };
    beforeEach(async () => {
      seen = await rederiveJobs();
    });

    it('measures them together: the simultaneous peak of all their spaces', async () => {
      const harborPoint = p.buildings.harborPoint.id;
      // Northwind also leases Harbor Point's cafe, which peaks at 13:00 when its office peaks at
      // 11:00.
      const created = await t.post(
        '/api/encumbrances/create',
        {
          data: {
            buildingId: harborPoint,
            organizationId: p.orgs.northwind.id,
            startDate: '2025-01-01',
            endDate: '2029-12-31',
            spaceIds: [p.spaces.hpCafe.id],
            capacity: 20,
          },
        },
        master,
      );
      expect(created.statusCode, created.body).toBe(200);
      const cafeLease = created.json<{ id: number }>().id;
      // Its spaces change the rollups of Northwind's leases there: re-derived as a job.
      expect(await queued()).toBe(1);
      await t.app.jobs.drain();
      const northwind = await tokenFor(p.orgs.northwind, 'viewer');
      const harborOf = (body: Json) =>
        (body.buildings as Json[]).find((b) => b.buildingId === harborPoint);
      try {
        // g.hpFloor1: the office and the cafe summed at each instant.
        const together = g.hpFloor1;
        const added = sumDays(g.hpOpen, peaksOf(rows, [p.spaces.hpCafe.id], NEW_YORK));
        expect([...together].some(([date, peak]) => peak < (added.get(date) ?? 0))).toBe(true);
        const body = await call('/api/organizations/statistics', range, northwind);
        const [peakDate, peak] = peakDay(together);
        expect(harborOf(body)).toMatchObject({
          leases: 2,
          capacity: 60,
          peakOccupancy: peak,
          peakOccupancyDate: peakDate,
        });
        const all = sumDays(together, g.nwDock);
        expect(body).toMatchObject({ leaseCount: 3, capacity: 90, peakOccupancy: peakDay(all)[1] });
        expect(body.averageOccupancy).toBeCloseTo(weekdayMean(all) ?? Number.NaN, 9);
        // Its return-to-office figures (period 2 – 6 February, the five days before as baseline)
        // add up its leases in the same way.
        const rto = await call('/api/organizations/rto', {}, northwind);
        const period = within(all, '2026-02-02', '2026-02-06');
        const baseline = within(all, '2026-01-28', '2026-02-01');
        expect(rto).toMatchObject({ capacity: 90 });
        const summary = rto.summary as Json;
        expect(summary.averageOccupancy).toBeCloseTo(weekdayMean(period) ?? Number.NaN, 9);
        expect(summary.baselineAverageOccupancy).toBeCloseTo(
          weekdayMean(baseline) ?? Number.NaN,
          9,
        );
        const trends = await call('/api/organizations/rto/trends', {}, northwind);
        expect(items(trends)[0]).toMatchObject({ peak: peakDay(period)[1], days: 5 });
        // The tenants list adds up a tenant's leases in the same way.
        const tenants = await call('/api/organizations/statistics/tenants', range);
        const listed = items(tenants).find((i) => i.organizationId === p.orgs.northwind.id);
        expect(listed).toMatchObject({ leases: 3, capacity: 90 });
        expect(listed?.averageOccupancy).toBeCloseTo(weekdayMean(all) ?? Number.NaN, 9);
        const peaks = await call('/api/occupancy/organizations-peak-occupancy', {
          buildingId: [harborPoint, p.buildings.dockside.id],
          ...range,
        });
        expect(items(peaks).find((i) => i.organizationId === p.orgs.northwind.id)).toMatchObject({
          peakOccupancy: peakDay(all)[1],
          peakOccupancyDate: peakDay(all)[0],
          capacity: 90,
        });
      } finally {
        const removed = await t.post('/api/encumbrances/delete', { id: cafeLease }, master);
        expect(removed.statusCode, removed.body).toBe(200);
        // Deleting an active lease re-derives the building too.
        expect(await queued()).toBe(1);
        await t.app.jobs.drain();
      }
      const after = await call('/api/organizations/statistics', range, northwind);
      expect(harborOf(after)).toMatchObject({ leases: 1, peakOccupancy: peakDay(g.hpOpen)[1] });
    });

    it("re-derives the building when a lease's status or tenant changes, not otherwise", async () => {
      const update = async (data: object, id = p.leases.northwindLease.id) => {
        const response = await t.post('/api/encumbrances/update', { id, data }, master);
        expect(response.statusCode, response.body).toBe(200);
      };
      expect(await queued()).toBe(0);
      await update({ rentRate: 55, status: 'ACTIVE' });
      expect(await queued()).toBe(0);
      await update({ status: 'PENDING' });
      expect(await queued()).toBe(1);
      await t.app.jobs.drain();
      await update({ status: 'ACTIVE' });
      expect(await queued()).toBe(1);
      await t.app.jobs.drain();
      await update({ organizationId: p.orgs.contoso.id });
      expect(await queued()).toBe(1);
      await t.app.jobs.drain();
      await update({ organizationId: p.orgs.northwind.id });
      expect(await queued()).toBe(1);
      await t.app.jobs.drain();
      // A sublease's status changes what its parent keeps.
      await update({ status: 'TERMINATED' }, p.leases.contosoSub.id);
      expect(await queued()).toBe(1);
      await t.app.jobs.drain();
      await update({ status: 'ACTIVE' }, p.leases.contosoSub.id);
      expect(await queued()).toBe(1);
      await t.app.jobs.drain();
    });
  });
});
