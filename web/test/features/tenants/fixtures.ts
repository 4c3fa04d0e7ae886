import type {
  BuildingFull,
  BuildingStatistic,
  EncumbranceFull,
  StatisticsResponse,
  TenantStatistic,
  statisticsCalls,
} from '@atrium/contract';
import { building as buildingOf, list } from '../buildings/fakeApi.ts';

// A building with the tenants the analysis must show: a lease with a sublease (both modes), one
// whose sublease has no capacity, a lease without seats, a holdover (ACTIVE, end date passed), a
// retail lease. Each test overrides only what it asserts.

const T = '2025-01-01T00:00:00.000Z';
export const BUILDING_ID = 1;
export const RANGE = { startDate: '2025-11-27', endDate: '2026-11-26' };

export const harborPoint = (overrides: Partial<BuildingFull> = {}): BuildingFull =>
  buildingOf({ id: BUILDING_ID, ...overrides });

type Child = EncumbranceFull['children'][number];

export function child(overrides: Partial<Child> = {}): Child {
  return {
    id: 3,
    organizationId: 23,
    startDate: '2026-05-27',
    endDate: '2032-08-27',
    status: 'ACTIVE',
    rentableSF: 4391,
    capacity: 51,
    spaces: [{ id: 101 }, { id: 102 }, { id: 103 }, { id: 104 }, { id: 105 }],
    ...overrides,
  };
}

/** Globex's office lease of 15 spaces, 5 of them sublet to Initech. */
export function lease(overrides: Partial<EncumbranceFull> = {}): EncumbranceFull {
  return {
    id: 2,
    parentId: null,
    buildingId: BUILDING_ID,
    organizationId: 22,
    startDate: '2025-02-27',
    endDate: '2032-08-27',
    status: 'ACTIVE',
    rentRate: 46,
    rentableSF: 13174,
    capacity: 152,
    targetDensity: 234,
    usageTypeId: 1,
    leaseTypeId: 1,
    createdAt: T,
    updatedAt: T,
    building: { id: BUILDING_ID, name: 'Harbor Point' },
    organization: { id: 22, name: 'Globex Corporation', industry: { name: 'Manufacturing' } },
    additionalOrganizations: [],
    spaces: Array.from({ length: 15 }, (_, i) => ({ id: 101 + i })),
    usageType: { name: 'Office' },
    leaseType: { name: 'Gross' },
    children: [child()],
    parent: null,
    ...overrides,
  };
}

/** The lease's row of `/encumbrances/statistic/tenants` (capacity after today's subleases). */
export function tenantRow(overrides: Partial<TenantStatistic> = {}): TenantStatistic {
  return {
    tenantId: 2,
    parentId: null,
    buildingId: BUILDING_ID,
    organizationId: 22,
    orgName: 'Globex Corporation',
    industry: 'Manufacturing',
    usageType: 'Office',
    hasOccupancyAnalytics: true,
    rentableSF: 13174,
    units: 'IMPERIAL',
    capacity: 101,
    issues: [],
    targetDensity: 234,
    peakOccupancy: 57,
    peakOccupancyDate: '2026-06-18',
    averageOccupancy: 36.75,
    projectedArea: 13338,
    efficiency: 13338 / 13174,
    tier: 'EXPANSION',
    revenue: 606004,
    optimizedRevenue: 613548,
    currency: 'USD',
    range: RANGE,
    ...overrides,
  };
}

const day = (avg: number, max: number) => ({
  avg,
  min: avg - 10,
  max,
  median: avg,
  percentile25: avg - 4,
  percentile75: avg + 4,
  whiskerLow: avg - 8,
  whiskerHigh: max,
  count: 52,
});

/** `/occupancy/statistic` of the lease: seats are the lease's own (152). */
export function statistic(overrides: Partial<BuildingStatistic> = {}): BuildingStatistic {
  return {
    occupancyByDayOfWeek: {
      '0': null,
      '1': day(36, 45),
      '2': day(43, 57),
      '3': day(40, 53),
      '4': day(38, 51),
      '5': day(25, 34),
      '6': null,
    },
    peakOccupancy: 57,
    peakOccupancyDate: '2026-06-18',
    averageOccupancy: 36.75,
    capacity: 152,
    peakUtilization: 57 / 152,
    averageUtilization: 36.75 / 152,
    ...RANGE,
    ...overrides,
  };
}

