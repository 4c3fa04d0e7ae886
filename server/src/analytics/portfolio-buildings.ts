// /buildings/statistic: portfolio counts over the buildings a list filter (`where`) selects,
// each figure limited to what the tenant scope sees (an operator its floors, an occupier its
// leased spaces).
import { selectPrepared } from '../db/prepared.ts';
import type { z } from 'zod';
import { and, eq, sql } from 'drizzle-orm';
import { anyId } from '../db/any-id.ts';
import {
  areaByUnits,
  type ZBuildingPortfolioStatisticSchema,
  type ZBuildingStatisticRequestSchema,
} from '@atrium/contract';
import { buildings, floors, networkBuildings, networks, spaces } from '../db/schema/index.ts';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { whereFor } from '../resources/repository.ts';
import { buildingsTable } from '../resources/buildings/index.ts';
import { ownedBy, visibleFloor, visibleSpace } from '../resources/visibility.ts';
import { findLeases } from './portfolio-queries.ts';

type Statistic = z.output<typeof ZBuildingPortfolioStatisticSchema>;

/** Buildings per value of a field (null: not given), most first, then by value. */
function countBy(values: (string | null)[]): { value: string | null; buildings: number }[] {
  const counts = new Map<string | null, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, buildings]) => ({ value, buildings }))
    .sort((a, b) => b.buildings - a.buildings || (a.value ?? '').localeCompare(b.value ?? ''));
}

async function floorsAndSpaces(db: Db, scope: TenantScope, ids: number[]) {
  const [floorRow] = await selectPrepared(
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(floors)
      .where(and(anyId(floors.buildingId, ids), visibleFloor(db, scope))),
  );
  const [spaceRow] = await selectPrepared(
    db
      .select({
        n: sql<number>`count(*)::int`,
        capacity: sql<number | null>`sum(${spaces.capacity})::int`,
      })
      .from(spaces)
      .innerJoin(floors, eq(floors.id, spaces.floorId))
      .where(and(anyId(floors.buildingId, ids), visibleSpace(db, scope))),
  );
  return {
    floors: floorRow?.n ?? 0,
    spaces: spaceRow?.n ?? 0,
    capacity: spaceRow?.capacity ?? null,
  };
}

async function networkCount(db: Db, scope: TenantScope, ids: number[]): Promise<number> {
  const [row] = await selectPrepared(
    db
      .select({ n: sql<number>`count(distinct ${networks.id})::int` })
      .from(networks)
      .innerJoin(networkBuildings, eq(networkBuildings.networkId, networks.id))
      .where(and(anyId(networkBuildings.buildingId, ids), ownedBy(scope, networks.organizationId))),
  );
  return row?.n ?? 0;
}

export async function buildingStatistic(
  db: Db,
  scope: TenantScope,
  body: z.output<typeof ZBuildingStatisticRequestSchema>,
): Promise<Statistic> {
  // The buildings list's own filter compiler: same fields, same 400 issues, same scope.
  // A filter with a mistake throws while its statement is built, so it is never kept.
  const found = await selectPrepared(
    db
      .select({
        id: buildings.id,
        isActive: buildings.isActive,
        units: buildings.units,
        rentableSF: buildings.rentableSF,
        class: buildings.class,
        country: buildings.country,
      })
      .from(buildings)
      .where(whereFor(db, buildingsTable, scope, body.where)),
  );
  const ids = found.map((b) => b.id);
  if (ids.length === 0) {
    return {
      buildings: 0,
      activeBuildings: 0,
      floors: 0,
      spaces: 0,
      capacity: null,
      rentableSF: {},
      leasedSF: {},
      byClass: [],
      byCountry: [],
      networks: 0,
    };
  }
  const [inside, leases, networkTotal] = await Promise.all([
    floorsAndSpaces(db, scope, ids),
    // Top-level only: a sublease's area is inside its parent's.
    findLeases(db, scope, { buildingIds: ids, activeOnly: true, topLevelOnly: true }),
    networkCount(db, scope, ids),
  ]);
  return {
    buildings: found.length,
    activeBuildings: found.filter((b) => b.isActive).length,
    ...inside,
    rentableSF: areaByUnits(found.map((b) => ({ units: b.units, area: b.rentableSF }))),
    leasedSF: areaByUnits(leases.map((l) => ({ units: l.units, area: l.rentableSF }))),
    byClass: countBy(found.map((b) => b.class)).map(({ value, buildings }) => ({
      class: value,
      buildings,
    })),
    byCountry: countBy(found.map((b) => b.country)).map(({ value, buildings }) => ({
      country: value,
      buildings,
    })),
    networks: networkTotal,
  };
}
