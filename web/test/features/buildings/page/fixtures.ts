import type { BuildingFull } from '@atrium/contract';

const at = '2025-01-01T00:00:00.000Z';

export function building(overrides: Partial<BuildingFull> = {}): BuildingFull {
  return {
    id: 3,
    name: 'Harbor Tower',
    isActive: true,
    street1: '1 Quay Street',
    street2: null,
    city: 'Rotterdam',
    region: null,
    postalCode: '3011',
    country: 'NL',
    description: 'A tower on the harbour.',
    yearBuilt: 1998,
    yearRenovated: 2019,
    class: 'A',
    floorCount: 12,
    totalSF: 90000,
    rentableSF: 80000,
    avgRentableSFPerFloor: null,
    units: 'IMPERIAL',
    currency: 'EUR',
    coordinates: [51.91, 4.48],
    images: [],
    externalSpatialId: null,
    primaryOccupancyDataSourceId: null,
    ownerOrganizationId: 1,
    timeZone: 'Europe/Amsterdam',
    workingHours: { start: '08:00', end: '18:00', days: [1, 2, 3, 4, 5] },
    createdAt: at,
    updatedAt: at,
    ownerOrganization: { id: 1, name: 'Harbor Properties' },
    networks: [],
    floors: [{ id: 11, name: 'Level 1', position: 1 }],
    ...overrides,
  };
}

export function lease(id: number, rentableSF: number | null) {
  return {
    id,
    parentId: null,
    buildingId: 3,
    organizationId: 5,
    startDate: '2024-01-01',
    endDate: null,
    status: 'ACTIVE',
    rentRate: null,
    rentableSF,
    capacity: null,
    targetDensity: null,
    usageTypeId: null,
    leaseTypeId: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** `/encumbrances/statistic/occupancy` of building 3 (partial: the caller sees only its leases). */
export function leasedArea(leasedSF: number, rentableSF: number, partial = false) {
  const vacantSF = partial ? null : Math.max(0, rentableSF - leasedSF);
  const item = {
    buildingId: 3,
    name: 'Harbor Tower',
    units: 'IMPERIAL' as const,
    rentableSF,
    leasedSF,
    vacantSF,
    leasedShare: leasedSF / rentableSF,
    leases: 2,
    leasesWithoutArea: 0,
  };
  const { buildingId: _id, name: _name, leases: _leases, leasesWithoutArea: _w, ...totals } = item;
  return { items: [item], totals: [{ ...totals, buildings: 1 }], partial };
}
