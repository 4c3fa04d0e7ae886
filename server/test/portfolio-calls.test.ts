// The encumbrance, building and network statistics calls, on a real database. Expected figures
// are worked out here from the rows and readings inserted, never by the server's functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@atrium/contract';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { seedPortfolio, tokenFor, type Portfolio } from './support/factories.ts';
import {
  addSeries,
  dailyPeaks,
  peakOf,
  readingsFor,
  seedLeasePortfolio,
  weekdayMean,
  within,
  type LeasePortfolio,
  type Reading,
} from './support/portfolio-fixtures.ts';
import { signToken } from './support/tokens.ts';
import { now } from '../src/clock.ts';

type Json = Record<string, unknown>;
type Items = { items: Json[] };

describe.each(databaseKinds)('portfolio calls on %s', (kind) => {
  let t: TestApp;
  let p: Portfolio;
  let x: LeasePortfolio;
  let rows: Reading[];
  let master: string;
  let harborViewer: string;
  let northwind: string;
  let contoso: string;
  let metro: string;
  let skyline: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedPortfolio(t.database.db);
    x = await seedLeasePortfolio(t.database.db, p);
    master = await tokenFor(p.orgs.platform, 'master-admin');
    harborViewer = await tokenFor(p.orgs.harbor, 'viewer');
    northwind = await tokenFor(p.orgs.northwind, 'viewer');
    contoso = await tokenFor(p.orgs.contoso, 'org-admin');
    metro = await tokenFor(p.orgs.metro, 'viewer');
    skyline = await tokenFor(p.orgs.skyline, 'viewer');
    rows = readingsFor(p, x);
    const ingest = await t.post(
      '/api/occupancy/readings',
      rows.map((r) => ({
        dataSourceId: r.dataSourceId,
        spaceId: r.spaceId,
        timestamp: r.at,
        occupancy: r.occupancy,
      })),
      master,
    );
    expect(ingest.statusCode, ingest.body).toBe(200);
  });
  afterAll(() => t.close());

  const call = async <T = Json>(url: string, body: object, token = master): Promise<T> => {
    const response = await t.post(url, body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const status = async (url: string, body: object, token?: string) =>
    (await t.post(url, body, token)).statusCode;

  describe('access', () => {
    const routes: [string, object][] = [
      ['/api/encumbrances/statistic/tenants', { buildingId: 1 }],
      ['/api/encumbrances/statistic/expiration', {}],
      ['/api/encumbrances/statistic/expiration/by-year', {}],
      ['/api/encumbrances/statistic/occupancy', {}],
      ['/api/encumbrances/statistic/financial-coverage', {}],
      ['/api/encumbrances/active', {}],
      ['/api/buildings/statistic', {}],
      ['/api/networks/statistics', {}],
    ];

    it('needs a token', async () => {
      for (const [url, body] of routes) expect(await status(url, body), url).toBe(401);
    });

    it('refuses a user without a role (every role may read these)', async () => {
      const noRole = await signToken({
        email: 'nobody@harbor.test',
        roles: ['offline_access'],
        realm: p.orgs.harbor.realm,
        orgKey: p.orgs.harbor.key,
      });
      for (const [url, body] of routes) {
        const response = await t.post(url, body, noRole);
        expect(response.statusCode, url).toBe(403);
        expect(response.json<{ message: string }>().message).toMatch(/^Not allowed: /);
      }
    });

    it('names the field of a bad body', async () => {
      const cases: [string, object, (string | number)[]][] = [
        ['/api/encumbrances/statistic/tenants', {}, ['body', 'buildingId']],
        ['/api/encumbrances/statistic/tenants', { buildingId: [] }, ['body', 'buildingId']],
        [
          '/api/encumbrances/statistic/tenants',
          { buildingId: 1, startDate: '2026-03-01', endDate: '2026-02-01' },
          ['body', 'startDate'],
        ],
        ['/api/encumbrances/statistic/expiration', { asOf: '2026-02-30' }, ['body', 'asOf']],
        ['/api/encumbrances/statistic/expiration/by-year', { colour: 'red' }, ['body', 'colour']],
        ['/api/encumbrances/statistic/occupancy', { buildingId: 'one' }, ['body', 'buildingId']],
        [
          '/api/encumbrances/statistic/financial-coverage',
          { organizationId: -1 },
          ['body', 'organizationId'],
        ],
        ['/api/encumbrances/active', { perPage: 0 }, ['body', 'perPage']],
        ['/api/encumbrances/active', { includeSubleases: 'yes' }, ['body', 'includeSubleases']],
        ['/api/encumbrances/active', { organizationName: 'a\u0000' }, ['body', 'organizationName']],
        ['/api/buildings/statistic', { where: { nope: 1 } }, ['where', 'nope']],
        [
          '/api/buildings/statistic',
          { where: { name: { contains: 3 } } },
          ['where', 'name', 'contains'],
        ],
        ['/api/networks/statistics', { networkId: 0 }, ['body', 'networkId']],
      ];
      for (const [url, body, path] of cases) {
        const response = await t.post(url, body, master);
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        const { issues } = response.json<{ issues: { path: (string | number)[] }[] }>();
        expect(
          issues.map((i) => i.path),
          url,
        ).toContainEqual(path);
      }
    });

    it('refuses to sort the active leases by an unknown field', async () => {
      const response = await t.post(
        '/api/encumbrances/active',
        { orderBy: { name: 'asc' } },
        master,
      );
      expect(response.statusCode).toBe(400);
      const { issues } = response.json<{ issues: { path: (string | number)[] }[] }>();
      expect(issues[0]?.path.slice(0, 2)).toEqual(['body', 'orderBy']);
    });

    it("answers Not found for another organization's building or network", async () => {
      const hp = p.buildings.harborPoint.id;
      for (const url of [
        '/api/encumbrances/statistic/tenants',
        '/api/encumbrances/statistic/expiration',
        '/api/encumbrances/statistic/expiration/by-year',
        '/api/encumbrances/statistic/occupancy',
        '/api/encumbrances/statistic/financial-coverage',
        '/api/encumbrances/active',
      ]) {
        const response = await t.post(
          url,
          { buildingId: [p.buildings.skylineTower.id, hp] },
          skyline,
        );
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found' });
      }
      expect(
        await status(
          '/api/networks/statistics',
          { networkId: p.networks.skylineNetwork.id },
          harborViewer,
        ),
      ).toBe(404);
      expect(await status('/api/networks/statistics', { networkId: 999_999 }, master)).toBe(404);
    });
  });

  describe('tenants', () => {
    const feb = { startDate: '2026-02-01', endDate: '2026-02-28' };
    const byId = (items: Json[], id: number) => items.find((i) => i.tenantId === id);

    it('gives each active lease its capacity after subleases, occupancy, tier and revenue', async () => {
      const { items } = await call<Items>('/api/encumbrances/statistic/tenants', {
        buildingId: p.buildings.harborPoint.id,
        ...feb,
      });
      const { northwindLease, metroLease } = p.leases;
      const { expiredLease, subletToContoso, subletToNorthwind, endedSublet } = x.leases;
      // Active leases by tenant name: Contoso, MetroSpaces, Northwind Traders; never the terminated one.
      expect(items.map((i) => i.tenantId)).toEqual([
        subletToContoso.id,
        endedSublet.id,
        metroLease.id,
        northwindLease.id,
        expiredLease.id,
        subletToNorthwind.id,
      ]);

      const days = within(dailyPeaks(rows, [p.spaces.hpOpen.id]), feb.startDate, feb.endDate);
      const { peak, date } = peakOf(days);
      const projected = peak * 150;
      const rating = projected / 6000;
      expect(rating).toBeGreaterThanOrEqual(0.4);
      expect(rating).toBeLessThan(0.6);
      const nw = byId(items, northwindLease.id);
      expect(nw).toMatchObject({
        organizationId: p.orgs.northwind.id,
        orgName: 'Northwind Traders',
        industry: 'Technology',
        usageType: 'Office',
        hasOccupancyAnalytics: true,
        rentableSF: 6000,
        units: 'IMPERIAL',
        capacity: 40 - 10, // Contoso's active sublease
        issues: [],
        targetDensity: 150,
        peakOccupancy: peak,
        peakOccupancyDate: date,
        projectedArea: projected,
        tier: 'DOWNSIZE',
        revenue: 55 * 6000,
        optimizedRevenue: peak * 150 * 55,
        currency: 'USD',
        range: feb,
      });
      expect(nw?.efficiency).toBeCloseTo(rating, 12);
      expect(nw?.averageOccupancy).toBeCloseTo(weekdayMean(days), 12);

      expect(byId(items, metroLease.id)).toMatchObject({
        capacity: null,
        issues: ['Capacity is missing in the sublease'],
      });
      expect(byId(items, endedSublet.id)).toMatchObject({
        capacity: null,
        issues: ['Capacity is missing in the parent lease'],
        parentId: expiredLease.id,
      });
      // No capacity of its own and its sublease has ended: the seats of its space (the cafe).
      expect(byId(items, expiredLease.id)).toMatchObject({
        capacity: 20,
        issues: [],
        revenue: 80_000,
      });
      const cafe = within(dailyPeaks(rows, [p.spaces.hpCafe.id]), feb.startDate, feb.endDate);
      expect(byId(items, expiredLease.id)?.peakOccupancy).toBe(peakOf(cafe).peak);
      // Without a target density nothing is projected.
      expect(byId(items, subletToNorthwind.id)).toMatchObject({
        capacity: 60,
        projectedArea: null,
        efficiency: null,
        tier: null,
      });
    });

    it('leaves occupancy out for non-office leases and takes the default range otherwise', async () => {
      const { items } = await call<Items>('/api/encumbrances/statistic/tenants', {
        buildingId: [p.buildings.dockside.id],
      });
      expect(byId(items, x.leases.docksideRetail.id)).toEqual(
        expect.objectContaining({
          usageType: 'Retail',
          hasOccupancyAnalytics: false,
          capacity: 25,
          peakOccupancy: null,
          averageOccupancy: null,
          projectedArea: null,
          tier: null,
          revenue: null,
          optimizedRevenue: null,
          range: { startDate: null, endDate: null },
        }),
      );
      expect(byId(items, x.leases.docksideOffice.id)).toMatchObject({
        hasOccupancyAnalytics: true,
        peakOccupancy: null,
        revenue: 30 * 1200,
        range: { startDate: null, endDate: null },
      });
      const hp = await call<Items>('/api/encumbrances/statistic/tenants', {
        buildingId: p.buildings.harborPoint.id,
      });
      expect(byId(hp.items, p.leases.northwindLease.id)?.range).toEqual({
        startDate: '2026-02-02',
        endDate: '2026-02-15',
      });
    });

    it('shows an occupier only its own leases', async () => {
      const { items } = await call<Items>(
        '/api/encumbrances/statistic/tenants',
        { buildingId: p.buildings.harborPoint.id, ...feb },
        northwind,
      );
      // Its leases and Contoso's sublease of one; not MetroSpaces' lease it sublets from.
      expect(items.map((i) => i.tenantId).sort((a, b) => Number(a) - Number(b))).toEqual(
        [
          p.leases.northwindLease.id,
          x.leases.expiredLease.id,
          x.leases.subletToContoso.id,
          x.leases.subletToNorthwind.id,
          x.leases.endedSublet.id,
        ].sort((a, b) => a - b),
      );
      const own = await call<Items>(
        '/api/encumbrances/statistic/tenants',
        { buildingId: p.buildings.harborPoint.id },
        contoso,
      );
      expect(new Set(own.items.map((i) => i.orgName))).toEqual(new Set(['Contoso']));
      expect(
        await status(
          '/api/encumbrances/statistic/tenants',
          { buildingId: p.buildings.skylineTower.id },
          northwind,
        ),
      ).toBe(404);
    });
  });

  describe('expiration', () => {
    const asOf = '2026-03-01';

    it('lists the active top-level leases by end date with whole months remaining', async () => {
      const body = await call<{ asOf: string; items: Json[]; summary: Json }>(
        '/api/encumbrances/statistic/expiration',
        { asOf },
      );
      expect(body.asOf).toBe(asOf);
      expect(
        body.items.map((i) => [i.tenantId, i.endDate, i.monthsRemaining, i.annualRent, i.currency]),
      ).toEqual([
        [x.leases.expiredLease.id, '2025-06-30', 'EXPIRED', 40 * 2000, 'USD'],
        [x.leases.docksideRetail.id, '2026-09-30', 6, null, 'USD'],
        [p.leases.metroLease.id, '2027-12-31', 21, 55 * 9000, 'USD'],
        [x.leases.docksideOffice.id, '2028-12-31', 33, 30 * 1200, 'USD'],
        [p.leases.contosoLease.id, '2030-06-30', 51, 55 * 4500, 'EUR'],
        [p.leases.northwindLease.id, '2030-12-31', 57, 55 * 6000, 'USD'],
      ]);
      expect(body.items[4]).toMatchObject({
        buildingName: 'Skyline Tower',
        orgName: 'Contoso',
        rentableSF: 4500,
        units: 'METRIC',
        status: 'ACTIVE',
      });
      const totals = (leases: number, imperial: number, usd: number, withoutRent: number) => ({
        leases,
        rentableSF: { IMPERIAL: imperial },
        annualRent: usd ? { USD: usd } : {},
        leasesWithoutArea: 0,
        leasesWithoutRent: withoutRent,
      });
      expect(body.summary).toEqual({
        expired: totals(1, 2000, 80_000, 0),
        horizons: [
          { months: 12, ...totals(1, 3000, 0, 1) },
          { months: 24, ...totals(2, 12_000, 495_000, 1) },
          { months: 36, ...totals(3, 13_200, 531_000, 1) },
        ],
      });
    });

    it('counts from today by default and filters by tenant and building', async () => {
      const all = await call<{ asOf: string; items: { buildingId: number }[] }>(
        '/api/encumbrances/statistic/expiration',
        {},
      );
      // Today for the leases' buildings: the earliest of their local dates (New York's until
      // midnight there, though Amsterdam and UTC may be in the next day).
      const buildings = Object.values(p.buildings);
      const zones = all.items.map((i) => buildings.find((b) => b.id === i.buildingId)?.timeZone);
      expect(new Set(zones)).toEqual(new Set(['America/New_York', 'Europe/Amsterdam']));
      const dates = [...new Set(zones)].map((zone) => localDate(now(), zone ?? ''));
      expect(all.asOf).toBe(dates.sort()[0]);
      const contosoOnly = await call<Items>('/api/encumbrances/statistic/expiration', {
        asOf,
        organizationId: p.orgs.contoso.id,
      });
      // Its subleases sit inside Northwind's leases, which the master admin sees.
      expect(contosoOnly.items.map((i) => i.tenantId)).toEqual([
        x.leases.docksideRetail.id,
        p.leases.contosoLease.id,
      ]);
      const dockside = await call<Items>('/api/encumbrances/statistic/expiration', {
        asOf,
        buildingId: p.buildings.dockside.id,
      });
      expect(dockside.items).toHaveLength(2);
    });

    it('gives an occupier its own leases, its sublease as top level', async () => {
      const body = await call<Items>('/api/encumbrances/statistic/expiration', { asOf }, northwind);
      expect(body.items.map((i) => [i.tenantId, i.monthsRemaining])).toEqual([
        [x.leases.expiredLease.id, 'EXPIRED'],
        [x.leases.docksideOffice.id, 33],
        [p.leases.northwindLease.id, 57],
        [x.leases.subletToNorthwind.id, null],
      ]);
    });

    it('adds up per calendar year, area per unit system and rent per currency', async () => {
      const body = await call<{ items: Json[]; openEnded: number }>(
        '/api/encumbrances/statistic/expiration/by-year',
        {},
      );
      expect(body.openEnded).toBe(0);
      expect(body.items.map((i) => [i.year, i.leases])).toEqual([
        [2025, 1],
        [2026, 1],
        [2027, 1],
        [2028, 1],
        [2030, 2],
      ]);
      expect(body.items.at(-1)).toMatchObject({
        rentableSF: { IMPERIAL: 6000, METRIC: 4500 },
        annualRent: { USD: 55 * 6000, EUR: 55 * 4500 },
      });
      const own = await call<{ items: Json[]; openEnded: number }>(
        '/api/encumbrances/statistic/expiration/by-year',
        {},
        northwind,
      );
      expect(own.openEnded).toBe(1);
      expect(own.items.map((i) => i.year)).toEqual([2025, 2028, 2030]);
    });
  });

  describe('real-estate occupancy', () => {
    it('gives the leased share per building and totals per unit system', async () => {
      const body = await call<{ items: Json[]; totals: Json[]; partial: boolean }>(
        '/api/encumbrances/statistic/occupancy',
        {},
      );
      expect(body.partial).toBe(false);
      // Subleases are inside their parents' area; the terminated lease is not active.
      const hpLeased = 6000 + 9000 + 2000;
      const dockLeased = 3000 + 1200;
      expect(body.items).toEqual([
        {
          buildingId: p.buildings.dockside.id,
          name: 'Dockside',
          units: 'IMPERIAL',
          rentableSF: 20_000,
          leasedSF: dockLeased,
          vacantSF: 20_000 - dockLeased,
          leasedShare: dockLeased / 20_000,
          leases: 2,
          leasesWithoutArea: 0,
        },
        {
          buildingId: p.buildings.harborPoint.id,
          name: 'Harbor Point',
          units: 'IMPERIAL',
          rentableSF: 50_000,
          leasedSF: hpLeased,
          vacantSF: 50_000 - hpLeased,
          leasedShare: hpLeased / 50_000,
          leases: 3,
          leasesWithoutArea: 0,
        },
        {
          buildingId: p.buildings.skylineTower.id,
          name: 'Skyline Tower',
          units: 'METRIC',
          rentableSF: 8000,
          leasedSF: 4500,
          vacantSF: 3500,
          leasedShare: 4500 / 8000,
          leases: 1,
          leasesWithoutArea: 0,
        },
      ]);
      expect(body.totals).toEqual([
        {
          units: 'IMPERIAL',
          buildings: 2,
          rentableSF: 70_000,
          leasedSF: hpLeased + dockLeased,
          vacantSF: 70_000 - hpLeased - dockLeased,
          leasedShare: (hpLeased + dockLeased) / 70_000,
        },
        {
          units: 'METRIC',
          buildings: 1,
          rentableSF: 8000,
          leasedSF: 4500,
          vacantSF: 3500,
          leasedShare: 4500 / 8000,
        },
      ]);
    });

    it('gives an occupier its own leased area and no vacancy', async () => {
      const body = await call<{ items: Json[]; partial: boolean }>(
        '/api/encumbrances/statistic/occupancy',
        { buildingId: p.buildings.harborPoint.id },
        northwind,
      );
      expect(body.partial).toBe(true);
      // Its two leases and the sublease it holds from MetroSpaces.
      expect(body.items).toEqual([
        expect.objectContaining({
          leasedSF: 6000 + 2000 + 1000,
          vacantSF: null,
          leasedShare: 9000 / 50_000,
        }),
      ]);
    });
  });

  describe('financial coverage', () => {
    it('judges each tenant per building and says what each lease lacks', async () => {
      const body = await call<{ items: Json[]; organizations: Json[] }>(
        '/api/encumbrances/statistic/financial-coverage',
        { asOf: '2026-03-01' },
      );
      expect(body.items.map((i) => [i.name, i.state, i.leases, i.completeLeases])).toEqual([
        ['Dockside', 'PARTIALLY_COVERED', 2, 1],
        ['Harbor Point', 'PARTIALLY_COVERED', 7, 4],
        ['Skyline Tower', 'COVERED', 1, 1],
      ]);
      const harbor = body.items[1]?.organizations as Json[];
      expect(harbor.map((o) => [o.orgName, o.state, o.leases, o.completeLeases])).toEqual([
        ['Contoso', 'PARTIALLY_COVERED', 3, 1],
        ['MetroSpaces', 'COVERED', 1, 1],
        ['Northwind Traders', 'PARTIALLY_COVERED', 3, 2],
      ]);
      expect(harbor[0]?.incomplete).toEqual([
        { tenantId: x.leases.endedSublet.id, status: 'ACTIVE', missing: ['rentRate'] },
        {
          tenantId: x.leases.terminated.id,
          status: 'TERMINATED',
          missing: ['rentRate', 'rentableSF', 'endDate'],
        },
      ]);
      const dockside = body.items[0]?.organizations as Json[];
      expect(dockside.map((o) => [o.orgName, o.state])).toEqual([
        ['Contoso', 'NOT_COVERED'],
        ['Northwind Traders', 'COVERED'],
      ]);
      expect(body.organizations).toEqual([
        { organizationId: p.orgs.contoso.id, orgName: 'Contoso', state: 'PARTIALLY_COVERED' },
        { organizationId: p.orgs.metro.id, orgName: 'MetroSpaces', state: 'COVERED' },
        {
          organizationId: p.orgs.northwind.id,
          orgName: 'Northwind Traders',
          state: 'PARTIALLY_COVERED',
        },
      ]);
    });

    it('says EXPIRED once every lease there has ended, and narrows to one tenant', async () => {
      const later = await call<{ items: Json[] }>(
        '/api/encumbrances/statistic/financial-coverage',
        {
          buildingId: p.buildings.skylineTower.id,
          asOf: '2031-01-01',
        },
      );
      expect(later.items.map((i) => i.state)).toEqual(['EXPIRED']);
      const one = await call<{ items: Json[]; organizations: Json[] }>(
        '/api/encumbrances/statistic/financial-coverage',
        { organizationId: p.orgs.metro.id },
      );
      expect(one.items.map((i) => i.name)).toEqual(['Harbor Point']);
      expect(one.organizations).toHaveLength(1);
      const own = await call<{ items: Json[] }>(
        '/api/encumbrances/statistic/financial-coverage',
        {},
        contoso,
      );
      for (const item of own.items)
        expect((item.organizations as Json[]).map((o) => o.orgName)).toEqual(['Contoso']);
    });
  });

  describe('active leases', () => {
    it('pages the active top-level leases by tenant name with building, industry and usage', async () => {
      const body = await call<Items & { total: number }>('/api/encumbrances/active', {});
      expect(body.total).toBe(6);
      expect(body.items.map((i) => i.id)).toEqual([
        p.leases.contosoLease.id,
        x.leases.docksideRetail.id,
        p.leases.metroLease.id,
        p.leases.northwindLease.id,
        x.leases.expiredLease.id,
        x.leases.docksideOffice.id,
      ]);
      expect(body.items[3]).toMatchObject({
        parentId: null,
        building: { id: p.buildings.harborPoint.id, name: 'Harbor Point' },
        organization: {
          id: p.orgs.northwind.id,
          name: 'Northwind Traders',
          industry: { name: 'Technology' },
        },
        usageType: { name: 'Office' },
        spacesCount: 1,
        rentRate: 55,
      });
      expect(body.items[3]).not.toHaveProperty('children');
    });

    it('filters by tenant name (LIKE characters are literal), usage and building', async () => {
      const names = async (body: object) =>
        (await call<Items>('/api/encumbrances/active', body)).items.map(
          (i) => (i.organization as { name: string }).name,
        );
      expect(await names({ organizationName: 'NORTH' })).toEqual(
        Array(3).fill('Northwind Traders'),
      );
      expect(await names({ organizationName: '%' })).toEqual([]);
      expect(await names({ organizationName: '_' })).toEqual([]);
      expect(await names({ usage: 'retail' })).toEqual(['Contoso']);
      expect(await names({ buildingId: p.buildings.skylineTower.id })).toEqual(['Contoso']);
    });

    it('sorts, pages and adds the active subleases on request', async () => {
      const page = async (n: number) =>
        call<Items & { total: number }>('/api/encumbrances/active', {
          orderBy: { rentableSF: 'desc' },
          page: n,
          perPage: 4,
        });
      const [first, second, past] = [await page(0), await page(1), await page(5)];
      expect([...first.items, ...second.items].map((i) => i.rentableSF)).toEqual([
        9000, 6000, 4500, 3000, 2000, 1200,
      ]);
      expect([first.total, second.total, past.total, past.items.length]).toEqual([6, 6, 6, 0]);

      const withChildren = await call<Items>('/api/encumbrances/active', {
        buildingId: p.buildings.harborPoint.id,
        includeSubleases: true,
        orderBy: [{ endDate: 'asc' }],
      });
      const childIds = (i: Json | undefined) => (i?.children as Json[]).map((c) => c.id);
      expect(withChildren.items.map((i) => i.id)).toEqual([
        x.leases.expiredLease.id,
        p.leases.metroLease.id,
        p.leases.northwindLease.id,
      ]);
      expect(childIds(withChildren.items[0])).toEqual([x.leases.endedSublet.id]);
      expect(childIds(withChildren.items[1])).toEqual([x.leases.subletToNorthwind.id]);
      expect(withChildren.items[2]?.children).toEqual([
        {
          id: x.leases.subletToContoso.id,
          organizationId: p.orgs.contoso.id,
          organization: { id: p.orgs.contoso.id, name: 'Contoso' },
          startDate: '2025-01-01',
          endDate: '2035-12-31',
          status: 'ACTIVE',
          rentableSF: 1500,
          capacity: 10,
          spacesCount: 1,
        },
      ]);
    });

    it('shows an occupier its own leases only', async () => {
      const body = await call<Items & { total: number }>('/api/encumbrances/active', {}, northwind);
      expect(body.items.map((i) => i.id).sort((a, b) => Number(a) - Number(b))).toEqual(
        [
          p.leases.northwindLease.id,
          x.leases.expiredLease.id,
          x.leases.subletToNorthwind.id,
          x.leases.docksideOffice.id,
        ].sort((a, b) => a - b),
      );
      expect(body.total).toBe(4);
    });
  });

  describe('inactive buildings', () => {
    const setDocksideActive = async (isActive: boolean) => {
      const response = await t.post(
        '/api/buildings/update',
        { id: p.buildings.dockside.id, data: { isActive } },
        master,
      );
      expect(response.statusCode, response.body).toBe(200);
    };
    const ids = (body: Items, key = 'tenantId') => body.items.map((i) => i[key]);
    const docksideLeases = () => [x.leases.docksideRetail.id, x.leases.docksideOffice.id];

    it('leaves an inactive building out of the portfolio figures, unless the request names it', async () => {
      const dockside = { buildingId: p.buildings.dockside.id };
      const expiration = '/api/encumbrances/statistic/expiration';
      const before = await call<Items>(expiration, {});
      expect(ids(before)).toEqual(expect.arrayContaining(docksideLeases()));
      await setDocksideActive(false);
      try {
        const after = await call<Items>(expiration, {});
        expect(ids(after)).toEqual(
          ids(before).filter((id) => !docksideLeases().includes(id as number)),
        );
        // Named, it is answered as before.
        expect(ids(await call<Items>(expiration, dockside)).sort()).toEqual(
          docksideLeases().sort(),
        );

        const active = await call<Items & { total: number }>('/api/encumbrances/active', {});
        expect(ids(active, 'id')).not.toContain(x.leases.docksideOffice.id);
        expect((await call<Items>('/api/encumbrances/active', dockside)).items.length).toBe(2);
        const share = await call<Items>('/api/encumbrances/statistic/occupancy', {});
        expect(ids(share, 'buildingId')).not.toContain(p.buildings.dockside.id);
        const coverage = await call<Items>('/api/encumbrances/statistic/financial-coverage', {});
        expect(ids(coverage, 'buildingId')).not.toContain(p.buildings.dockside.id);

        // The building statistic counts the buildings its filter selects, active or not.
        expect(await call('/api/buildings/statistic', {})).toMatchObject({
          buildings: 3,
          activeBuildings: 2,
          leasedSF: { IMPERIAL: 6000 + 9000 + 2000 + 3000 + 1200, METRIC: 4500 },
        });

        // The organization calls follow the same rule.
        const occupiers = '/api/organizations/statistics/tenants';
        const northwindOf = (body: Items) =>
          body.items.find((i) => i.organizationId === p.orgs.northwind.id);
        expect(northwindOf(await call<Items>(occupiers, {}))?.buildings).toBe(1);
        expect(northwindOf(await call<Items>(occupiers, dockside))?.leases).toBe(1);
      } finally {
        await setDocksideActive(true);
      }
      expect(ids(await call<Items>(expiration, {}))).toEqual(ids(before));
    });
  });

  describe('building statistic', () => {
    it('counts the portfolio of the buildings the filter selects', async () => {
      expect(await call('/api/buildings/statistic', {})).toEqual({
        buildings: 3,
        activeBuildings: 3,
        floors: 4,
        spaces: 5,
        capacity: 40 + 20 + 60 + 30 + 25,
        rentableSF: { IMPERIAL: 70_000, METRIC: 8000 },
        leasedSF: { IMPERIAL: 6000 + 9000 + 2000 + 3000 + 1200, METRIC: 4500 },
        byClass: [
          { class: 'A', buildings: 2 },
          { class: 'B', buildings: 1 },
        ],
        byCountry: [
          { country: 'US', buildings: 2 },
          { country: 'NL', buildings: 1 },
        ],
        networks: 3,
      });
      expect(
        await call('/api/buildings/statistic', {
          where: { city: { contains: 'bost', mode: 'insensitive' } },
        }),
      ).toMatchObject({
        buildings: 1,
        activeBuildings: 1,
        floors: 1,
        spaces: 1,
        capacity: 25,
        networks: 1,
      });
      expect(await call('/api/buildings/statistic', { where: { name: 'Nowhere' } })).toMatchObject({
        buildings: 0,
        capacity: null,
        rentableSF: {},
        byClass: [],
      });
    });

    it('limits each figure to what the organization sees', async () => {
      expect(await call('/api/buildings/statistic', {}, harborViewer)).toMatchObject({
        buildings: 2,
        floors: 3,
        rentableSF: { IMPERIAL: 70_000 },
        networks: 1,
      });
      // The operator: its floor, its space and its lease.
      expect(await call('/api/buildings/statistic', {}, metro)).toMatchObject({
        buildings: 1,
        floors: 1,
        spaces: 1,
        capacity: 60,
        leasedSF: { IMPERIAL: 9000 },
        networks: 0,
      });
      // The occupier: its leased spaces and leases; its own network.
      expect(await call('/api/buildings/statistic', {}, northwind)).toMatchObject({
        buildings: 2,
        floors: 2,
        spaces: 3,
        capacity: 120,
        leasedSF: { IMPERIAL: 6000 + 2000 + 1000 + 1200 },
        networks: 1,
      });
    });
  });

  describe('network statistics', () => {
    const harborCurve = () =>
      addSeries(
        dailyPeaks(rows, [p.spaces.hpOpen.id, p.spaces.hpCafe.id, p.spaces.hpFlex.id]),
        dailyPeaks(rows, [x.dockOffice.id]),
      );

    it('adds an AGGREGATED network’s building peaks per date into one curve', async () => {
      const { items } = await call<Items>('/api/networks/statistics', {});
      expect(items.map((i) => i.name)).toEqual([
        'Harbor East Coast',
        'Northwind offices',
        'Skyline Europe',
      ]);
      const curve = harborCurve();
      const { peak, date } = peakOf(curve);
      const capacity = 40 + 20 + 60 + 25;
      expect(items[0]).toMatchObject({
        networkId: p.networks.harborNetwork.id,
        defaultReporting: 'AGGREGATED',
        buildings: 2,
        rentableSF: { IMPERIAL: 70_000 },
        capacity,
        startDate: '2026-02-02',
        endDate: '2026-02-15',
      });
      const [series] = items[0]?.occupancy as Json[];
      expect(series).toMatchObject({
        buildingId: null,
        capacity,
        peakOccupancy: peak,
        peakOccupancyDate: date,
        peakUtilization: peak / capacity,
      });
      expect(series?.averageOccupancy).toBeCloseTo(weekdayMean(curve), 12);
      expect(series?.averageUtilization).toBeCloseTo(weekdayMean(curve) / capacity, 12);
      expect((items[0]?.occupancy as Json[]).length).toBe(1);
    });

    it('reports an INDIVIDUAL network per building, in the asked range', async () => {
      const range = { startDate: '2026-02-09', endDate: '2026-02-11' };
      const { items } = await call<Items>('/api/networks/statistics', {
        networkId: [p.networks.skylineNetwork.id, x.northwindNetwork.id],
        ...range,
      });
      expect(items.map((i) => i.name)).toEqual(['Northwind offices', 'Skyline Europe']);
      const hp = within(
        dailyPeaks(rows, [p.spaces.hpOpen.id, p.spaces.hpCafe.id, p.spaces.hpFlex.id]),
        range.startDate,
        range.endDate,
      );
      expect(items[0]).toMatchObject({
        buildings: 2,
        ...range,
        rentableSF: { IMPERIAL: 50_000, METRIC: 8000 },
      });
      expect(items[0]?.occupancy).toEqual([
        expect.objectContaining({
          buildingId: p.buildings.harborPoint.id,
          buildingName: 'Harbor Point',
          capacity: 120,
          peakOccupancy: peakOf(hp).peak,
          peakOccupancyDate: peakOf(hp).date,
        }),
        {
          buildingId: p.buildings.skylineTower.id,
          buildingName: 'Skyline Tower',
          capacity: 30,
          peakOccupancy: null,
          peakOccupancyDate: null,
          averageOccupancy: null,
          peakUtilization: null,
          averageUtilization: null,
        },
      ]);
    });

    it("gives an occupier its own networks with its leases' figures in the buildings it sees", async () => {
      const { items } = await call<Items>('/api/networks/statistics', {}, northwind);
      expect(items.map((i) => i.networkId)).toEqual([x.northwindNetwork.id]);
      // Skyline Tower is not its building; in Harbor Point its leases (the sublease it holds
      // from MetroSpaces counts as its own) are all its active leases there: their occupier
      // group, the simultaneous peak of their spaces (docs/metrics.md), not their peaks added.
      const own = dailyPeaks(rows, [p.spaces.hpOpen.id, p.spaces.hpCafe.id, p.spaces.hpFlex.id]);
      expect(peakOf(own).peak).toBeLessThan(
        peakOf(
          addSeries(
            dailyPeaks(rows, [p.spaces.hpOpen.id]),
            dailyPeaks(rows, [p.spaces.hpCafe.id]),
            dailyPeaks(rows, [p.spaces.hpFlex.id]),
          ),
        ).peak,
      );
      expect(items[0]).toMatchObject({
        buildings: 1,
        rentableSF: { IMPERIAL: 50_000 },
        capacity: 40 + 20 + 60,
      });
      expect(items[0]?.occupancy).toEqual([
        expect.objectContaining({
          buildingId: p.buildings.harborPoint.id,
          peakOccupancy: peakOf(own).peak,
          peakOccupancyDate: peakOf(own).date,
        }),
      ]);
      expect(
        await status(
          '/api/networks/statistics',
          { networkId: p.networks.harborNetwork.id },
          northwind,
        ),
      ).toBe(404);
    });

    it('lists the OpenAPI operations of these calls', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      const paths = Object.keys(response.json<{ paths: Json }>().paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/encumbrances/statistic/tenants',
          '/api/encumbrances/active',
          '/api/buildings/statistic',
          '/api/networks/statistics',
        ]),
      );
    });
  });
});