export const monthly: StatisticsResponse<typeof statisticsCalls.monthlyOccupancy> = {
  items: [
    { year: 2026, month: 9, average: 38, peak: 50, days: 30, utilization: 38 / 152 },
    { year: 2026, month: 10, average: 30.4, peak: 48, days: 31, utilization: 30.4 / 152 },
  ],
  capacity: 152,
};

export const daily: StatisticsResponse<typeof statisticsCalls.dailyOccupancy> = {
  items: [
    { date: '2026-11-23', counts: { '7': { occupancy: 41, hasBackfill: false, isPrimary: true } } },
    { date: '2026-11-24', counts: { '7': { occupancy: 52, hasBackfill: true, isPrimary: true } } },
  ],
  ...RANGE,
};

export const flex: StatisticsResponse<typeof statisticsCalls.flex> = {
  demand: [
    { date: '2026-11-23', occupancy: 41 },
    { date: '2026-11-24', occupancy: 57 },
  ],
  demandCurve: [
    { share: 0.5, occupancy: 57 },
    { share: 1, occupancy: 41 },
  ],
  flexSummary: { newCapacity: 54, percentile: 0.8 },
  ...RANGE,
};

export const coverage = (
  overrides: Partial<
    StatisticsResponse<typeof statisticsCalls.occupancyCoverage>['items'][number]
  > = {},
): StatisticsResponse<typeof statisticsCalls.occupancyCoverage> => ({
  items: [
    {
      buildingId: BUILDING_ID,
      state: 'PARTIALLY_COVERED',
      firstDate: '2025-11-27',
      lastDate: '2026-11-26',
      daysWithData: 365,
      workingDays: 261,
      coverage: 1,
      gaps: [],
      backfilledDays: 0,
      ...overrides,
    },
  ],
  startDate: null,
  endDate: null,
});

export const cost = {
  utilizedCost: 146500,
  underutilizedCost: 80700,
  unusedCost: 378800,
  currency: 'USD',
};

export const organizationTenants = {
  items: [
    {
      organizationId: 22,
      name: 'Globex Corporation',
      industry: 'Manufacturing',
      leases: 1,
      buildings: 1,
      rentableSF: { IMPERIAL: 13174 },
      capacity: 152,
      averageOccupancy: 36.75,
      averageUtilization: 0.24,
      coverage: 'PARTIALLY_COVERED' as const,
      dataCoverages: [
        {
          buildingId: BUILDING_ID,
          spatial: 'COVERED' as const,
          financial: 'COVERED' as const,
          occupancy: 'PARTIALLY_COVERED' as const,
        },
      ],
    },
  ],
  startDate: null,
  endDate: null,
};

/**
 * The fake API's answers for one building and its tenants: each lease by id through
 * `encumbrances/full`, the statistics of the lease asked for (`tenantId`).
 */
export function analysisRoutes(options: {
  building?: BuildingFull;
  leases?: EncumbranceFull[];
  tenants?: TenantStatistic[];
  statistic?: (tenantId: number) => BuildingStatistic;
  span?: ReturnType<typeof coverage>;
  extra?: Record<string, unknown>;
}) {
  const leases = options.leases ?? [lease()];
  const building = options.building ?? harborPoint();
  return {
    'buildings/full': list([building]),
    'encumbrances/full': (body: Record<string, unknown>) => {
      const where = body.where as { id?: number };
      return list(leases.filter((l) => where.id === undefined || l.id === where.id));
    },
    encumbrances: list(leases),
    'encumbrances/statistic/tenants': { items: options.tenants ?? [tenantRow()] },
    'encumbrances/statistic/building-costs': cost,
    'occupancy/tenants/average-occupancy': {
      items: [
        {
          tenantId: 2,
          orgName: 'Globex Corporation',
          industry: 'Manufacturing',
          capacity: 152,
          average: 30.4,
          change: -0.2,
        },
      ],
    },
    'occupancy/occupancy-coverage': options.span ?? coverage(),
    'occupancy/statistic': (body: Record<string, unknown>) =>
      (options.statistic ?? (() => statistic()))(Number(body.tenantId)),
    'occupancy/tenants/monthly-occupancy': monthly,
    'occupancy/daily-occupancy': daily,
    'occupancy/flex': flex,
    'organizations/statistics/tenants': organizationTenants,
    'data-sources': list([
      {
        id: 7,
        name: 'People counters',
        dataSystem: 'XOVIS',
        buildingId: BUILDING_ID,
        networkId: null,
        createdAt: T,
        updatedAt: T,
      },
    ]),
    ...options.extra,
  };
}
