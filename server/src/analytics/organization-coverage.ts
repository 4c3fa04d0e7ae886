// Organization.dataCoverages (specification section 3): for one organization in each building,
// the spatial, financial and occupancy coverage states of contract/src/analytics/coverage.ts.
import { localDatesNow } from '../clock.ts';
import { sql } from 'drizzle-orm';
import {
  financialCoverage,
  isFinanciallyComplete,
  latestLeaseEnd,
  occupancyCoverage,
  spatialCoverage,
  type DataCoverage,
} from '@atrium/contract';
import type { Db } from '../resources/resource-table.ts';
import type { TenantScope } from '../auth/scope.ts';
import { groupBy } from '../resources/relations.ts';
import { intArray, intArrayText } from '../db/any-id.ts';
import { groupKey, readLastDataDates, type Group } from './organization-repository.ts';
import type { Portfolio } from './organization-target.ts';
import { readPrepared } from '../db/prepared.ts';

export type CoverageUnit = {
  buildingId: number;
  timeZone: string;
  /** The leases whose financial data and term count. */
  leases: readonly {
    rentRate: number | null;
    rentableSF: number | null;
    startDate: string;
    endDate: string | null;
  }[];
  /** The spaces to cover: leased ones, or those on the operator's floors. */
  spaceIds: readonly number[];
  /** The rollup groups whose data is the organization's occupancy there. */
  groups: readonly Group[];
};

type SpaceFlags = { mapped: Set<number>; sensor: Set<number>; reported: Set<number> };

/**
 * The spaces that are mapped (an outline on the floor plan and an area), have a sensor (an
 * occupancy-sensor id) and have reported (readings of their own), as three lists: a portfolio
 * has thousands of spaces. Spaces come from the caller's visible leases or floors. The ids go
 * once (a CTE), and "reported" is whether a space has a last day with data from any source
 * (`occupancy_space_last_days`, kept with its hourly rollups): one hashed pass over that table
 * (a row per space and source), where probing each space's hourly rollups through their index
 * took 8,000 searches for a portfolio (about 40 ms). Only `reportable` spaces are asked about:
 * those of units with occupancy data, since a unit without any is NOT_COVERED for occupancy
 * whatever its spaces.
 */
async function readSpaceFlags(
  db: Db,
  spaceIds: readonly (readonly number[])[],
  reportable: readonly (readonly number[])[],
): Promise<SpaceFlags> {
  if (spaceIds.every((ids) => ids.length === 0))
    return { mapped: new Set(), sensor: new Set(), reported: new Set() };
  const rows = await readPrepared<{ mapped: number[]; sensor: number[]; reported: number[] }>(
    db,
    sql`
    with asked as materialized (select unnest(${intArray(idsOnce(spaceIds))}) as id)
    select
      array(select s.id from spaces s join asked on asked.id = s.id
        where (s.rentable_sf is not null or s.usable_sf is not null)
          and exists (select 1 from assets a where a.space_id = s.id)) as mapped,
      array(select distinct x.space_id from space_external_ids x join asked on asked.id = x.space_id
        where x.type = 'OCCUPANCY_SENSOR') as sensor,
      array(select r.id from unnest(${intArray(idsOnce(reportable))}) as r(id)
        where exists (select 1 from occupancy_space_last_days l where l.space_id = r.id))
        as reported`,
  );
  const row = rows[0];
  return {
    mapped: new Set(row?.mapped),
    sensor: new Set(row?.sensor),
    reported: new Set(row?.reported),
  };
}

/** The lists' ids, each once, as the text of one int[] parameter. */
const idsOnce = (lists: readonly (readonly number[])[]): string =>
  intArrayText([...new Set(lists.flat())]);

/** How many of the spaces are mapped, have a sensor or have reported, and have reported (one pass). */
function countFlags(spaceIds: readonly number[], { mapped, sensor, reported }: SpaceFlags) {
  const counted = { mapped: 0, sensorOrReported: 0, reported: 0 };
  for (const id of spaceIds) {
    if (mapped.has(id)) counted.mapped += 1;
    const hasReported = reported.has(id);
    if (hasReported) counted.reported += 1;
    if (hasReported || sensor.has(id)) counted.sensorOrReported += 1;
  }
  return counted;
}

export async function dataCoverages(
  db: Db,
  scope: TenantScope,
  units: readonly CoverageUnit[],
): Promise<DataCoverage[]> {
  const lastDates = await readLastDataDates(
    db,
    scope,
    units.flatMap((u) => u.groups),
  );
  const lastDataDateOf = (unit: CoverageUnit) =>
    unit.groups
      .flatMap((g) => lastDates.get(groupKey(g)) ?? [])
      .sort()
      .at(-1) ?? null;
  const dated = units.map((unit) => ({ unit, lastDataDate: lastDataDateOf(unit) }));
  const flags = await readSpaceFlags(
    db,
    units.map((u) => u.spaceIds),
    dated.flatMap((d) => (d.lastDataDate === null ? [] : [d.unit.spaceIds])),
  );
  const dateIn = localDatesNow();
  return dated.map(({ unit, lastDataDate }) => {
    const term = {
      leaseEndDate: latestLeaseEnd(unit.leases.map((l) => l.endDate)),
      today: dateIn(unit.timeZone),
    };
    const counted = countFlags(unit.spaceIds, flags);
    // Data without any space reporting on its own comes from a building-level counter, which
    // counts every space.
    const sensored =
      lastDataDate !== null && counted.reported === 0
        ? unit.spaceIds.length
        : counted.sensorOrReported;
    return {
      buildingId: unit.buildingId,
      spatial: spatialCoverage({
        leasedSpaces: unit.spaceIds.length,
        mappedSpaces: counted.mapped,
        ...term,
      }),
      financial: financialCoverage({
        leases: unit.leases.length,
        completeLeases: unit.leases.filter(isFinanciallyComplete).length,
        ...term,
      }),
      occupancy: occupancyCoverage({
        leasedSpaces: unit.spaceIds.length,
        sensoredSpaces: sensored,
        lastDataDate,
        ...term,
      }),
    };
  });
}

/** One coverage unit per building of the organization's portfolio (its spaces read here). */
export async function coverageUnitsOf(db: Db, portfolio: Portfolio): Promise<CoverageUnit[]> {
  const spaceIdsIn = await portfolio.readSpaces();
  const leasesIn = groupBy(portfolio.leases, (l) => l.buildingId);
  const groupsIn = groupBy(portfolio.groups, (g) => g.buildingId);
  return portfolio.buildings.map((b) => ({
    buildingId: b.id,
    timeZone: b.timeZone,
    leases: leasesIn.get(b.id) ?? [],
    spaceIds: spaceIdsIn(b.id),
    groups: groupsIn.get(b.id) ?? [],
  }));
}
