import type { FastifyInstance } from 'fastify';
import { queueRederive } from '../../occupancy/rederive.ts';
import { and, asc, inArray, sql } from 'drizzle-orm';
import { buildingsResource, type Building } from '@atrium/contract';
import {
  buildings,
  floors,
  networkBuildings,
  networks,
  organizations,
} from '../../db/schema/index.ts';
import { registerResource } from '../../http/resource-routes.ts';
import { defineResourceTable, joinOn, type Db, joinThrough } from '../resource-table.ts';
import { ownedBy, visibleBuilding, visibleFloor } from '../visibility.ts';
import { createResourceService, iso, pick, type ResourceDefinition } from '../service.ts';
import type { Row } from '../repository.ts';
import { groupBy, idsOf, namesOf, namedOr } from '../relations.ts';

export const buildingsTable = defineResourceTable({
  contract: buildingsResource,
  table: buildings,
  label: 'building',
  visible: visibleBuilding,
  joins: {
    ownerOrganization: joinOn('ownerOrganizationId', 'id'),
    floors: joinOn('id', 'buildingId'),
    encumbrances: joinOn('id', 'buildingId'),
    networks: joinThrough(
      networkBuildings,
      networkBuildings.buildingId,
      networkBuildings.networkId,
    ),
  },
});

export function toBuilding(row: Row): Building {
  const { latitude, longitude, ...r } = row as typeof buildings.$inferSelect;
  return {
    ...r,
    coordinates: latitude !== null && longitude !== null ? [latitude, longitude] : null,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

const plainFields = [
  'name',
  'isActive',
  'street1',
  'street2',
  'city',
  'region',
  'postalCode',
  'country',
  'description',
  'yearBuilt',
  'yearRenovated',
  'class',
  'floorCount',
  'totalSF',
  'rentableSF',
  'avgRentableSFPerFloor',
  'units',
  'currency',
  'images',
  'externalSpatialId',
  'primaryOccupancyDataSourceId',
  'ownerOrganizationId',
  'timeZone',
  'workingHours',
] as const;

export const buildingsDefinition: ResourceDefinition<typeof buildingsResource> = {
  contract: buildingsResource,
  table: buildingsTable,
  toEntity: toBuilding,
  async loadFull(db, scope, items) {
    const ids = idsOf(items);
    const [ownerById, memberships, floorRows] = await Promise.all([
      namesOf(db, organizations, items, 'ownerOrganizationId'),
      db
        .select({ buildingId: networkBuildings.buildingId, id: networks.id, name: networks.name })
        .from(networkBuildings)
        .innerJoin(networks, sql`${networks.id} = ${networkBuildings.networkId}`)
        .where(
          and(inArray(networkBuildings.buildingId, ids), ownedBy(scope, networks.organizationId)),
        )
        .orderBy(asc(networks.name)),
      db
        .select({
          buildingId: floors.buildingId,
          id: floors.id,
          name: floors.name,
          position: floors.position,
        })
        .from(floors)
        .where(and(inArray(floors.buildingId, ids), visibleFloor(db, scope)))
        .orderBy(asc(floors.position), asc(floors.id)),
    ]);
    const networksOf = groupBy(memberships, (m) => m.buildingId);
    const floorsOf = groupBy(floorRows, (f) => f.buildingId);
    return items.map((b) => ({
      ...b,
      ownerOrganization: namedOr(ownerById, b.ownerOrganizationId),
      networks: (networksOf.get(b.id) ?? []).map(({ id, name }) => ({ id, name })),
      floors: (floorsOf.get(b.id) ?? []).map(({ id, name, position }) => ({ id, name, position })),
    }));
  },
  toRow(data) {
    const row = pick(data, plainFields);
    if (data.coordinates !== undefined) {
      row.latitude = data.coordinates?.[0] ?? null;
      row.longitude = data.coordinates?.[1] ?? null;
    }
    return row;
  },
  async afterWrite(db, id, data) {
    // Local days and working-hour averages follow the time zone and the working hours.
    if (data.timeZone !== undefined || data.workingHours !== undefined) await queueRederive(db, id);
  },
  references: (data) => [
    {
      path: ['data', 'ownerOrganizationId'],
      resource: 'organizations',
      ids: [data.ownerOrganizationId],
    },
    {
      path: ['data', 'primaryOccupancyDataSourceId'],
      resource: 'data-sources',
      ids: [data.primaryOccupancyDataSourceId],
    },
  ],
};

export function registerBuildings(app: FastifyInstance, db: Db): void {
  registerResource(app, buildingsResource, createResourceService(db, buildingsDefinition));
}
