// The portfolio of factories.ts grown for the organization calls: Dockside gets a floor with
// parent and child spaces, a Northwind lease with a Contoso sublease, a Fabrikam lease (a tenant
// without an industry) and its own counters; Skyline Tower is metric, and Fabrikam subleases
// Contoso's desks there without a capacity. Two weeks of readings (26 January – 8 February 2026)
// and one recent day at Skyline Tower, so one occupancy coverage is current.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/resources/resource-table.ts';
import * as s from '../../src/db/schema/index.ts';
import { seedPortfolio } from './factories.ts';

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export type Reading = { dataSourceId: number; spaceId: number; at: string; occupancy: number };

/** A square outline: the space is mapped on the floor plan. */
const outline = JSON.stringify([
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
]);

export async function seedOrganizationPortfolio(db: Db) {
  const p = await seedPortfolio(db);
  const fabrikam = await one(
    db
      .insert(s.organizations)
      .values({ key: 'fabrikam', name: 'Fabrikam', type: 'OCCUPIER', realm: 'fabrikam' })
      .returning(),
  );
  await db
    .update(s.organizations)
    .set({ rtoPeriod: { startDate: '2026-02-02', endDate: '2026-02-06' } })
    .where(eq(s.organizations.id, p.orgs.northwind.id));
  await db
    .update(s.buildings)
    .set({ rentableSF: 30000, primaryOccupancyDataSourceId: p.dataSources.harborSensors.id })
    .where(eq(s.buildings.id, p.buildings.harborPoint.id));
  await db
    .update(s.buildings)
    .set({ rentableSF: 20000 })
    .where(eq(s.buildings.id, p.buildings.dockside.id));
  await db
    .update(s.buildings)
    .set({ rentableSF: 2500, units: 'METRIC' })
    .where(eq(s.buildings.id, p.buildings.skylineTower.id));
  await db.update(s.floors).set({ rentableSF: 10000 }).where(eq(s.floors.id, p.floors.hp1.id));
  await db.update(s.floors).set({ rentableSF: 12000 }).where(eq(s.floors.id, p.floors.hp2.id));

  const dk1 = await one(
    db
      .insert(s.floors)
      .values({
        buildingId: p.buildings.dockside.id,
        name: 'Dock 1',
        position: 1,
        rentableSF: 9000,
      })
      .returning(),
  );
  const space = (
    name: string,
    category: typeof s.spaces.$inferInsert.category,
    capacity: number | null,
    rentableSF: number | null,
    parentId: number | null = null,
  ) =>
    one(
      db
        .insert(s.spaces)
        .values({ floorId: dk1.id, name, category, capacity, rentableSF, parentId })
        .returning(),
    );
  const dkA = await space('Dock A', 'WORK', 20, 3000);
  const dkB = await space('Dock B', 'COLLABORATIVE', 10, 1500);
  const dkC = await space('Dock C', 'SUPPORT', 8, 1000);
  const dkA1 = await space('Dock A desks', 'WORK', 4, null, dkA.id);
  const dkB1 = await space('Dock B booth', 'COLLABORATIVE', null, null, dkB.id);
  await db.insert(s.assets).values([
    { spaceId: p.spaces.hpOpen.id, name: 'outline', position: outline },
    { spaceId: dkA.id, name: 'outline', position: outline },
  ]);
  await db
    .insert(s.spaceExternalIds)
    .values({ spaceId: p.spaces.hpOpen.id, type: 'OCCUPANCY_SENSOR', value: 'hp-open' });

  // Office leases unless said otherwise: only they have occupancy figures (the office rule).
  const lease = async (values: typeof s.encumbrances.$inferInsert, spaceIds: number[]) => {
    const row = await one(
      db
        .insert(s.encumbrances)
        .values({ usageTypeId: p.usageTypes.office.id, ...values })
        .returning(),
    );
    await db
      .insert(s.encumbranceSpaces)
      .values(spaceIds.map((spaceId) => ({ encumbranceId: row.id, spaceId })));
    return row;
  };
  const dockside = p.buildings.dockside.id;
  const nwDock = await lease(
    {
      buildingId: dockside,
      organizationId: p.orgs.northwind.id,
      startDate: '2025-01-01',
      endDate: '2029-12-31',
      capacity: 30,
      rentableSF: 4500,
      rentRate: 40,
      targetDensity: 100,
      usageTypeId: p.usageTypes.office.id,
    },
    [dkA.id, dkB.id],
  );
  const contosoSub = await lease(
    {
      parentId: nwDock.id,
      buildingId: dockside,
      organizationId: p.orgs.contoso.id,
      startDate: '2025-06-01',
      endDate: '2029-12-31',
      capacity: 10,
      rentableSF: 1500,
      rentRate: 40,
      targetDensity: 100,
    },
    [dkB.id],
  );
  const fabDock = await lease(
    {
      buildingId: dockside,
      organizationId: fabrikam.id,
      startDate: '2025-01-01',
      endDate: '2027-12-31',
      capacity: 8,
      rentableSF: 1000,
      targetDensity: 125,
    },
    [dkC.id],
  );
  const fabSub = await lease(
    {
      parentId: p.leases.contosoLease.id,
      buildingId: p.buildings.skylineTower.id,
      organizationId: fabrikam.id,
      startDate: '2025-01-01',
      capacity: null,
      rentableSF: 500,
      targetDensity: 10,
    },
    [p.spaces.stDesk.id],
  );
  const docksideCounters = await one(
    db
      .insert(s.dataSources)
      .values({ name: 'Dockside counters', buildingId: dockside })
      .returning(),
  );

  return {
    ...p,
    orgs: { ...p.orgs, fabrikam },
    floors: { ...p.floors, dk1 },
    spaces: { ...p.spaces, dkA, dkB, dkC, dkA1, dkB1 },
    leases: { ...p.leases, nwDock, contosoSub, fabDock, fabSub },
    dataSources: { ...p.dataSources, docksideCounters },
  };
}
export type OrganizationPortfolio = Awaited<ReturnType<typeof seedOrganizationPortfolio>>;

