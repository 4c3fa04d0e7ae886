// One row per registered resource: a valid create and update body, an invalid one with the
// path its issue names, and (where one exists) a row that others refer to, for the 409 case.
import {
  buildingsResource,
  dataSourcesResource,
  encumbrancesResource,
  floorsResource,
  industriesResource,
  leaseTypesResource,
  networkLevelsResource,
  networksResource,
  organizationsResource,
  spacesResource,
  tagsResource,
  usageTypesResource,
  usersResource,
  type ResourceContract,
} from '@atrium/contract';
import type { Portfolio } from './factories.ts';

type Body = Record<string, unknown>;
export type ResourceCase = {
  contract: ResourceContract;
  /** An existing row the master admin sees. */
  existing: (p: Portfolio) => number;
  create: (p: Portfolio) => Body;
  update: Body;
  invalid: { data: (p: Portfolio) => Body; path: (string | number)[] };
  referenced?: (p: Portfolio) => number;
};

export const resourceCases: ResourceCase[] = [
  {
    contract: industriesResource,
    existing: (p) => p.industries.finance.id,
    create: () => ({ name: 'Logistics' }),
    update: { name: 'Logistics & Transport' },
    invalid: { data: () => ({ name: '' }), path: ['body', 'data', 'name'] },
    referenced: (p) => p.industries.technology.id,
  },
  {
    contract: usageTypesResource,
    existing: (p) => p.usageTypes.retail.id,
    create: () => ({ name: 'Laboratory' }),
    update: { name: 'Wet lab' },
    invalid: { data: () => ({ name: 42 }), path: ['body', 'data', 'name'] },
    referenced: (p) => p.usageTypes.office.id,
  },
  {
    contract: leaseTypesResource,
    existing: (p) => p.leaseTypes.gross.id,
    create: () => ({ name: 'Triple net' }),
    update: { name: 'Modified gross' },
    invalid: { data: () => ({}), path: ['body', 'data', 'name'] },
    referenced: (p) => p.leaseTypes.gross.id,
  },
  {
    contract: organizationsResource,
    existing: (p) => p.orgs.contoso.id,
    create: (p) => ({
      key: 'initech',
      name: 'Initech',
      type: 'OCCUPIER',
      industryId: p.industries.technology.id,
    }),
    update: {
      name: 'Initech Inc.',
      stockExchange: 'NASDAQ',
      rtoPeriod: { startDate: '2025-01-06', endDate: null },
    },
    invalid: {
      data: () => ({ key: 'Not A Key!', name: 'Initech', type: 'OCCUPIER' }),
      path: ['body', 'data', 'key'],
    },
    referenced: (p) => p.orgs.harbor.id,
  },
  {
    contract: tagsResource,
    existing: (p) => p.tags.harborTag.id,
    create: (p) => ({
      name: 'Priority',
      availableFor: 'BUILDING',
      organizationId: p.orgs.harbor.id,
    }),
    update: { colour: '#112233' },
    invalid: {
      data: () => ({ name: 'Priority', availableFor: 'SPACESHIP' }),
      path: ['body', 'data', 'availableFor'],
    },
  },
  {
    contract: buildingsResource,
    existing: (p) => p.buildings.dockside.id,
    create: (p) => ({
      name: 'Thames House',
      ownerOrganizationId: p.orgs.harbor.id,
      timeZone: 'Europe/London',
      units: 'METRIC',
      currency: 'GBP',
      coordinates: [51.4946, -0.1246],
    }),
    update: { name: 'Thames House North', yearBuilt: 1931, coordinates: null },
    invalid: {
      data: (p) => ({
        name: 'Moon Base',
        ownerOrganizationId: p.orgs.harbor.id,
        timeZone: 'Mars/Olympus',
      }),
      path: ['body', 'data', 'timeZone'],
    },
    referenced: (p) => p.buildings.harborPoint.id,
  },
  {
    contract: floorsResource,
    existing: (p) => p.floors.st1.id,
    create: (p) => ({ buildingId: p.buildings.dockside.id, name: 'Level 9', position: 9 }),
    update: { name: 'Level 10', position: 10 },
    invalid: {
      data: (p) => ({ buildingId: p.buildings.dockside.id, name: 'Level 9', position: 1.5 }),
      path: ['body', 'data', 'position'],
    },
    referenced: (p) => p.floors.hp1.id,
  },
  {
    contract: spacesResource,
    existing: (p) => p.spaces.hpCafe.id,
    create: (p) => ({
      floorId: p.floors.hp1.id,
      name: 'Board room',
      category: 'COLLABORATIVE',
      capacity: 12,
      polygon: [
        [0, 0],
        [8, 0],
        [8, 5],
        [0, 5],
      ],
    }),
    update: {
      capacity: 14,
      polygon: [
        [0, 0],
        [9, 0],
        [9, 5],
      ],
    },
    invalid: {
      data: (p) => ({ floorId: p.floors.hp1.id, name: 'Kitchen', category: 'KITCHEN' }),
      path: ['body', 'data', 'category'],
    },
    referenced: (p) => p.spaces.hpOpen.id,
  },
  {
    contract: encumbrancesResource,
    existing: (p) => p.leases.contosoLease.id,
    create: (p) => ({
      buildingId: p.buildings.harborPoint.id,
      organizationId: p.orgs.contoso.id,
      startDate: '2025-01-01',
      endDate: '2027-12-31',
      spaceIds: [p.spaces.hpCafe.id],
      capacity: 20,
    }),
    update: { capacity: 22, status: 'PENDING' },
    invalid: {
      data: (p) => ({
        buildingId: p.buildings.harborPoint.id,
        organizationId: p.orgs.contoso.id,
        startDate: '2025-13-01',
      }),
      path: ['body', 'data', 'startDate'],
    },
  },
  {
    contract: networksResource,
    existing: (p) => p.networks.skylineNetwork.id,
    create: (p) => ({
      name: 'Harbor New England',
      organizationId: p.orgs.harbor.id,
      buildingIds: [p.buildings.dockside.id],
    }),
    update: { name: 'Harbor New England & NY', defaultReporting: 'AGGREGATED' },
    invalid: {
      data: () => ({ name: 'West', defaultReporting: 'SOMETIMES' }),
      path: ['body', 'data', 'defaultReporting'],
    },
  },
  {
    contract: networkLevelsResource,
    existing: (p) => p.networkLevels.skylineRegion.id,
    create: (p) => ({
      networkId: p.networks.harborNetwork.id,
      name: 'Boston metro',
      parentId: p.networkLevels.harborRegion.id,
    }),
    update: { position: 3 },
    invalid: {
      data: () => ({ networkId: 'one', name: 'Boston' }),
      path: ['body', 'data', 'networkId'],
    },
  },
  {
    contract: dataSourcesResource,
    existing: (p) => p.dataSources.skylineSensors.id,
    create: (p) => ({
      name: 'Dockside counters',
      buildingId: p.buildings.dockside.id,
      dataSystem: 'BUTLR',
    }),
    update: { name: 'Dockside entrance counters' },
    invalid: { data: () => ({ name: 'Nowhere counters' }), path: ['body', 'data', 'buildingId'] },
  },
  {
    contract: usersResource,
    existing: (p) => p.users.skylineAdmin.id,
    create: (p) => ({
      email: 'New.Person@Harbor.test',
      name: 'New Person',
      role: 'viewer',
      organizationId: p.orgs.harbor.id,
      password: 'a long enough password',
    }),
    update: { name: 'Renamed Person', role: 'org-admin', isActive: false },
    invalid: {
      data: (p) => ({
        email: 'not-an-email',
        name: 'X',
        role: 'viewer',
        organizationId: p.orgs.harbor.id,
      }),
      path: ['body', 'data', 'email'],
    },
  },
];
