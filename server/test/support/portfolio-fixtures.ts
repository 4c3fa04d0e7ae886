// Rows on top of seedPortfolio for the portfolio calls: building areas, classes and countries,
// a Dockside floor with sensors, subleases (one without capacity, one under a lease without
// capacity), an ACTIVE lease whose end has passed, leases without rent or end date, a
// terminated lease, and a network owned by an occupier.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/resources/resource-table.ts';
import * as s from '../../src/db/schema/index.ts';
import type { Portfolio } from './factories.ts';

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

type LeaseInsert = typeof s.encumbrances.$inferInsert;

export async function seedLeasePortfolio(db: Db, p: Portfolio) {
  const { harborPoint, dockside, skylineTower } = p.buildings;
  const setBuilding = (id: number, values: Partial<typeof s.buildings.$inferInsert>) =>
    db.update(s.buildings).set(values).where(eq(s.buildings.id, id));
  const setLease = (id: number, values: Partial<LeaseInsert>) =>
    db.update(s.encumbrances).set(values).where(eq(s.encumbrances.id, id));

  const docksideSensors = await one(
    db
      .insert(s.dataSources)
      .values({ name: 'Dockside sensors', buildingId: dockside.id })
      .returning(),
  );
  await setBuilding(harborPoint.id, {
    rentableSF: 50_000,
    class: 'A',
    country: 'US',
    primaryOccupancyDataSourceId: p.dataSources.harborSensors.id,
  });
  await setBuilding(dockside.id, {
    rentableSF: 20_000,
    class: 'B',
    country: 'US',
    primaryOccupancyDataSourceId: docksideSensors.id,
  });
  await setBuilding(skylineTower.id, {
    rentableSF: 8000,
    class: 'A',
    country: 'NL',
    units: 'METRIC',
    currency: 'EUR',
  });
  await setLease(p.leases.metroLease.id, { endDate: '2027-12-31' });
  await setLease(p.leases.contosoLease.id, { endDate: '2030-06-30' });

  const dock1 = await one(
    db
      .insert(s.floors)
      .values({ buildingId: dockside.id, name: 'Dock 1', position: 1 })
      .returning(),
  );
  const dockOffice = await one(
    db
      .insert(s.spaces)
      .values({ floorId: dock1.id, name: 'Dock office', category: 'WORK', capacity: 25 })
      .returning(),
  );

  const lease = async (values: LeaseInsert, spaceIds: number[] = []) => {
    const row = await one(db.insert(s.encumbrances).values(values).returning());
    if (spaceIds.length)
      await db
        .insert(s.encumbranceSpaces)
        .values(spaceIds.map((spaceId) => ({ encumbranceId: row.id, spaceId })));
    return row;
  };
  const office = p.usageTypes.office.id;
  const { northwind, contoso } = p.orgs;
  const { hpOpen, hpCafe, hpFlex } = p.spaces;

  // Still ACTIVE although its end date has passed ('EXPIRED' in the lease display); no capacity.
  const expiredLease = await lease(
    {
      buildingId: harborPoint.id,
      organizationId: northwind.id,
      startDate: '2020-07-01',
      endDate: '2025-06-30',
      rentRate: 40,
      rentableSF: 2000,
      usageTypeId: office,
    },
    [hpCafe.id],
  );
  // Contoso sublets 10 of Northwind's 40 seats.
  const subletToContoso = await lease(
    {
      parentId: p.leases.northwindLease.id,
      buildingId: harborPoint.id,
      organizationId: contoso.id,
      startDate: '2025-01-01',
      endDate: '2035-12-31',
      capacity: 10,
      rentableSF: 1500,
      rentRate: 60,
      usageTypeId: office,
    },
    [hpOpen.id],
  );
  // A sublease without capacity: its parent cannot deduct it.
  const subletToNorthwind = await lease(
    {
      parentId: p.leases.metroLease.id,
      buildingId: harborPoint.id,
      organizationId: northwind.id,
      startDate: '2025-01-01',
      endDate: null,
      rentableSF: 1000,
      rentRate: 50,
      usageTypeId: office,
    },
    [hpFlex.id],
  );
  // A sublease (ended, still ACTIVE) of the lease without capacity.
  const endedSublet = await lease(
    {
      parentId: expiredLease.id,
      buildingId: harborPoint.id,
      organizationId: contoso.id,
      startDate: '2024-01-01',
      endDate: '2025-06-30',
      capacity: 5,
      rentableSF: 300,
      usageTypeId: office,
    },
    [hpCafe.id],
  );
  const terminated = await lease({
    buildingId: harborPoint.id,
    organizationId: contoso.id,
    startDate: '2023-01-01',
    endDate: null,
    status: 'TERMINATED',
  });
  // Retail, without rent.
  const docksideRetail = await lease(
    {
      buildingId: dockside.id,
      organizationId: contoso.id,
      startDate: '2024-01-01',
      endDate: '2026-09-30',
      capacity: 25,
      rentableSF: 3000,
      usageTypeId: p.usageTypes.retail.id,
    },
    [dockOffice.id],
  );
  // Office without spaces or data.
  const docksideOffice = await lease({
    buildingId: dockside.id,
    organizationId: northwind.id,
    startDate: '2024-01-01',
    endDate: '2028-12-31',
    capacity: 8,
    rentableSF: 1200,
    rentRate: 30,
    targetDensity: 120,
    usageTypeId: office,
  });

  const northwindNetwork = await one(
    db
      .insert(s.networks)
      .values({ name: 'Northwind offices', organizationId: northwind.id })
      .returning(),
  );
  await db.insert(s.networkBuildings).values([
    { networkId: northwindNetwork.id, buildingId: harborPoint.id },
    { networkId: northwindNetwork.id, buildingId: skylineTower.id },
  ]);

  return {
    docksideSensors,
    dock1,
    dockOffice,
    northwindNetwork,
    leases: {
      expiredLease,
      subletToContoso,
      subletToNorthwind,
      endedSublet,
      terminated,
      docksideRetail,
      docksideOffice,
    },
  };
}
export type LeasePortfolio = Awaited<ReturnType<typeof seedLeasePortfolio>>;

