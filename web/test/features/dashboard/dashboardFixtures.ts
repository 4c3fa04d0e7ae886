// The dashboards' API answers, typed by the contract so that they are what the API can answer.
import type { AuditEntry, StatisticsResponse, statisticsCalls } from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { organization } from '../../support/render.tsx';

type Answer<K extends keyof typeof statisticsCalls> = StatisticsResponse<
  (typeof statisticsCalls)[K]
>;

export const northwind = organization({
  id: 5,
  key: 'northwind',
  name: 'Northwind Traders',
  type: 'OCCUPIER',
  rtoPeriod: { startDate: '2026-01-05', endDate: null },
});

export const asOwner = () => fakeAuth({ user: fakeUser({ roles: ['viewer'] }) }).auth;
export const asOccupier = () =>
  fakeAuth({ user: fakeUser({ roles: ['viewer'], orgKey: 'northwind' }) }).auth;

const noFigures = {
  capacity: null,
  peakOccupancy: null,
  peakOccupancyDate: null,
  averageOccupancy: null,
  peakUtilization: null,
  averageUtilization: null,
};

/** Harbor's portfolio: three buildings, two of them sensored. */
export const ownerStatistics = (): Answer<'organizationStatistics'> => ({
  organization: { id: 1, key: 'harbor', name: 'Harbor Properties', type: 'OWNER', industry: null },
  buildingCount: 3,
  leaseCount: 12,
  rentableSF: { IMPERIAL: 1_250_000, METRIC: 40_000 },
  ...noFigures,
  buildings: [
    {
      buildingId: 1,
      name: 'Harbor Point',
      units: 'IMPERIAL',
      rentableSF: 750_000,
      leases: 6,
      ...noFigures,
      capacity: 1000,
      averageOccupancy: 300,
    },
    {
      buildingId: 2,
      name: 'Liberty Plaza',
      units: 'IMPERIAL',
      rentableSF: 500_000,
      leases: 4,
      ...noFigures,
      capacity: 600,
      averageOccupancy: 100,
    },
    {
      buildingId: 3,
      name: 'Zuidas Gate',
      units: 'METRIC',
      rentableSF: 40_000,
      leases: 2,
      ...noFigures,
      capacity: 400,
    },
  ],
  dataCoverages: [
    { buildingId: 1, spatial: 'COVERED', financial: 'COVERED', occupancy: 'COVERED' },
    { buildingId: 2, spatial: 'COVERED', financial: 'PARTIALLY_COVERED', occupancy: 'COVERED' },
    { buildingId: 3, spatial: 'NOT_COVERED', financial: 'EXPIRED', occupancy: 'NOT_COVERED' },
  ],
  coverage: 'PARTIALLY_COVERED',
  startDate: '2025-03-17',
  endDate: '2026-03-16',
});

export const leasedArea = (): Answer<'leasedArea'> => ({
  items: [],
  totals: [
    {
      units: 'METRIC',
      buildings: 1,
      rentableSF: 40_000,
      leasedSF: 30_000,
      vacantSF: 10_000,
      leasedShare: 0.75,
    },
    {
      units: 'IMPERIAL',
      buildings: 2,
      rentableSF: 1_250_000,
      leasedSF: 1_100_000,
      vacantSF: 150_000,
      leasedShare: 0.88,
    },
  ],
  partial: false,
});

const totals = {
  leases: 0,
  rentableSF: {},
  annualRent: {},
  leasesWithoutArea: 0,
  leasesWithoutRent: 0,
};

const expiringLease = (tenantId: number, monthsRemaining: number, rentableSF: number) => ({
  tenantId,
  buildingId: 1,
  buildingName: 'Harbor Point',
  organizationId: 5,
  orgName: 'Northwind Traders',
  startDate: '2024-01-01',
  endDate: '2030-01-01',
  status: 'ACTIVE' as const,
  monthsRemaining,
  rentableSF,
  units: 'IMPERIAL' as const,
  annualRent: 1_000_000,
  currency: 'USD',
});

