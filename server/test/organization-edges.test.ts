// Organization calls at their edges: an operator's view of a lease reaching onto other floors,
// inactive buildings, a sublease the caller cannot see, a parent without capacity. The expected
// figures are worked out here from the raw readings sent, never by the server's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.ts';
import type { Db } from '../src/resources/resource-table.ts';
import { databaseKinds } from './support/database.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { one, seedPortfolio, tokenFor } from './support/factories.ts';

type Json = Record<string, unknown>;
type Reading = { dataSourceId: number; spaceId: number; at: string; occupancy: number };

const FIRST_DAY = '2026-01-26'; // a Monday
const LAST_DAY = '2026-02-06'; // a Friday
const range = { startDate: FIRST_DAY, endDate: LAST_DAY };

/** The weekdays of the fortnight. */
function weekdays(): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${FIRST_DAY}T00:00:00Z`); t <= Date.parse(`${LAST_DAY}T00:00:00Z`);) {
    const date = new Date(t).toISOString().slice(0, 10);
    const dow = new Date(t).getUTCDay();
    if (dow !== 0 && dow !== 6) days.push(date);
    t += 86_400_000;
  }
  return days;
}

/** Daily peaks of a set of spaces (buildings in UTC): per day the highest sum at one instant. */
function simultaneousPeaks(rows: Reading[], spaceIds: number[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const r of rows)
    if (spaceIds.includes(r.spaceId)) sums.set(r.at, (sums.get(r.at) ?? 0) + r.occupancy);
  const days = new Map<string, number>();
  for (const [at, sum] of sums) {
    const date = at.slice(0, 10);
    days.set(date, Math.max(days.get(date) ?? 0, sum));
  }
  return days;
}

/** Per day, the highest hour of the spaces' hourly peaks added up (the documented upper bound). */
function hourlyBound(rows: Reading[], spaceIds: number[]): Map<string, number> {
  const perSpaceHour = new Map<string, number>();
  for (const r of rows) {
    if (!spaceIds.includes(r.spaceId)) continue;
    const key = `${r.at.slice(0, 13)}|${String(r.spaceId)}`;
    perSpaceHour.set(key, Math.max(perSpaceHour.get(key) ?? 0, r.occupancy));
  }
  const hours = new Map<string, number>();
  for (const [key, peak] of perSpaceHour) {
    const hour = key.slice(0, 13);
    hours.set(hour, (hours.get(hour) ?? 0) + peak);
  }
  const days = new Map<string, number>();
  for (const [hour, sum] of hours) {
    const date = hour.slice(0, 10);
    days.set(date, Math.max(days.get(date) ?? 0, sum));
  }
  return days;
}

const maxOf = (days: Map<string, number>) => Math.max(...days.values());
const tier = (rating: number) =>
  rating >= 0.85 ? 'EXPANSION' : rating >= 0.6 ? 'STABLE' : rating >= 0.4 ? 'DOWNSIZE' : 'CHURN';

async function seedAudit(db: Db) {
  const p = await seedPortfolio(db);
  const org = (key: string, name: string) =>
    one(db.insert(s.organizations).values({ key, name, type: 'OCCUPIER', realm: key }).returning());
  const globex = await org('globex', 'Globex');
  const initech = await org('initech', 'Initech');
  const umbrella = await org('umbrella', 'Umbrella');
  const hooli = await org('hooli', 'Hooli');

  const building = (name: string, isActive: boolean) =>
    one(
      db
        .insert(s.buildings)
        .values({
          name,
          ownerOrganizationId: p.orgs.harbor.id,
          city: 'London',
          timeZone: 'UTC',
          latitude: 51.5,
          longitude: 0,
          isActive,
          rentableSF: 50000,
        })
        .returning(),
    );
  const auditHouse = await building('Audit House', true);
  const closedWorks = await building('Closed Works', false);
  const source = async (buildingId: number, name: string) => {
    const row = await one(db.insert(s.dataSources).values({ name, buildingId }).returning());
    await db
      .update(s.buildings)
      .set({ primaryOccupancyDataSourceId: row.id })
      .where(eq(s.buildings.id, buildingId));
    return row;
  };
  const ahSensors = await source(auditHouse.id, 'Audit House sensors');
  const cwSensors = await source(closedWorks.id, 'Closed Works sensors');

  const floor = (buildingId: number, name: string, position: number, operator: number | null) =>
    one(
      db
        .insert(s.floors)
        .values({
          buildingId,
          name,
          position,
          operatorOrganizationId: operator,
          rentableSF: 5000,
        })
        .returning(),
    );
  const f1 = await floor(auditHouse.id, 'AH 1', 1, p.orgs.metro.id);
  const f2 = await floor(auditHouse.id, 'AH 2', 2, null);
  const f3 = await floor(auditHouse.id, 'AH 3', 3, null);
  const f4 = await floor(closedWorks.id, 'CW 1', 1, p.orgs.metro.id);
  const space = (floorId: number, name: string, capacity: number) =>
    one(
      db
        .insert(s.spaces)
        .values({ floorId, name, category: 'WORK', capacity, rentableSF: capacity * 100 })
        .returning(),
    );
  const g1 = await space(f1.id, 'G1 (operated floor)', 10);
  const g2 = await space(f2.id, 'G2 (not operated)', 10);
  const p1 = await space(f3.id, 'P1', 10);
  const p2 = await space(f3.id, 'P2', 10);
  const p3 = await space(f3.id, 'P3', 10);
  const c1 = await space(f4.id, 'C1', 5);
  const f5 = await floor(auditHouse.id, 'AH 5', 5, null);
  const q1 = await space(f5.id, 'Q1', 10);
  const q2 = await space(f5.id, 'Q2', 10);

  const lease = async (values: typeof s.encumbrances.$inferInsert, spaceIds: number[]) => {
    const row = await one(db.insert(s.encumbrances).values(values).returning());
    await db
      .insert(s.encumbranceSpaces)
      .values(spaceIds.map((spaceId) => ({ encumbranceId: row.id, spaceId })));
    return row;
  };
  const base = {
    buildingId: auditHouse.id,
    startDate: '2025-01-01',
    endDate: '2029-12-31',
    rentRate: 50,
    targetDensity: 100,
    usageTypeId: p.usageTypes.office.id,
  };
  // Globex's lease reaches from MetroSpaces' floor onto a floor MetroSpaces does not operate.
  const globexLease = await lease(
    { ...base, organizationId: globex.id, capacity: 20, rentableSF: 2000 },
    [g1.id, g2.id],
  );
  // Initech's lease, Umbrella an additional organization on it; Umbrella subleases P2 and
  // Contoso P3. Umbrella sees its own sublease but not Contoso's.
  const parent = await lease(
    { ...base, organizationId: initech.id, capacity: 30, rentableSF: 3000 },
    [p1.id, p2.id, p3.id],
  );
  await db
    .insert(s.encumbranceOrganizations)
    .values({ encumbranceId: parent.id, organizationId: umbrella.id });
  const umbrellaSub = await lease(
    { ...base, parentId: parent.id, organizationId: umbrella.id, capacity: 10, rentableSF: 1000 },
    [p2.id],
  );
  const contosoSub = await lease(
    {
      ...base,
      parentId: parent.id,
      organizationId: p.orgs.contoso.id,
      capacity: 10,
      rentableSF: 1000,
    },
    [p3.id],
  );

  // A lease recorded without its own seats, and Hooli's sublease of part of it.
  const seatless = await lease(
    { ...base, organizationId: initech.id, capacity: null, rentableSF: 2000 },
    [q1.id, q2.id],
  );
  const hooliSub = await lease(
    { ...base, parentId: seatless.id, organizationId: hooli.id, capacity: 10, rentableSF: 1000 },
    [q2.id],
  );

  return {
    ...p,
    audit: {
      orgs: { globex, initech, umbrella, hooli },
      buildings: { auditHouse, closedWorks },
      sources: { ahSensors, cwSensors },
      spaces: { g1, g2, p1, p2, p3, c1, q1, q2 },
      leases: { globexLease, parent, umbrellaSub, contosoSub, seatless, hooliSub },
    },
  };
}

function auditReadings(a: Awaited<ReturnType<typeof seedAudit>>['audit']): Reading[] {
  const rows: Reading[] = [];
  for (const date of weekdays())
    for (let hour = 9; hour <= 17; hour++) {
      const at = `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;
      const ah = a.sources.ahSensors.id;
      rows.push(
        // Nobody on the operated floor; people only on the floor MetroSpaces does not run.
        { dataSourceId: ah, spaceId: a.spaces.g1.id, at, occupancy: 0 },
        { dataSourceId: ah, spaceId: a.spaces.g2.id, at, occupancy: 7 },
        { dataSourceId: ah, spaceId: a.spaces.p1.id, at, occupancy: 2 },
        { dataSourceId: ah, spaceId: a.spaces.p2.id, at, occupancy: 4 },
        { dataSourceId: ah, spaceId: a.spaces.p3.id, at, occupancy: 6 },
        { dataSourceId: a.sources.cwSensors.id, spaceId: a.spaces.c1.id, at, occupancy: 3 },
        { dataSourceId: ah, spaceId: a.spaces.q1.id, at, occupancy: 1 },
        { dataSourceId: ah, spaceId: a.spaces.q2.id, at, occupancy: 5 },
      );
    }
  return rows;
}

