// The rollup groups that leases added up per organization are measured on (docs/metrics.md, "An
// occupier's leases in a building are one group"): an organization's leases in one building are
// its occupier group — the simultaneous sum of all their spaces — when they are all its active
// leases there as the tenant; otherwise each lease's own group, whose peaks added are an upper
// bound of theirs together.
import { selectPrepared } from '../db/prepared.ts';
import { count, eq } from 'drizzle-orm';
import { sumKnown } from '@atrium/contract';
import { encumbrances } from '../db/schema/index.ts';
import { groupBy } from '../resources/relations.ts';
import type { Db } from '../resources/resource-table.ts';
import type { Group, LeaseRow } from './organization-repository.ts';

/** A group and the organization whose leases it measures. */
export type LeaseGroup = Group & { organizationId: number };

/** What the pooling rule reads of a lease (`capacity`: its seats, else its spaces'). */
export type PooledLease = Pick<
  LeaseRow,
  'id' | 'organizationId' | 'buildingId' | 'capacity' | 'status'
>;

export const leaseGroup = (lease: PooledLease): LeaseGroup => ({
  kind: 'tenant',
  id: lease.id,
  buildingId: lease.buildingId,
  capacity: lease.capacity,
  organizationId: lease.organizationId,
});

/**
 * How many active leases each organization is the tenant of in each building: all of them, not
 * only those the caller sees, since an occupier group holds them all.
 */
function activeLeaseCounts(db: Db) {
  return selectPrepared(
    db
      .select({
        organizationId: encumbrances.organizationId,
        buildingId: encumbrances.buildingId,
        leases: count(),
      })
      .from(encumbrances)
      .where(eq(encumbrances.status, 'ACTIVE'))
      .groupBy(encumbrances.organizationId, encumbrances.buildingId),
  );
}

/** An organization in a building: the key of its leases there. */
export const occupierKey = (organizationId: number, buildingId: number) =>
  `${String(organizationId)}@${String(buildingId)}`;

/** How many active leases an organization is the tenant of in a building (0: none). */
export type ActiveLeaseCount = (organizationId: number, buildingId: number) => number;

/** Whether one organization's leases in one building are all its active leases there. */
export function allItsLeases(
  own: readonly { id: number; organizationId: number; buildingId: number }[],
  countOf: ActiveLeaseCount,
): boolean {
  const [first] = own;
  return (
    first !== undefined &&
    new Set(own.map((l) => l.id)).size === countOf(first.organizationId, first.buildingId)
  );
}

/** The counts as a lookup. */
function countOfLeases(counts: Awaited<ReturnType<typeof activeLeaseCounts>>): ActiveLeaseCount {
  const countOf = new Map(
    counts.map((c) => [occupierKey(c.organizationId, c.buildingId), c.leases]),
  );
  return (organizationId, buildingId) => countOf.get(occupierKey(organizationId, buildingId)) ?? 0;
}

export async function activeLeaseCount(db: Db): Promise<ActiveLeaseCount> {
  return countOfLeases(await activeLeaseCounts(db));
}

/**
 * The groups of leases whose figures are added per organization: per organization and building,
 * its occupier group when the leases are all its active ones there (as the tenant) and their
 * capacities are all known or all missing (so that utilizations still count only seated groups);
 * else the leases' own groups.
 */
export async function pooledLeaseGroups(
  db: Db,
  leases: readonly PooledLease[],
): Promise<readonly LeaseGroup[]> {
  const counts = await activeLeaseCounts(db);
  const countOf = countOfLeases(counts);
  return [...groupBy(leases, (l) => occupierKey(l.organizationId, l.buildingId)).values()].flatMap(
    (own): LeaseGroup[] => {
      const [first] = own;
      if (!first) return [];
      const seated = own.filter((l) => l.capacity !== null).length;
      const whole = own.every((l) => l.status === 'ACTIVE') && allItsLeases(own, countOf);
      if (!whole || (seated > 0 && seated < own.length)) return own.map(leaseGroup);
      return [
        {
          kind: 'occupier',
          id: first.organizationId,
          buildingId: first.buildingId,
          capacity: sumKnown(own.map((l) => l.capacity)),
          organizationId: first.organizationId,
        },
      ];
    },
  );
}
