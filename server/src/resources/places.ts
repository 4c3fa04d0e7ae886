// Where an imported row is: its data source's building and that building's time zone, and the
// building of its space. Readings and activity rows are checked against these.
import { and, eq } from 'drizzle-orm';
import type { TenantScope } from '../auth/scope.ts';
import { anyId } from '../db/any-id.ts';
import { buildings, dataSources, floors, spaces } from '../db/schema/index.ts';
import type { Db } from './resource-table.ts';
import { visibleDataSource } from './visibility.ts';

/** These data sources, of those the scope sees, with their building and its zone (or null). */
export async function readSourcePlaces(
  db: Db,
  scope: TenantScope,
  ids: number[],
): Promise<{ id: number; buildingId: number | null; timeZone: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: dataSources.id,
      buildingId: dataSources.buildingId,
      timeZone: buildings.timeZone,
    })
    .from(dataSources)
    .leftJoin(buildings, eq(buildings.id, dataSources.buildingId))
    .where(and(anyId(dataSources.id, ids), visibleDataSource(db, scope)));
}

/** These spaces' buildings (a space that does not exist is left out). */
export async function readSpaceBuildings(
  db: Db,
  ids: number[],
): Promise<{ id: number; buildingId: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: spaces.id, buildingId: floors.buildingId })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .where(anyId(spaces.id, ids));
}
