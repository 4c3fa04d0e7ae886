// The statistics calls the analytics benchmark measures, each with the body of the one-building
// scenario (the measured building over its year, asked by its owner, occupier or operator) and
// of the portfolio scenario (all the portfolio's buildings over the same year, asked by a master
// admin; an organization's call asks about its whole portfolio; the buildings after the first
// have readings over their last weeks, BENCH_OTHER_DAYS). A call about one floor, lease
// or building has no portfolio body; an organization's call has no building body. To measure a
// new call, add an entry; the benchmark lists any registered statistics route that has none.

/** The ids and dates of the measured building and the portfolio, filled in once it is written. */
export type Fixture = {
  buildingId: number;
  /** Every building of the portfolio. */
  buildingIds: number[];
  /** The range with readings (a year by default), both ends included. */
  startDate: string;
  endDate: string;
  /** The last 92 days of the range: the longest range the hourly call answers. */
  quarterStart: string;
  /** 30 days before the end: the most /occupancy/full lists. */
  monthStart: string;
  /** An occupier's lease (its floor's spaces) and that floor. */
  tenantId: number;
  floorId: number;
  /** The operator running some of the building's floors. */
  operatorId: number;
  /** The building's owner, and the owner's network the building is in. */
  ownerId: number;
  networkId: number;
  /** The network with the most buildings. */
  largestNetworkId: number;
  /** A weekday with readings, for the calls about one day. */
  day: string;
};

/** Who asks: an org-admin of the owner, of the occupier or of the operator, or a master admin. */
export type Caller = 'owner' | 'tenant' | 'operator' | 'master';
export type Scenario = 'building' | 'portfolio';
export const scenarios: Scenario[] = ['building', 'portfolio'];

export type Ask = { as: Caller; body: (f: Fixture) => Record<string, unknown> };
export type StatisticsCall = { url: string } & Partial<Record<Scenario, Ask>>;

/** Registered statistics routes left out on purpose, with the reason. */
export const excludedCalls: Record<string, string> = {
  '/api/occupancy/run-flex-requirements': 'a write: it queues a background job',
};

const range = (f: Fixture) => ({ startDate: f.startDate, endDate: f.endDate });
/** The measured building over its range. */
const building = (f: Fixture) => ({ buildingId: f.buildingId, ...range(f) });
/** Every building over the range. */
const portfolio = (f: Fixture) => ({ buildingId: f.buildingIds, ...range(f) });
const tenant = (f: Fixture) => ({ ...building(f), tenantId: f.tenantId });

const owner = (body: Ask['body']): Ask => ({ as: 'owner', body });
const master = (body: Ask['body']): Ask => ({ as: 'master', body });
const asTenant = (body: Ask['body']): Ask => ({ as: 'tenant', body });
/** The building and the whole portfolio over the range. */
const both = { building: owner(building), portfolio: master(portfolio) };
/** The same without dates (lease figures as of today). */
const bothUndated = {
  building: owner((f) => ({ buildingId: f.buildingId })),
  portfolio: master((f) => ({ buildingId: f.buildingIds })),
};

export const statisticsCalls: StatisticsCall[] = [
  // Occupancy of one target
  { url: '/api/occupancy/statistic', ...both },
  { url: '/api/occupancy/daily-occupancy', ...both },
  { url: '/api/occupancy/tenants/monthly-occupancy', building: owner(tenant) },
  { url: '/api/occupancy/flex', building: owner(tenant) },
  { url: '/api/occupancy/building-flex-summary', ...both },
  { url: '/api/occupancy/tenants/average-occupancy', ...both },
  { url: '/api/floors/occupancy', building: owner((f) => ({ floorId: f.floorId, date: f.day })) },
  { url: '/api/encumbrances/statistic/building-costs', building: owner(tenant) },
  {
    url: '/api/operators/site-statistics',
    building: owner((f) => ({ ...building(f), organizationId: f.operatorId })),
  },
  // Occupancy series and leases. The hourly and raw-reading calls answer
  // one building at a time (docs/decisions.md): they have no portfolio body.
  {
    url: '/api/occupancy',
    building: owner((f) => ({ ...building(f), startDate: f.quarterStart })),
  },
  {
    url: '/api/occupancy/full',
    building: owner((f) => ({ ...building(f), startDate: f.monthStart, page: 0, perPage: 100 })),
  },
  { url: '/api/occupancy/organizations-peak-occupancy', ...both },
  { url: '/api/occupancy/peak-days', ...both },
  { url: '/api/occupancy/peak-day', ...both },
  { url: '/api/occupancy/occupancy-coverage', ...both },
  {
    url: '/api/occupancy/building-flex-requirements',
    building: owner((f) => ({ buildingId: f.buildingId })),
  },
  { url: '/api/occupancy/buildings/average-occupancy', ...both },
  // Leases, buildings and networks
  { url: '/api/encumbrances/statistic/tenants', ...both },
  { url: '/api/encumbrances/statistic/expiration', ...bothUndated },
  { url: '/api/encumbrances/statistic/expiration/by-year', ...bothUndated },
  { url: '/api/encumbrances/statistic/occupancy', ...bothUndated },
  { url: '/api/encumbrances/statistic/financial-coverage', ...bothUndated },
  { url: '/api/encumbrances/active', ...bothUndated },
  { url: '/api/buildings/statistic', portfolio: master(() => ({})) },
  {
    url: '/api/networks/statistics',
    building: owner((f) => ({ networkId: f.networkId, ...range(f) })),
    portfolio: owner((f) => ({ networkId: f.largestNetworkId, ...range(f) })),
  },
  // Organizations, floors and operators: an organization's portfolio
  { url: '/api/organizations/statistics', portfolio: owner(range) },
  { url: '/api/organizations/tenant/statistics', portfolio: asTenant(range) },
  { url: '/api/organizations/tenant/efficiency-monthly', portfolio: asTenant(range) },
  { url: '/api/organizations/data-sources', portfolio: owner(() => ({})) },
  { url: '/api/organizations/statistics/segments', portfolio: owner(range) },
  { url: '/api/organizations/statistics/tenants', building: owner(building) },
  { url: '/api/organizations/list/global', portfolio: owner(() => ({})) },
  { url: '/api/organizations/rto', portfolio: asTenant(() => ({})) },
  { url: '/api/organizations/rto/trends', portfolio: asTenant(() => ({})) },
  { url: '/api/floors/statistics', building: owner(building) },
  { url: '/api/floors/spaces-by-category', building: owner((f) => ({ floorId: f.floorId })) },
  { url: '/api/operators/statistcs', portfolio: { as: 'operator', body: range } },
];