describe.each(databaseKinds)('organization calls at their edges on %s', (kind) => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof seedAudit>>;
  let a: Awaited<ReturnType<typeof seedAudit>>['audit'];
  let rows: Reading[];
  let master: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await seedAudit(t.database.db);
    a = p.audit;
    master = await tokenFor(p.orgs.platform, 'master-admin');
    rows = auditReadings(a);
    const ingest = await t.post(
      '/api/occupancy/readings',
      rows.map((r) => ({ ...r, timestamp: r.at, at: undefined })),
      master,
    );
    expect(ingest.statusCode, ingest.body).toBe(200);
  });
  afterAll(() => t.close());

  const call = async (url: string, body: object, token = master) => {
    const response = await t.post(url, body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Json>();
  };
  const items = (body: Json) => body.items as Json[];

  it(
    '/statistics/tenants gives an operator no occupancy of a lease reaching onto a floor it does ' +
      'not operate (docs/decisions.md "An operator reads a lease\'s occupancy only when the ' +
      'lease is its own or lies wholly on floors it operates")',
    async () => {
      const metro = await tokenFor(p.orgs.metro, 'viewer');
      const body = await call('/api/organizations/statistics/tenants', range, metro);
      const globex = items(body).find((i) => i.organizationId === a.orgs.globex.id);
      // Globex's lease is listed (one of its spaces is on MetroSpaces' floor) ...
      expect(globex).toBeDefined();
      // ... but its people are all on floor AH 2, which MetroSpaces does not operate: what the
      // operator would read is exactly that floor's people.
      const floor2 = simultaneousPeaks(rows, [a.spaces.g2.id]);
      expect(maxOf(floor2)).toBe(7);
      expect(globex?.averageOccupancy).toBeNull();
      expect(globex?.averageUtilization).toBeNull();
    },
  );

  it(
    '/operators/statistcs leaves out an inactive building, as /organizations/statistics does for ' +
      'the same operator (docs/metrics.md "Inactive buildings … are left out of a portfolio\'s ' +
      'figures unless the request names them"; docs/decisions.md)',
    async () => {
      const metro = await tokenFor(p.orgs.metro, 'viewer');
      const own = await call('/api/organizations/statistics', range, metro);
      const ownBuildings = (own.buildings as Json[]).map((b) => b.buildingId);
      expect(ownBuildings).not.toContain(a.buildings.closedWorks.id);
      const sites = await call('/api/operators/statistcs', range, metro);
      expect(items(sites).map((i) => i.buildingId)).toEqual(ownBuildings);
    },
  );

  describe("a subleased lease whose other sublease the caller cannot see (docs/metrics.md 'Occupancy of a subleased lease')", () => {
    // Umbrella holds Initech's lease as an additional organization and sees only its own
    // sublease (P2). The spaces the lease keeps as Umbrella sees it are P1 and P3; the kept group
    // of the rollups holds P1 only (Contoso's P3 is taken out too).
    const keptAsSeen = () => [a.spaces.p1.id, a.spaces.p3.id];

    it(
      '/tenant/statistics reads the kept spaces from the hourly rollups, not the kept group ' +
        '("When the spaces kept on that date are not the group\'s — … or one the caller cannot ' +
        'see — they are read from the per-space hourly rollups")',
      async () => {
        const umbrella = await tokenFor(a.orgs.umbrella, 'viewer');
        const body = await call('/api/organizations/tenant/statistics', range, umbrella);
        const lease = items(body).find((i) => i.tenantId === a.leases.parent.id);
        // Only the sublease Umbrella can see is deducted (docs/decisions.md, "Sublease deduction
        // within the scope").
        expect(lease).toMatchObject({ capacity: 20, rentableSF: 2000, activeSubleases: 1 });
        const peak = maxOf(hourlyBound(rows, keptAsSeen()));
        expect(peak).toBe(8);
        const rating = (peak * 100) / 2000;
        expect(lease).toMatchObject({
          peakOccupancy: peak,
          projectedArea: peak * 100,
          efficiencyTier: tier(rating),
        });
        expect(lease?.efficiency).toBeCloseTo(rating, 9);
      },
    );

    it(
      "/tenant/efficiency-monthly does the same on the month's last day (docs/metrics.md, " +
        '"on the month\'s last day for /tenant/efficiency-monthly")',
      async () => {
        const umbrella = await tokenFor(a.orgs.umbrella, 'viewer');
        const body = await call('/api/organizations/tenant/efficiency-monthly', range, umbrella);
        const january = items(body).find((m) => m.year === 2026 && m.month === 1);
        const lease = (january?.items as Json[] | undefined)?.find(
          (i) => i.tenantId === a.leases.parent.id,
        );
        const inJanuary = new Map(
          [...hourlyBound(rows, keptAsSeen())].filter(([d]) => d.startsWith('2026-01')),
        );
        const peak = maxOf(inJanuary);
        expect(lease).toMatchObject({ peakOccupancy: peak, rentableSF: 2000 });
      },
    );
  });
  it(
    '/tenant/statistics gives no occupancy for a lease whose deduction cannot be made because ' +
      "its parent lacks a capacity (docs/metrics.md: 'When the deduction cannot be made (a " +
      "capacity missing) … its occupancy, utilization and efficiency are null'; specification " +
      'section 5)',
    async () => {
      const hooli = await tokenFor(a.orgs.hooli, 'viewer');
      const body = await call('/api/organizations/tenant/statistics', range, hooli);
      const sublease = items(body).find((i) => i.tenantId === a.leases.hooliSub.id);
      expect(sublease).toMatchObject({
        issues: ['Capacity is missing in the parent lease'],
        capacity: null,
        rentableSF: null,
        peakUtilization: null,
        efficiency: null,
      });
      // Its spaces did report (Q2: 5 people), so a figure here comes from a failed deduction.
      expect(maxOf(simultaneousPeaks(rows, [a.spaces.q2.id]))).toBe(5);
      expect(sublease?.peakOccupancy).toBeNull();
      expect(sublease?.averageOccupancy).toBeNull();
    },
  );
});
