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
import { intArray } from '../db/any-id.ts';
import {
  groupKey,
  readLastDataDates,
  type BuildingsInfo,
  type Group,
} from './organization-repository.ts';
import type { Portfolio } from './organization-target.ts';
import { readPrepared } from '../db/prepared.ts';

/** Where a unit's spaces come from: its leases' spaces (each once), or the spaces on its floors. */
export type UnitSpaces = { of: 'leases' | 'floors'; ids: readonly number[] };

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
  spaces: UnitSpaces;
  /** The rollup groups whose data is the organization's occupancy there. */
  groups: readonly Group[];
};

type SpaceCounts = {
  /** The unit's spaces, each once. */
  spaces: number;
  /** Mapped: an outline on the floor plan and an area. */
  mapped: number;
  /** With an occupancy-sensor id. */
  sensor: number;
  /** With readings of their own (a last day with data from any source). */
  reported: number;
  sensorOrReported: number;
};

const noCounts: SpaceCounts = { spaces: 0, mapped: 0, sensor: 0, reported: 0, sensorOrReported: 0 };

/**
 * Each unit's spaces counted where they are, in one statement: how many, how many are mapped, have
 * a sensor, have reported, and have either. A portfolio has thousands of leased spaces: reading
 * their ids and sending them back to be checked cost a third of /organizations/statistics. A
 * unit's spaces are its leases' (each once) or those on its floors. "Reported" is whether a space
 * has a last day with data from any source (`occupancy_space_last_days`, kept with its hourly
 * rollups), where probing each space's hourly rollups through their index took 8,000 searches
 * for a portfolio (about 40 ms). Each flag is one hashed pass over its table (assets, sensor ids,
 * last days: a row per space at most, or per space and source), probed per space: 16 → 11 ms on
 * PGlite and 10 → 6 ms on PostgreSQL for an owner's 8,000 leased spaces, against semi-joins on
 * the spaces asked. `offset 0` keeps the flags in their subquery: flattened into the counts, the
 * planner probed "sensor" and "reported" twice and built their hashes twice (15 → 12 ms on PGlite).
 */
async function readSpaceCounts(
  db: Db,
  units: readonly CoverageUnit[],
): Promise<readonly SpaceCounts[]> {
  // Each unit's leases or floors as (unit, id) pairs: two int[] parameters.
  const pairs = (of: UnitSpaces['of']) => {
    const unit: number[] = [];
    const id: number[] = [];
    units.forEach((u, i) => {
      if (u.spaces.of === of)
        for (const one of u.spaces.ids) {
          unit.push(i);
          id.push(one);
        }
    });
    return { unit: intArray(unit), id: intArray(id) };
  };
  const leased = pairs('leases');
  const floored = pairs('floors');
  const rows = await readPrepared<{ unit: number } & SpaceCounts>(
    db,
    sql`
    select unit, count(*)::int as spaces, (count(*) filter (where mapped))::int as mapped,
      (count(*) filter (where sensor))::int as sensor,
      (count(*) filter (where reported))::int as reported,
      (count(*) filter (where sensor or reported))::int as "sensorOrReported"
    from (select u.unit,
        u.space_id in (select a.space_id from assets a join spaces s on s.id = a.space_id
          where s.rentable_sf is not null or s.usable_sf is not null) as mapped,
        u.space_id in (select x.space_id from space_external_ids x
          where x.type = 'OCCUPANCY_SENSOR') as sensor,
        u.space_id in (select l.space_id from occupancy_space_last_days l) as reported
      from (
        select p.unit, es.space_id from unnest(${leased.unit}, ${leased.id}) as p(unit, lease)
          join encumbrance_spaces es on es.encumbrance_id = p.lease
        union
        select p.unit, s.id from unnest(${floored.unit}, ${floored.id}) as p(unit, floor)
          join spaces s on s.floor_id = p.floor) u
      offset 0) flagged
    group by unit`,
  );
  const counts: SpaceCounts[] = units.map(() => noCounts);
  for (const { unit, ...counted } of rows) counts[unit] = counted;
  return counts;
}

export async function dataCoverages(
  db: Db,
  scope: TenantScope,
  units: readonly CoverageUnit[],
  info: BuildingsInfo,
): Promise<DataCoverage[]> {
  const lastDates = await readLastDataDates(
    db,
    scope,
    units.flatMap((u) => u.groups),
    info,
  );
  const lastDataDateOf = (unit: CoverageUnit) =>
    unit.groups
      .flatMap((g) => lastDates.get(groupKey(g)) ?? [])
      .sort()
      .at(-1) ?? null;
  const counts = await readSpaceCounts(db, units);
  const dateIn = localDatesNow();
  return units.map((unit, i) => {
    const lastDataDate = lastDataDateOf(unit);
    const term = {
      leaseEndDate: latestLeaseEnd(unit.leases.map((l) => l.endDate)),
      today: dateIn(unit.timeZone),
    };
    const counted = counts[i] ?? noCounts;
    // Spaces report only where the unit has occupancy data: without any, it is NOT_COVERED for
    // occupancy whatever its spaces. Data without any space reporting on its own comes from a
    // building-level counter, which counts every space.
    const sensored =
      lastDataDate === null
        ? counted.sensor
        : counted.reported === 0
          ? counted.spaces
          : counted.sensorOrReported;
    return {
      buildingId: unit.buildingId,
      spatial: spatialCoverage({
        leasedSpaces: counted.spaces,
        mappedSpaces: counted.mapped,
        ...term,
      }),
      financial: financialCoverage({
        leases: unit.leases.length,
        completeLeases: unit.leases.filter(isFinanciallyComplete).length,
        ...term,
      }),
      occupancy: occupancyCoverage({
        leasedSpaces: counted.spaces,
        sensoredSpaces: sensored,
        lastDataDate,
        ...term,
      }),
    };
  });
}

/** One coverage unit per building of the organization's portfolio. */
export function coverageUnitsOf(portfolio: Portfolio): CoverageUnit[] {
  const leasesIn = groupBy(portfolio.leases, (l) => l.buildingId);
  const groupsIn = groupBy(portfolio.groups, (g) => g.buildingId);
  return portfolio.buildings.map((b) => ({
    buildingId: b.id,
    timeZone: b.timeZone,
    leases: leasesIn.get(b.id) ?? [],
    spaces: portfolio.spacesIn(b.id),
    groups: groupsIn.get(b.id) ?? [],
  }));
}
