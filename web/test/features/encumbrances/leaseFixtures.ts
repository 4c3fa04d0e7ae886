import type {
  BuildingFull,
  CatalogueEntry,
  Encumbrance,
  EncumbranceFull,
  Organization,
  Space,
} from '@atrium/contract';

// A small valid building with leases: each test overrides only what it asserts.

const stamps = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };

export const BUILDING_ID = 7;

export function building(overrides: Partial<BuildingFull> = {}): BuildingFull {
  return {
    id: BUILDING_ID,
    name: 'Harbor Tower',
    isActive: true,
    street1: null,
    street2: null,
    city: 'Rotterdam',
    region: null,
    postalCode: null,
    country: null,
    description: null,
    yearBuilt: null,
    yearRenovated: null,
    class: null,
    floorCount: 2,
    totalSF: null,
    rentableSF: null,
    avgRentableSFPerFloor: null,
    units: 'IMPERIAL',
    currency: 'USD',
    coordinates: null,
    images: [],
    externalSpatialId: null,
    primaryOccupancyDataSourceId: null,
    ownerOrganizationId: 1,
    timeZone: 'Europe/Amsterdam',
    workingHours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] },
    ownerOrganization: { id: 1, name: 'Harbor Properties' },
    networks: [],
    floors: [
      { id: 2, name: 'Level 2', position: 2 },
      { id: 1, name: 'Level 1', position: 1 },
    ],
    ...stamps,
    ...overrides,
  };
}

function space(id: number, floorId: number, name: string, overrides: Partial<Space> = {}): Space {
  return {
    id,
    floorId,
    parentId: null,
    name,
    category: 'WORK',
    type: null,
    rentableSF: 1000,
    usableSF: null,
    capacity: 10,
    ...stamps,
    ...overrides,
  };
}

export const spaces: Space[] = [
  space(101, 1, 'North wing'),
  space(102, 1, 'South wing'),
  space(201, 2, 'Studio'),
  space(202, 2, 'Loft'),
];

function organization(id: number, name: string, type: Organization['type']): Organization {
  const key = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    id,
    key,
    name,
    type,
    realm: key,
    classificationType: null,
    stockExchange: null,
    rtoPeriod: null,
    industryId: null,
    ...stamps,
  };
}

export const organizations: Organization[] = [
  organization(11, 'Acme Legal', 'OCCUPIER'),
  organization(12, 'Beacon Operations', 'OPERATOR'),
  organization(13, 'Cobalt Studio', 'OCCUPIER'),
];

export const usageTypes: CatalogueEntry[] = [
  { id: 1, name: 'Office', ...stamps },
  { id: 2, name: 'Retail', ...stamps },
];
export const leaseTypes: CatalogueEntry[] = [
  { id: 1, name: 'Gross', ...stamps },
  { id: 2, name: 'Net', ...stamps },
];

export const LEASE_ID = 50;
export const SUBLEASE_ID = 60;

type Child = EncumbranceFull['children'][number];

export function sublet(overrides: Partial<Child> = {}): Child {
  return {
    id: SUBLEASE_ID,
    organizationId: 13,
    startDate: '2025-01-01',
    endDate: '2027-12-31',
    status: 'ACTIVE',
    rentableSF: 2000,
    capacity: 20,
    spaces: [{ id: 201 }],
    ...overrides,
  };
}

/** Acme Legal's lease of three spaces, sublet in part to Cobalt Studio. */
export function lease(overrides: Partial<EncumbranceFull> = {}): EncumbranceFull {
  return {
    id: LEASE_ID,
    parentId: null,
    buildingId: BUILDING_ID,
    organizationId: 11,
    startDate: '2024-01-01',
    endDate: '2030-12-31',
    status: 'ACTIVE',
    rentRate: 40,
    rentableSF: 10000,
    capacity: 100,
    targetDensity: 100,
    usageTypeId: 1,
    leaseTypeId: 1,
    building: { id: BUILDING_ID, name: 'Harbor Tower' },
    organization: { id: 11, name: 'Acme Legal', industry: null },
    additionalOrganizations: [],
    spaces: [{ id: 101 }, { id: 102 }, { id: 201 }],
    usageType: { name: 'Office' },
    leaseType: { name: 'Gross' },
    children: [sublet()],
    parent: null,
    ...stamps,
    ...overrides,
  };
}

/** Cobalt Studio's sublease of the Studio from Acme Legal. */
export function sublease(overrides: Partial<EncumbranceFull> = {}): EncumbranceFull {
  return lease({
    id: SUBLEASE_ID,
    parentId: LEASE_ID,
    organizationId: 13,
    organization: { id: 13, name: 'Cobalt Studio', industry: null },
    startDate: '2025-01-01',
    endDate: '2027-12-31',
    rentRate: null,
    rentableSF: 2000,
    capacity: 20,
    targetDensity: null,
    spaces: [{ id: 201 }],
    children: [],
    parent: { id: LEASE_ID, organization: { id: 11, name: 'Acme Legal' } },
    ...overrides,
  });
}

/** The entity a create or update answers with. */
export function entityOf(full: EncumbranceFull): Encumbrance {
  const { id, parentId, buildingId, organizationId, startDate, endDate, status } = full;
  const { rentRate, rentableSF, capacity, targetDensity, usageTypeId, leaseTypeId } = full;
  return {
    id,
    parentId,
    buildingId,
    organizationId,
    startDate,
    endDate,
    status,
    rentRate,
    rentableSF,
    capacity,
    targetDensity,
    usageTypeId,
    leaseTypeId,
    createdAt: full.createdAt,
    updatedAt: full.updatedAt,
  };
}
