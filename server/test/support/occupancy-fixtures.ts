// Occupancy data for the occupancy calls' tests, on top of seedPortfolio: a sublease in Harbor
// Point (Contoso takes a project room from Northwind), a Skyline room without a sensor, and
// readings whose figures the tests work out again from these rows.
import { eq } from 'drizzle-orm';
import * as s from '../../src/db/schema/index.ts';
import type { Db } from '../../src/resources/resource-table.ts';
import type { Portfolio } from './factories.ts';

export type FixtureReading = {
  dataSourceId: number;
  spaceId: number | null;
  /** An ISO instant, or a local time (no zone) in the building's zone. */
  timestamp: string;
  occupancy: number;
  backfilled?: boolean;
};

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function seedOccupancyGraph(db: Db, p: Portfolio) {
  await db
    .update(s.buildings)
    .set({ primaryOccupancyDataSourceId: p.dataSources.harborSensors.id })
    .where(eq(s.buildings.id, p.buildings.harborPoint.id));
  const projectRoom = await one(
    db
      .insert(s.spaces)
      .values({
        floorId: p.floors.hp1.id,
        name: 'Project room',
        category: 'COLLABORATIVE',
        capacity: 10,
        rentableSF: 1500,
      })
      .returning(),
  );
  await db
    .insert(s.encumbranceSpaces)
    .values({ encumbranceId: p.leases.northwindLease.id, spaceId: projectRoom.id });
  const contosoSublease = await one(
    db
      .insert(s.encumbrances)
      .values({
        parentId: p.leases.northwindLease.id,
        buildingId: p.buildings.harborPoint.id,
        organizationId: p.orgs.contoso.id,
        startDate: '2025-01-01',
        endDate: '2030-12-31',
        capacity: 10,
        rentableSF: 1500,
        rentRate: 55,
        targetDensity: 120,
        usageTypeId: p.usageTypes.office.id,
      })
      .returning(),
  );
  await db
    .insert(s.encumbranceSpaces)
    .values({ encumbranceId: contosoSublease.id, spaceId: projectRoom.id });
  const quietRoom = await one(
    db
      .insert(s.spaces)
      .values({ floorId: p.floors.st1.id, name: 'Quiet room', category: 'WORK', capacity: 4 })
      .returning(),
  );
  return { projectRoom, quietRoom, contosoSublease };
}
export type OccupancyGraph = Awaited<ReturnType<typeof seedOccupancyGraph>>;

const pad = (n: number) => String(n).padStart(2, '0');
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

/** Harbor Point days with data: Monday 5 to Friday 9 January, 2 to 15 February except Wednesday the 11th. */
export const HARBOR_DAYS = [
  ...[5, 6, 7, 8, 9].map((d) => `2026-01-${pad(d)}`),
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15].map((d) => `2026-02-${pad(d)}`),
];

/**
 * Hourly readings 09:00–17:00 in New York (UTC−5 in winter) for the four Harbor Point spaces:
 * the office busiest at 11:00, the cafe at 13:00, Metro's flex floor at 14:00, the project room
 * flat from 10:00 to 16:00. Plus an entrance counter at 08:00 on 3 February (no space reads
 * then, so it is the building's figure) and one backfilled office reading.
 */
export function harborReadings(p: Portfolio, g: OccupancyGraph): FixtureReading[] {
  const source = p.dataSources.harborSensors.id;
  const rows: FixtureReading[] = [];
  for (const date of HARBOR_DAYS) {
    const day = Number(date.slice(8));
    const weekend = isWeekend(date);
    const base = date.startsWith('2026-01') ? 8 : 20;
    for (let hour = 9; hour <= 17; hour++) {
      const timestamp = `${date}T${pad(hour + 5)}:00:00.000Z`;
      const counts: [number, number][] = [
        [p.spaces.hpOpen.id, weekend ? 1 : Math.max(0, base + day - Math.abs(hour - 11) * 4)],
        [p.spaces.hpCafe.id, weekend ? 0 : Math.max(0, 12 - Math.abs(hour - 13) * 3)],
        [
          p.spaces.hpFlex.id,
          weekend ? 0 : Math.max(0, 30 + (day % 4) * 5 - Math.abs(hour - 14) * 3),
        ],
        [g.projectRoom.id, !weekend && hour >= 10 && hour <= 16 ? 4 + (day % 2) : 0],
      ];
      for (const [spaceId, occupancy] of counts)
        rows.push({
          dataSourceId: source,
          spaceId,
          timestamp,
          occupancy,
          ...(date === '2026-02-04' && hour === 10 && spaceId === p.spaces.hpOpen.id
            ? { backfilled: true }
            : {}),
        });
    }
  }
  rows.push({
    dataSourceId: source,
    spaceId: null,
    timestamp: '2026-02-03T13:00:00.000Z',
    occupancy: 5,
    backfilled: true,
  });
  return rows;
}

/** The ten local days before `today` in Amsterdam: the Skyline desk area, 09:00–17:00 local. */
export function skylineReadings(p: Portfolio, today: string): FixtureReading[] {
  const rows: FixtureReading[] = [];
  for (let back = 10; back >= 1; back--) {
    const date = new Date(Date.parse(`${today}T12:00:00Z`) - back * 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (let hour = 9; hour <= 17; hour++)
      rows.push({
        dataSourceId: p.dataSources.skylineSensors.id,
        spaceId: p.spaces.stDesk.id,
        timestamp: `${date}T${pad(hour)}:00:00`,
        occupancy: isWeekend(date) ? 1 : 5 + (back % 3),
      });
  }
  return rows;
}