/** Two running leases: 24 months on 10,000 sqft and 60 on 30,000, so WALT = 4.25 years. */
export const expiration = (): Answer<'expiration'> => ({
  asOf: '2026-03-16',
  items: [expiringLease(40, 24, 10_000), expiringLease(41, 60, 30_000)],
  summary: {
    expired: totals,
    horizons: [
      { ...totals, months: 12, leases: 3, rentableSF: { IMPERIAL: 45_000 } },
      { ...totals, months: 24, leases: 5 },
    ],
  },
});

export const expirationByYear = (): Answer<'expirationByYear'> => ({
  items: [
    { ...totals, year: 2026, leases: 3 },
    { ...totals, year: 2027, leases: 4 },
  ],
  openEnded: 1,
});

const tenant = (tenantId: number, orgName: string, change: number | null) => ({
  tenantId,
  orgName,
  industry: 'Software',
  capacity: 100,
  average: 42,
  change,
});

/**
 * Five tenants with a change (and one without): the top four by absolute change are shown (the
 * contract's `topTenantsByChange`); Hooli ties Acme and comes after it in the answer, so Acme stays.
 */
export const tenantChanges = (): Answer<'tenantsAverageOccupancy'> => ({
  items: [
    tenant(1, 'Acme', 0.05),
    tenant(2, 'Globex', -0.3),
    tenant(3, 'Initech', 0.12),
    tenant(4, 'Umbrella', null),
    tenant(5, 'Hooli', -0.05),
    tenant(6, 'Stark', 0.2),
  ],
});

export const financialCoverage = (): Answer<'financialCoverage'> => ({
  items: [1, 2, 3].map((buildingId) => ({
    buildingId,
    name: `Building ${buildingId}`,
    state: buildingId === 3 ? ('EXPIRED' as const) : ('COVERED' as const),
    leases: 2,
    completeLeases: 2,
    organizations: [],
  })),
  organizations: [],
});

/** The owner's dashboard's calls. */
export const ownerRoutes = () => ({
  'organizations/statistics': ownerStatistics(),
  'encumbrances/statistic/occupancy': leasedArea(),
  'encumbrances/statistic/expiration': expiration(),
  'encumbrances/statistic/expiration/by-year': expirationByYear(),
  'occupancy/tenants/average-occupancy': tenantChanges(),
  'encumbrances/statistic/financial-coverage': financialCoverage(),
});

const lease = (
  tenantId: number,
  buildingName: string,
  overrides: Partial<Answer<'organizationTenantStatistics'>['items'][number]> = {},
) => ({
  tenantId,
  parentId: null,
  buildingId: tenantId,
  buildingName,
  units: 'IMPERIAL' as const,
  usageType: 'Office',
  startDate: '2024-01-01',
  endDate: '2029-12-31',
  rentableSF: 20_000,
  capacity: 200,
  activeSubleases: 0,
  issues: [],
  targetDensity: 100,
  peakOccupancy: 150,
  peakOccupancyDate: '2026-02-10',
  averageOccupancy: 91,
  peakUtilization: 0.75,
  averageUtilization: 0.455,
  projectedArea: 15_000,
  efficiency: 0.75,
  efficiencyTier: 'STABLE' as const,
  ...overrides,
});

export const occupierLeases = (): Answer<'organizationTenantStatistics'> => ({
  organizationId: 5,
  items: [
    lease(1, 'Harbor Point'),
    lease(2, 'Zuidas Gate', { efficiencyTier: 'CHURN', averageUtilization: 0.12 }),
    lease(3, 'Axe House', { usageType: 'Retail', efficiencyTier: null, averageUtilization: null }),
  ],
  startDate: '2025-03-17',
  endDate: '2026-03-16',
});

/** A lease's rent of 1,000,000 a year: 455,000 used on an average day, `unusedCost` never. */
const cost = (unusedCost: number): Answer<'buildingCosts'> => ({
  currency: 'USD',
  utilizedCost: 455_000,
  underutilizedCost: 1_000_000 - 455_000 - unusedCost,
  unusedCost,
});

