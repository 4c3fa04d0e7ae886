// The spaces a subleased lease keeps (docs/metrics.md, "Occupancy of a subleased lease"): their
// own rollup group when it holds exactly them, else their per-space hourly rollups added up.
import { sourcesOf } from './target.ts';
import { spacesDailyPeaks } from './occupancy-repository.ts';
import { dailyPeaks } from './repository.ts';
import type { BuildingInfo } from './occupancy-lease-repository.ts';
import {
  groupKey,
  readBuildingsInfo,
  readGroupDays,
  type DayPeak,
  type Group,
  type SubleaseRow,
} from './organization-repository.ts';
import type { Db } from '../resources/resource-table.ts';
import type { TenantScope } from '../auth/scope.ts';
import { readableSources } from './daily-rollups.ts';

/**
 * Daily peaks of some of a building's spaces (a lease's, less those its active subleases took)
 * from its primary source, or its others (`spacesDailyPeaks`, an upper bound of their
 * simultaneous peak; the highest of the sources' peaks when it has no primary one).
 */
export async function readSpacesDays(
  db: Db,
  scope: TenantScope,
  building: BuildingInfo | undefined,
  spaceIds: readonly number[],
  range: { startDate: string; endDate: string },
  isPrimary = true,
): Promise<DayPeak[]> {
  if (!building || spaceIds.length === 0) return [];
  const buildingId = building.id;
  const dataSourceIds = await readableSources(db, scope, sourcesOf(building, isPrimary));
  return dailyPeaks([
    { rows: await spacesDailyPeaks(db, { buildingId, dataSourceIds }, spaceIds, range) },
  ]);
}

/**
 * The rollup group of the spaces a lease keeps ('kept': its spaces that none of its ACTIVE
 * subleases holds, whatever their dates), when those are `kept`, the spaces it keeps on the
 * deduction's date; else null (a sublease not in force that day, or one the caller cannot see).
 */
export function keptGroup(
  lease: { id: number; buildingId: number; spaceIds: readonly number[] },
  subleases: readonly Pick<SubleaseRow, 'status' | 'spaceIds'>[],
  kept: readonly number[],
): Group | null {
  const taken = new Set(subleases.filter((c) => c.status === 'ACTIVE').flatMap((c) => c.spaceIds));
  const grouped = lease.spaceIds.filter((id) => !taken.has(id));
  const same = grouped.length === kept.length && grouped.every((id) => kept.includes(id));
  return same ? { kind: 'kept', id: lease.id, buildingId: lease.buildingId, capacity: null } : null;
}

/** Spaces a lease keeps in a building, and its kept group when that holds exactly them. */
export type KeptSpaces = { buildingId: number; spaceIds: readonly number[]; group: Group | null };

/**
 * Daily peaks of each set of kept spaces, in order: their kept group's (their simultaneous
 * peak), all groups in one statement, else `readSpacesDays` (an upper bound).
 */
export async function readKeptSpacesDays(
  db: Db,
  scope: TenantScope,
  asked: readonly KeptSpaces[],
  range: { startDate: string; endDate: string },
  { isPrimary = true }: { isPrimary?: boolean } = {},
): Promise<DayPeak[][]> {
  // The buildings' information once, for the groups and the spaces read without one.
  const info = await readBuildingsInfo(
    db,
    asked.map((a) => a.buildingId),
  );
  const groups = asked.flatMap(({ group }) => (group ? [group] : []));
  const byGroup = await readGroupDays(db, scope, groups, info, range, { isPrimary });
  const days: DayPeak[][] = [];
  for (const { buildingId, spaceIds, group } of asked)
    days.push(
      group
        ? (byGroup.get(groupKey(group)) ?? [])
        : await readSpacesDays(db, scope, info.get(buildingId), spaceIds, range, isPrimary),
    );
  return days;
}