// Readings, and the figures expected from them, worked out without the server's functions.

export type Reading = { dataSourceId: number; spaceId: number; at: string; occupancy: number };

/** Feb 2–15 2026 in New York (UTC−5), hourly 9:00–17:00. Feb 2 is a Monday. */
export function readingsFor(p: Portfolio, x: LeasePortfolio): Reading[] {
  const rows: Reading[] = [];
  const harbor = p.dataSources.harborSensors.id;
  const dock = x.docksideSensors.id;
  for (let day = 2; day <= 15; day++) {
    const weekend = day === 7 || day === 8 || day === 14 || day === 15;
    for (let hour = 9; hour <= 17; hour++) {
      const at = new Date(Date.UTC(2026, 1, day, hour + 5)).toISOString();
      const count = (weekday: number, weekendCount: number) =>
        weekend ? weekendCount : Math.max(0, weekday);
      const add = (dataSourceId: number, spaceId: number, occupancy: number) =>
        rows.push({ dataSourceId, spaceId, at, occupancy });
      // The office peaks at 11:00, the cafe at 13:00, the flex floor at 15:00: never together.
      add(harbor, p.spaces.hpOpen.id, count(10 + day - Math.abs(hour - 11) * 2, 1));
      add(harbor, p.spaces.hpCafe.id, count(12 - Math.abs(hour - 13) * 3, 0));
      add(harbor, p.spaces.hpFlex.id, count(20 + (day % 3) - Math.abs(hour - 15) * 2, 2));
      add(dock, x.dockOffice.id, count(5 + (day % 4) + (hour === 10 ? 3 : 0), 0));
    }
  }
  return rows;
}

/** Per local date, the highest sum of the spaces' counts at one instant. */
export function dailyPeaks(rows: Reading[], spaceIds: number[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const r of rows)
    if (spaceIds.includes(r.spaceId)) sums.set(r.at, (sums.get(r.at) ?? 0) + r.occupancy);
  const days = new Map<string, number>();
  for (const [at, sum] of sums) {
    const date = new Date(Date.parse(at) - 5 * 3_600_000).toISOString().slice(0, 10);
    days.set(date, Math.max(days.get(date) ?? 0, sum));
  }
  return days;
}
/** Series added per date (separate groups or buildings). */
export function addSeries(...series: Map<string, number>[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const s of series) for (const [d, v] of s) total.set(d, (total.get(d) ?? 0) + v);
  return total;
}
export const within = (days: Map<string, number>, from: string, to: string) =>
  new Map([...days].filter(([d]) => d >= from && d <= to));
/** Highest value and its earliest date. */
export function peakOf(days: Map<string, number>): { peak: number; date: string } {
  const [date, peak] = [...days].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [
    '',
    0,
  ];
  return { peak, date };
}
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
export function weekdayMean(days: Map<string, number>): number {
  const values = [...days].filter(([d]) => isWeekday(d)).map(([, v]) => v);
  return values.reduce((a, b) => a + b, 0) / values.length;
}