export const occupierRoutes = (organizations = [northwind]) => ({
  organizations: { items: organizations, total: organizations.length },
  'organizations/tenant/statistics': occupierLeases(),
  'encumbrances/statistic/building-costs': (body: Record<string, unknown>) =>
    cost(body.tenantId === 1 ? 250_000 : 150_000),
  'organizations/rto': {
    organizationId: 5,
    period: { startDate: '2026-01-05', endDate: null },
    capacity: 400,
    summary: {
      startDate: '2026-01-05',
      endDate: '2026-03-16',
      baselineStartDate: '2025-10-24',
      baselineEndDate: '2026-01-04',
      averageOccupancy: 120,
      baselineAverageOccupancy: 100,
      rtoRate: 0.2,
      utilization: 0.3,
    },
  } satisfies Answer<'rto'>,
  'organizations/rto/trends': {
    organizationId: 5,
    period: { startDate: '2026-01-05', endDate: null },
    capacity: 400,
    items: [
      { year: 2026, month: 1, average: 110, peak: 150, days: 20, utilization: 0.275 },
      { year: 2026, month: 2, average: 125, peak: 160, days: 20, utilization: 0.31 },
    ],
  } satisfies Answer<'rtoTrends'>,
});

const site = (buildingId: number, name: string, avgUtilization: number | null) => ({
  buildingId,
  name,
  floorCount: 2,
  roomCount: 30,
  rentableArea: 20_000,
  capacity: 200,
  peakOccupancy: 120,
  peakOccupancyDate: '2026-03-04',
  peakUtilization: avgUtilization === null ? null : 0.6,
  avgUtilization,
  startDate: '2025-03-17',
  endDate: '2026-03-16',
});

const floorFigure = (floorId: number, name: string, averageUtilization: number | null) => ({
  floorId,
  name,
  position: floorId,
  spaces: 10,
  rentableSF: 10_000,
  ...noFigures,
  averageUtilization,
});

/** City Ops (id 3): two sensored sites with two floors each and one without data. */
export const operatorRoutes = () => ({
  'operators/statistcs': {
    organizationId: 3,
    items: [
      site(1, 'Harbor Point', 0.38),
      site(2, 'Zuidas Gate', 0.21),
      site(3, 'Axe House', null),
    ],
  } satisfies Answer<'operatorStatistics'>,
  'floors/statistics': (body: Record<string, unknown>): Answer<'floorStatistics'> => {
    const buildingId = Number(body.buildingId);
    const floors = {
      1: [floorFigure(11, 'Level 4', 0.52), floorFigure(12, 'Level 5', 0.24)],
      2: [floorFigure(21, 'Ground', 0.05), floorFigure(22, 'Mezzanine', 0.37)],
      3: [floorFigure(31, 'Level 1', null)],
    }[buildingId];
    return { buildingId, items: floors ?? [], startDate: null, endDate: null };
  },
});

/** The platform's calls: organizations of every type, buildings, imports and data sources. */
export const platformRoutes = (today: string) => ({
  'buildings/statistic': {
    buildings: 14,
    activeBuildings: 13,
    floors: 120,
    spaces: 2400,
    capacity: 9800,
    rentableSF: { IMPERIAL: 4_000_000 },
    leasedSF: { IMPERIAL: 3_000_000 },
    byClass: [],
    byCountry: [
      { country: 'United States', buildings: 8 },
      { country: 'Netherlands', buildings: 6 },
    ],
    networks: 3,
  } satisfies Answer<'buildingPortfolio'>,
  audit: {
    items: [
      {
        id: 900,
        at: `${today}T09:15:00.000Z`,
        actorEmail: 'admin@harbor.test',
        actorUserId: 2,
        actorOrganizationId: 1,
        impersonatedOrganizationId: null,
        action: 'create',
        resource: 'occupancy',
        entityId: null,
        details: { imported: 1234 },
        requestId: null,
      },
    ] satisfies AuditEntry[],
    total: 1,
  },
  'organizations/data-sources': (
    body: Record<string, unknown>,
  ): Answer<'organizationDataSources'> =>
    body.organizationId === 1
      ? {
          items: [
            {
              id: 7,
              name: 'Harbor people counters',
              dataSystem: 'OTHER',
              buildingId: 1,
              buildingName: 'Harbor Point',
              isPrimary: true,
              firstReadingDate: '2025-01-01',
              lastReadingDate: '2025-06-30',
            },
            {
              id: 8,
              name: 'Harbor badges',
              dataSystem: 'OTHER',
              buildingId: 1,
              buildingName: 'Harbor Point',
              isPrimary: false,
              firstReadingDate: null,
              lastReadingDate: null,
            },
          ],
        }
      : { items: [] },
});
