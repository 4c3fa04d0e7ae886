import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { networksResource, type Network } from '@atrium/contract';
import {
  buildings,
  networkBuildings,
  networkLevels,
  networks,
  organizations,
} from '../../db/schema/index.ts';
import { registerResource } from '../../http/resource-routes.ts';
import { defineResourceTable, joinOn, type Db, joinThrough } from '../resource-table.ts';
import { ownedBy, visibleBuilding } from '../visibility.ts';
import { createResourceService, pick, type ResourceDefinition, withDates } from '../service.ts';
import type { Row } from '../repository.ts';
import { groupBy, idsOf, namesOf, namedOr } from '../relations.ts';
import { owningOrganization } from '../ownership.ts';

export const networksTable = defineResourceTable({
  contract: networksResource,
  table: networks,
  label: 'network',
  visible: (_db, scope, t) => ownedBy(scope, t.organizationId),
  joins: {
    organization: joinOn('organizationId', 'id'),
    buildings: joinThrough(
      networkBuildings,
      networkBuildings.networkId,
      networkBuildings.buildingId,
    ),
  },
});

const toNetwork = (row: Row): Network => withDates(row as typeof networks.$inferSelect);

export const networksDefinition: ResourceDefinition<typeof networksResource> = {
  contract: networksResource,
  table: networksTable,
  toEntity: toNetwork,
  async loadFull(db, scope, items) {
    const ids = idsOf(items);
    const [ownerById, levels, members] = await Promise.all([
      namesOf(db, organizations, items, 'organizationId'),
      db
        .select()
        .from(networkLevels)
        .where(inArray(networkLevels.networkId, ids))
        .orderBy(asc(networkLevels.position), asc(networkLevels.id)),
      db
        .select({
          networkId: networkBuildings.networkId,
          id: buildings.id,
          name: buildings.name,
          networkLevelId: networkBuildings.networkLevelId,
        })
        .from(networkBuildings)
        .innerJoin(buildings, eq(buildings.id, networkBuildings.buildingId))
        .where(and(inArray(networkBuildings.networkId, ids), visibleBuilding(db, scope)))
        .orderBy(asc(buildings.name)),
    ]);
    const levelsOf = groupBy(levels, (l) => l.networkId);
    const membersOf = groupBy(members, (m) => m.networkId);
    return items.map((n) => ({
      ...n,
      organization: namedOr(ownerById, n.organizationId),
      levels: (levelsOf.get(n.id) ?? []).map(({ id, name, parentId, position }) => ({
        id,
        name,
        parentId,
        position,
      })),
      buildings: (membersOf.get(n.id) ?? []).map(({ id, name, networkLevelId }) => ({
        id,
        name,
        networkLevelId,
      })),
    }));
  },
  toRow: (data, auth, current) => ({
    ...pick(data, ['name', 'description', 'defaultReporting']),
    ...(current ? {} : { organizationId: owningOrganization(auth, data.organizationId) }),
  }),
  references: (data) => [
    { path: ['data', 'organizationId'], resource: 'organizations', ids: [data.organizationId] },
    {
      path: ['data', 'buildingIds'],
      resource: 'buildings',
      ids: data.buildingIds ?? [],
      many: true,
    },
  ],
  async afterWrite(db, id, data) {
    if (data.buildingIds === undefined) return;
    const wanted = new Set(data.buildingIds);
    const current = await db
      .select({ buildingId: networkBuildings.buildingId })
      .from(networkBuildings)
      .where(eq(networkBuildings.networkId, id));
    const gone = current.map((c) => c.buildingId).filter((b) => !wanted.has(b));
    if (gone.length)
      await db
        .delete(networkBuildings)
        .where(and(eq(networkBuildings.networkId, id), inArray(networkBuildings.buildingId, gone)));
    const have = new Set(current.map((c) => c.buildingId));
    const added = [...wanted].filter((b) => !have.has(b));
    if (added.length)
      await db
        .insert(networkBuildings)
        .values(added.map((buildingId) => ({ networkId: id, buildingId })));
  },
};

export function registerNetworks(app: FastifyInstance, db: Db): void {
  registerResource(app, networksResource, createResourceService(db, networksDefinition));
}
