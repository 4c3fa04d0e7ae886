// The statistics calls the analytics benchmark measures. Each has a body for the measured
// building (or its owner, tenant or operator) and, when its figures come from the occupancy
// rollups, the rollup queries they are computed from, written by hand: the floor that the target
// compares the call with. To measure a new call, add an entry; the benchmark lists any registered
// statistics route that has none.

/** The ids and dates of the measured building, filled in after the portfolio is written. */
export type Fixture = {
  buildingId: number;
  dataSourceId: number;
  timeZone: string;
  /** The range with readings (a year by default), both ends included. */
  startDate: string;
  endDate: string;
  /** The last 92 days of the range: the longest range the hourly call answers. */
  quarterStart: string;
  /** 30 days before the end: the most /occupancy/full lists. */
  monthStart: string;
  /** Every floor of the building. */
  floorIds: number[];
  /** An occupier's lease (its floor's spaces) and that floor. */
  tenantId: number;
  floorId: number;
  /** Every active lease of the building. */
  leaseIds: number[];
  /**
   * The organizations holding two or more of those leases: an organization's figures read their
   * occupier group (all their spaces together) rather than adding the leases; and the leases
   * of the others, read on their own.
   */
  occupierIds: number[];
  soleLeaseIds: number[];
  /** The operator running some of the building's floors, and those floors. */
  operatorId: number;
  operatedFloorIds: number[];
  /** The owner's network the building is in, and that network's buildings. */
  networkId: number;
  networkBuildingIds: number[];
  networkDataSourceIds: number[];
  /** A weekday with readings, for the calls about one day. */
  day: string;
};

export type RawQuery = { text: string; values: unknown[] };
/** Who asks: an org-admin of the building's owner (default), of the occupier, or of the operator. */
export type Caller = 'owner' | 'tenant' | 'operator';

export type StatisticsCall = {
  url: string;
  as?: Caller;
  body: (f: Fixture) => Record<string, unknown>;
  rollup?: (f: Fixture) => RawQuery[];
};

/**
 * The benchmark's own statistics route, registered on the measured app only: it takes a
 * building call's body through the same steps (token, scope, validation, answer writer) and does
 * no work. Its latency is what the app adds to any call, the part no handler can save.
 */
export const NO_WORK_URL = '/api/bench/no-work';

/**
 * The benchmark's second route, registered on the measured app only: a building call's body
 * through the same steps as the no-work route, then the floor of the call being measured (its
 * rollup queries, else its own SQL) sent through the same pool, then the call's own answer
 * handed over as the bytes it was (no handler work, no writer). Its latency is the least a call
 * can take through this app and still read its floor's rows: the call's "ideal".
 */
export const FLOOR_ONLY_URL = '/api/bench/floor-only';

/** Registered statistics routes left out on purpose, with the reason. */
export const excludedCalls: Record<string, string> = {
  '/api/occupancy/run-flex-requirements': 'a write: it queues a background job',
  [NO_WORK_URL]: "the benchmark's baseline, measured on its own",
  [FLOOR_ONLY_URL]: "the benchmark's ideal of each call, measured beside it",
};

/** Daily rollups of some groups from the building's primary source over the range. */
const daily = (
  f: Fixture,
  kind: 'building' | 'floor' | 'tenant' | 'operator' | 'occupier',
  groupIds: number[],
  dataSourceIds = [f.dataSourceId],
): RawQuery => ({
  text: `select group_id, to_char(date, 'YYYY-MM-DD') as date, data_source_id, peak,
      working_average, has_backfill
    from occupancy_group_daily
    where group_kind = $1 and group_id = any($2::int[]) and data_source_id = any($3::int[])
      and date between $4::date and $5::date
    order by group_id, date, data_source_id`,
  values: [kind, groupIds, dataSourceIds, f.startDate, f.endDate],
});

/** The building's daily rollups with each peak's local time (the calls that show it). */
const dailyWithPeakTimes = (f: Fixture): RawQuery => ({
  text: `select to_char(date, 'YYYY-MM-DD') as date, data_source_id, peak,
      to_char(peak_at at time zone $4, 'HH24:MI') as peak_at, working_average, has_backfill
    from occupancy_group_daily
    where group_kind = 'building' and group_id = $1 and data_source_id = any($2::int[])
      and date between $3::date and $5::date
    order by date, data_source_id`,
  values: [f.buildingId, [f.dataSourceId], f.startDate, f.timeZone, f.endDate],
});

