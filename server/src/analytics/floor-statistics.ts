// /floors/statistics (per floor of a building) and /floors/spaces-by-category (a floor's seats
// per space category).
import { selectPrepared } from '../db/prepared.ts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  averageOccupancy,
  capacityByCategory,
  peakOfRange,
  utilization,
  type FloorCapacityByCategory,
  type FloorStatistics,
  type FloorStatisticsRequest,
  type SpacesByCategoryRequest,
} from '@atrium/contract';
import { floors, spaces } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { visibleFloor, visibleSpace } from '../resources/visibility.ts';
import { NotFoundError } from '../http/errors.ts';
import {
  readBuildingsInfo,
  readFloors,
  readSeries,
  workingHoursOf,
  type Group,
} from './organization-repository.ts';
import { requireVisibleBuildings } from './occupancy-lease-repository.ts';

export async function floorStatistics(
  db: Db,
  scope: TenantScope,
  request: FloorStatisticsRequest,
): Promise<FloorStatistics> {
  // A whole floor's figures include other tenants' people: occupiers ask for their leases
  // (as resolveTarget answers them). Operators see only the floors they operate (visibleFloor).
  if (scope.kind === 'organization' && scope.organizationType === 'OCCUPIER') {
    throw new NotFoundError();
  }
  const { buildingId } = request;
  await requireVisibleBuildings(db, scope, [buildingId]);
  const rows = await readFloors(db, scope, eq(floors.buildingId, buildingId));
  const groupOf = (floorId: number, capacity: number | null): Group => ({
    kind: 'floor',
    id: floorId,
    buildingId,
    capacity,
  });
  const info = await readBuildingsInfo(db, [buildingId]);
  const series = await readSeries(
    db,
    scope,
    rows.map((f) => groupOf(f.id, f.capacity)),
    info,
    request,
  );
  const hours = workingHoursOf(info)([buildingId]);
  const items = rows.map((floor) => {
    const days = series.daysOf(groupOf(floor.id, floor.capacity));
    const peak = peakOfRange(days);
    const average = averageOccupancy(days, hours);
    return {
      floorId: floor.id,
      name: floor.name,
      position: floor.position,
      spaces: floor.spaces,
      rentableSF: floor.rentableSF,
      capacity: floor.capacity,
      ...peak,
      averageOccupancy: average,
      peakUtilization: utilization(peak.peakOccupancy, floor.capacity),
      averageUtilization: utilization(average, floor.capacity),
    };
  });
  return { buildingId, items, startDate: series.startDate, endDate: series.endDate };
}

export async function floorCapacityByCategory(
  db: Db,
  scope: TenantScope,
  request: SpacesByCategoryRequest,
): Promise<FloorCapacityByCategory> {
  const { floorId } = request;
  // An occupier counts only its own spaces on the floor (visibleSpace).
  const onlyChildren = request.onlyChildren ?? false;
  // Both reads at once (the seats' read also keeps to what the caller sees); the answer is the
  // seats only when the floor is there.
  const [[floor], rows] = await Promise.all([
    selectPrepared(
      db
        .select({ id: floors.id })
        .from(floors)
        .where(and(eq(floors.id, floorId), visibleFloor(db, scope))),
    ),
    selectPrepared(
      db
        .select({ category: spaces.category, capacity: spaces.capacity })
        .from(spaces)
        .where(
          and(
            eq(spaces.floorId, floorId),
            onlyChildren ? isNotNull(spaces.parentId) : isNull(spaces.parentId),
            visibleSpace(db, scope),
          ),
        ),
    ),
  ]);
  if (!floor) throw new NotFoundError();
  return capacityByCategory(rows);
}