export const FIRST_DAY = '2026-01-26';
export const LAST_DAY = '2026-02-08';
/** UTC offsets in winter: New York −5, Amsterdam +1. */
export const NEW_YORK = -5;
export const AMSTERDAM = 1;

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** Readings every hour 9:00–17:00 local of every day of the fortnight, and a recent day at Skyline. */
export function organizationReadings(p: OrganizationPortfolio, recentDate: string): Reading[] {
  const rows: Reading[] = [];
  const at = (date: string, localHour: number, offset: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + (localHour - offset) * 3_600_000).toISOString();
  for (let i = 0; i < 14; i++) {
    const date = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + i * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const weekend = isWeekend(date);
    for (let hour = 9; hour <= 17; hour++) {
      const ny = at(date, hour, NEW_YORK);
      const harbor = p.dataSources.harborSensors.id;
      const dock = p.dataSources.docksideCounters.id;
      const people = (value: number) => (weekend ? 0 : Math.max(0, value));
      rows.push(
        // The office peaks at 11:00 and the cafe at 13:00: their peaks never coincide.
        {
          dataSourceId: harbor,
          spaceId: p.spaces.hpOpen.id,
          at: ny,
          occupancy: weekend ? 1 : people(20 + i - Math.abs(hour - 11) * 4),
        },
        {
          dataSourceId: harbor,
          spaceId: p.spaces.hpCafe.id,
          at: ny,
          occupancy: people(12 - Math.abs(hour - 13) * 3),
        },
        {
          dataSourceId: harbor,
          spaceId: p.spaces.hpFlex.id,
          at: ny,
          occupancy: people(30 + (i % 5) - Math.abs(hour - 14) * 2),
        },
        {
          dataSourceId: dock,
          spaceId: p.spaces.dkA.id,
          at: ny,
          occupancy: people(10 + (i % 3) - Math.abs(hour - 10)),
        },
        {
          dataSourceId: dock,
          spaceId: p.spaces.dkB.id,
          at: ny,
          occupancy: people(6 - Math.abs(hour - 15)),
        },
        { dataSourceId: dock, spaceId: p.spaces.dkC.id, at: ny, occupancy: people(5) },
        {
          dataSourceId: p.dataSources.skylineSensors.id,
          spaceId: p.spaces.stDesk.id,
          at: at(date, hour, AMSTERDAM),
          occupancy: people(15 + (i % 4) - Math.abs(hour - 12) * 2),
        },
      );
    }
  }
  rows.push({
    dataSourceId: p.dataSources.skylineSensors.id,
    spaceId: p.spaces.stDesk.id,
    at: `${recentDate}T10:00:00.000Z`,
    occupancy: 5,
  });
  return rows;
}

// ——— Expected figures, worked out from the raw readings (never by the server's code).

export type Days = Map<string, number>;

/** Daily peaks of a group of spaces: per local day, the highest sum at one instant. */
export function peaksOf(rows: Reading[], spaceIds: number[], offset: number): Days {
  const sums = new Map<string, number>();
  for (const r of rows)
    if (spaceIds.includes(r.spaceId)) sums.set(r.at, (sums.get(r.at) ?? 0) + r.occupancy);
  const days: Days = new Map();
  for (const [at, sum] of sums) {
    const date = new Date(Date.parse(at) + offset * 3_600_000).toISOString().slice(0, 10);
    days.set(date, Math.max(days.get(date) ?? 0, sum));
  }
  return days;
}
/**
 * Per local day, the highest local hour of the spaces' hourly peaks added up (each space's
 * highest reading in the hour): what the per-space hourly rollups give for a set of spaces.
 */
export function hourlyPeaksOf(rows: Reading[], spaceIds: number[], offset: number): Days {
  const spaceHours = new Map<string, number>();
  for (const r of rows) {
    if (!spaceIds.includes(r.spaceId)) continue;
    const hour = new Date(Date.parse(r.at) + offset * 3_600_000).toISOString().slice(0, 13);
    const key = `${hour} ${String(r.spaceId)}`;
    spaceHours.set(key, Math.max(spaceHours.get(key) ?? 0, r.occupancy));
  }
  const hours = new Map<string, number>();
  for (const [key, peak] of spaceHours) {
    const hour = key.slice(0, 13);
    hours.set(hour, (hours.get(hour) ?? 0) + peak);
  }
  const days: Days = new Map();
  for (const [hour, sum] of hours) {
    const date = hour.slice(0, 10);
    days.set(date, Math.max(days.get(date) ?? 0, sum));
  }
  return days;
}

export const sumDays = (...series: Days[]): Days => {
  const total: Days = new Map();
  for (const days of series) for (const [d, v] of days) total.set(d, (total.get(d) ?? 0) + v);
  return total;
};
export const within = (days: Days, from: string, to: string): Days =>
  new Map([...days].filter(([d]) => d >= from && d <= to));
export const weekdayMean = (days: Days): number | null => {
  const values = [...days].filter(([d]) => !isWeekend(d)).map(([, v]) => v);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
};
/** The highest day; a tie goes to the earliest date. */
export const peakDay = (days: Days): [string, number] =>
  [...days].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['', Number.NaN];
export const tier = (rating: number) =>
  rating >= 0.85 ? 'EXPANSION' : rating >= 0.6 ? 'STABLE' : rating >= 0.4 ? 'DOWNSIZE' : 'CHURN';