/** The building's hourly rollups over some local days. */
const hourly = (f: Fixture, startDate: string, endDate: string): RawQuery => ({
  text: `select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
      to_char(hour at time zone $3, 'YYYY-MM-DD"T"HH24:MI') as local, data_source_id, peak, average
    from occupancy_group_hourly
    where group_kind = 'building' and group_id = $1 and data_source_id = any($2::int[])
      and date between $4::date and $5::date
    order by hour, data_source_id`,
  values: [f.buildingId, [f.dataSourceId], f.timeZone, startDate, endDate],
});

/** Each space's hourly peaks on one local day. */
const floorHours = (f: Fixture): RawQuery => ({
  text: `select h.space_id, to_char(h.hour at time zone $3, 'HH24:MI') as start, max(h.peak) as occupancy
    from occupancy_space_hourly h join spaces s on s.id = h.space_id
    where s.floor_id = $1 and h.data_source_id = any($2::int[])
      and h.date = $4::date
    group by h.space_id, start order by h.space_id, start`,
  values: [f.floorId, [f.dataSourceId], f.timeZone, f.day],
});

/**
 * The building's raw readings over the range: how many per local day (from the packed rows), and
 * the first page (from the first day's rows).
 */
const readings = (f: Fixture, perPage: number): RawQuery[] => {
  const where = `r.building_id = $1 and r.data_source_id = any($2::int[]) and r.date between $3::date and $4::date`;
  return [
    {
      text: `select r.date, sum(cardinality(r.offsets)) from occupancy_reading_days r where ${where} group by r.date order by r.date`,
      values: [f.buildingId, [f.dataSourceId], f.startDate, f.endDate],
    },
    {
      // The page cut from the readings first, then named: the cheapest form of this read.
      text: `select p.at, p.building_id, p.data_source_id, d.name, p.space_id, s.name, p.occupancy, p.backfilled
        from (select r.at, r.building_id, r.data_source_id, r.space_id, r.occupancy, r.backfilled
          from occupancy_readings r where ${where}
          order by r.at, r.data_source_id, r.space_id nulls first limit ${perPage}) p
        join data_sources d on d.id = p.data_source_id left join spaces s on s.id = p.space_id
        order by p.at, p.data_source_id, p.space_id nulls first`,
      values: [f.buildingId, [f.dataSourceId], f.startDate, f.startDate],
    },
  ];
};

/**
 * The building's data extent of all time and how many of its spaces reported in the last 30 days
 * of data (the fixture's range ends on its last day with data): the coverage state's inputs.
 */
const coverageInputs = (f: Fixture): RawQuery[] => [
  {
    text: `select min(date), max(date) from occupancy_group_daily
      where group_kind = 'building' and group_id = $1 and data_source_id = any($2::int[])`,
    values: [f.buildingId, [f.dataSourceId]],
  },
  {
    text: `select count(distinct space_id) from occupancy_space_hour_days
      where building_id = $1 and data_source_id = any($2::int[])
        and date between $3::date - 30 and $3::date`,
    values: [f.buildingId, [f.dataSourceId], f.endDate],
  },
];

/** A building call's body: the measured building over its range. */
export const building = (f: Fixture) => ({
  buildingId: f.buildingId,
  startDate: f.startDate,
  endDate: f.endDate,
});
const tenant = (f: Fixture) => ({ ...building(f), tenantId: f.tenantId });
const range = (f: Fixture) => ({ startDate: f.startDate, endDate: f.endDate });
const buildingRollup = (f: Fixture) => [daily(f, 'building', [f.buildingId])];
const tenantRollup = (f: Fixture) => [daily(f, 'tenant', [f.tenantId])];
const leasesRollup = (f: Fixture) => [daily(f, 'tenant', f.leaseIds)];
/** Each organization's leases: its occupier group where it holds several, else the lease's. */
const organizationsRollup = (f: Fixture) => [
  daily(f, 'tenant', f.soleLeaseIds),
  ...(f.occupierIds.length ? [daily(f, 'occupier', f.occupierIds)] : []),
];

