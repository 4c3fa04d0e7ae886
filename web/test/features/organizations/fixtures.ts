import type {
  OrganizationStatistics,
  OrganizationTenantStatistics,
  TenantStatistic,
} from '@atrium/contract';
import { fakeAuth, fakeUser } from '../../support/auth.ts';
import { organization } from '../../support/render.tsx';

// Answers of the organization calls as the fake API gives them, and who asks.

export const as = (role: string, orgKey = 'harbor') =>
  fakeAuth({ user: fakeUser({ roles: [role], orgKey }) }).auth;
export const masterAdmin = () => as('master-admin', 'atrium');

export const harborFull = {
  ...organization({ id: 1, key: 'harbor', name: 'Harbor Properties', industryId: 4 }),
  industry: { id: 4, name: 'Real Estate' },
};
export const northwindFull = {
  ...organization({
    id: 5,
    key: 'northwind',
    name: 'Northwind Traders',
    type: 'OCCUPIER',
    rtoPeriod: { startDate: '2025-09-08', endDate: null },
  }),
  industry: null,
};

const figures = {
  capacity: 900,
  peakOccupancy: 270,
  peakOccupancyDate: '2026-02-24',
  averageOccupancy: 180.4,
  peakUtilization: 0.3,
  averageUtilization: 0.2004,
};

export function organizationStatistics(
  overrides: Partial<OrganizationStatistics> = {},
): OrganizationStatistics {
  return {
    organization: {
      id: 1,
      key: 'harbor',
      name: 'Harbor Properties',
      type: 'OWNER',
      industry: 'Real Estate',
    },
    buildingCount: 2,
    leaseCount: 9,
    rentableSF: { IMPERIAL: 92225, METRIC: 7040 },
    ...figures,
    buildings: [
      {
        buildingId: 11,
        name: 'Harbor Point',
        units: 'IMPERIAL',
        rentableSF: 92225,
        leases: 5,
        ...figures,
      },
      {
        buildingId: 12,
        name: 'Axe House',
        units: 'METRIC',
        rentableSF: 7040,
        leases: 4,
        capacity: 856,
        peakOccupancy: null,
        peakOccupancyDate: null,
        averageOccupancy: null,
        peakUtilization: null,
        averageUtilization: null,
      },
    ],
    dataCoverages: [
      { buildingId: 11, spatial: 'COVERED', financial: 'COVERED', occupancy: 'COVERED' },
      { buildingId: 12, spatial: 'COVERED', financial: 'EXPIRED', occupancy: 'NOT_COVERED' },
    ],
    coverage: 'PARTIALLY_COVERED',
    startDate: '2025-11-27',
    endDate: '2026-11-26',
    ...overrides,
  };
}

type OwnLease = OrganizationTenantStatistics['items'][number];

export function ownLease(overrides: Partial<OwnLease> = {}): OwnLease {
  return {
    tenantId: 41,
    parentId: null,
    buildingId: 11,
    buildingName: 'Harbor Point',
    units: 'IMPERIAL',
    usageType: 'Office',
    startDate: '2024-01-01',
    endDate: '2030-12-31',
    rentableSF: 13175,
    capacity: 148,
    activeSubleases: 0,
    issues: [],
    targetDensity: 150,
    peakOccupancy: 130,
    peakOccupancyDate: '2026-03-03',
    averageOccupancy: 88.6,
    peakUtilization: 0.878,
    averageUtilization: 0.598,
    projectedArea: 19500,
    efficiency: 1.48,
    efficiencyTier: 'EXPANSION',
    ...overrides,
  };
}

export function tenantLease(overrides: Partial<TenantStatistic> = {}): TenantStatistic {
  return {
    tenantId: 51,
    parentId: null,
    buildingId: 11,
    organizationId: 5,
    orgName: 'Northwind Traders',
    industry: 'Retail Trade',
    usageType: 'Office',
    hasOccupancyAnalytics: true,
    rentableSF: 13175,
    units: 'IMPERIAL',
    capacity: 148,
    issues: [],
    targetDensity: 150,
    peakOccupancy: 130,
    peakOccupancyDate: '2026-03-03',
    averageOccupancy: 88.6,
    projectedArea: 19500,
    efficiency: 1.48,
    tier: 'EXPANSION',
    revenue: 606100,
    optimizedRevenue: 400000,
    currency: 'USD',
    range: { startDate: '2025-11-27', endDate: '2026-11-26' },
    ...overrides,
  };
}
