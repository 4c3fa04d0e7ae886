// /encumbrances/statistic/occupancy: the real-estate occupancy, i.e. how much of each
// building's rentable area the active leases take, with portfolio totals per unit system.
import type { z } from 'zod';
import {
  leasedAreaTotals,
  leasedShare,
  vacantArea,
  type ZLeasedAreaRequestSchema,
  type ZLeasedAreaResponseSchema,
} from '@atrium/contract';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import { groupBy } from '../resources/relations.ts';
import {
  findBuildings,
  findLeases,
  requireVisibleBuildings,
  seesSomeLeases,
} from './portfolio-queries.ts';

export async function leasedArea(
  db: Db,
  scope: TenantScope,
  body: z.output<typeof ZLeasedAreaRequestSchema>,
): Promise<z.output<typeof ZLeasedAreaResponseSchema>> {
  const buildingIds = await requireVisibleBuildings(db, scope, body.buildingId);
  const [found, leases] = await Promise.all([
    findBuildings(db, scope, buildingIds),
    // Top-level only: a sublease's area is inside its parent's.
    findLeases(db, scope, { buildingIds, activeOnly: true, topLevelOnly: true }),
  ]);
  const leasesOf = groupBy(leases, (l) => l.buildingId);
  // An occupier sees its own leases only: what it leases is known, what is vacant is not.
  const partial = seesSomeLeases(scope);
  const items = found.map((b) => {
    const own = leasesOf.get(b.id) ?? [];
    const leased = own.reduce((sum, l) => sum + (l.rentableSF ?? 0), 0);
    return {
      buildingId: b.id,
      name: b.name,
      units: b.units,
      rentableSF: b.rentableSF,
      leasedSF: leased,
      vacantSF: partial ? null : vacantArea(b.rentableSF, leased),
      leasedShare: leasedShare(leased, b.rentableSF),
      leases: own.length,
      leasesWithoutArea: own.filter((l) => l.rentableSF === null).length,
    };
  });
  return { items, totals: leasedAreaTotals(items, partial), partial };
}