export const statisticsCalls: StatisticsCall[] = [
  // Occupancy (routes.ts)
  { url: '/api/occupancy/statistic', body: building, rollup: buildingRollup },
  { url: '/api/occupancy/daily-occupancy', body: building, rollup: buildingRollup },
  { url: '/api/occupancy/tenants/monthly-occupancy', body: tenant, rollup: tenantRollup },
  { url: '/api/occupancy/flex', body: tenant, rollup: tenantRollup },
  { url: '/api/occupancy/building-flex-summary', body: building, rollup: buildingRollup },
  { url: '/api/occupancy/tenants/average-occupancy', body: building, rollup: leasesRollup },
  {
    url: '/api/floors/occupancy',
    body: (f) => ({ floorId: f.floorId, date: f.day }),
    rollup: (f) => [floorHours(f)],
  },
  { url: '/api/encumbrances/statistic/building-costs', body: tenant, rollup: tenantRollup },
  {
    url: '/api/operators/site-statistics',
    body: (f) => ({ ...building(f), organizationId: f.operatorId }),
    // The operator's site: its own rollup group over the floors it runs.
    rollup: (f) => [daily(f, 'operator', [f.operatorId])],
  },
  // Occupancy (occupancy-calls.ts)
  {
    url: '/api/occupancy',
    body: (f) => ({ ...building(f), startDate: f.quarterStart }),
    rollup: (f) => [hourly(f, f.quarterStart, f.endDate)],
  },
  {
    url: '/api/occupancy/full',
    body: (f) => ({ ...building(f), startDate: f.monthStart, page: 0, perPage: 100 }),
    rollup: (f) => readings({ ...f, startDate: f.monthStart }, 100),
  },
  {
    url: '/api/occupancy/organizations-peak-occupancy',
    body: building,
    rollup: organizationsRollup,
  },
  { url: '/api/occupancy/peak-days', body: building, rollup: (f) => [dailyWithPeakTimes(f)] },
  {
    url: '/api/occupancy/peak-day',
    body: building,
    rollup: (f) => [dailyWithPeakTimes(f), hourly(f, f.day, f.day)],
  },
  {
    url: '/api/occupancy/occupancy-coverage',
    body: building,
    rollup: (f) => [daily(f, 'building', [f.buildingId]), ...coverageInputs(f)],
  },
  {
    url: '/api/occupancy/building-flex-requirements',
    body: (f) => ({ buildingId: f.buildingId }),
  },
  { url: '/api/occupancy/buildings/average-occupancy', body: building, rollup: buildingRollup },
  // Leases, buildings and networks (portfolio-calls.ts)
  { url: '/api/encumbrances/statistic/tenants', body: building, rollup: leasesRollup },
  { url: '/api/encumbrances/statistic/expiration', body: (f) => ({ buildingId: f.buildingId }) },
  {
    url: '/api/encumbrances/statistic/expiration/by-year',
    body: (f) => ({ buildingId: f.buildingId }),
  },
  { url: '/api/encumbrances/statistic/occupancy', body: (f) => ({ buildingId: f.buildingId }) },
  {
    url: '/api/encumbrances/statistic/financial-coverage',
    body: (f) => ({ buildingId: f.buildingId }),
  },
  { url: '/api/encumbrances/active', body: (f) => ({ buildingId: f.buildingId }) },
  { url: '/api/buildings/statistic', body: () => ({}) },
  {
    url: '/api/networks/statistics',
    body: (f) => ({ networkId: f.networkId, ...range(f) }),
    rollup: (f) => [daily(f, 'building', f.networkBuildingIds, f.networkDataSourceIds)],
  },
  // Organizations, floors and operators (organization-calls.ts)
  { url: '/api/organizations/statistics', body: range },
  { url: '/api/organizations/tenant/statistics', as: 'tenant', body: range },
  { url: '/api/organizations/tenant/efficiency-monthly', as: 'tenant', body: range },
  { url: '/api/organizations/data-sources', body: () => ({}) },
  { url: '/api/organizations/statistics/segments', body: range },
  { url: '/api/organizations/statistics/tenants', body: building },
  { url: '/api/organizations/list/global', body: () => ({}) },
  { url: '/api/organizations/rto', as: 'tenant', body: () => ({}) },
  { url: '/api/organizations/rto/trends', as: 'tenant', body: () => ({}) },
  {
    url: '/api/floors/statistics',
    body: building,
    rollup: (f) => [daily(f, 'floor', f.floorIds)],
  },
  { url: '/api/floors/spaces-by-category', body: (f) => ({ floorId: f.floorId }) },
  { url: '/api/operators/statistcs', as: 'operator', body: range },
];
