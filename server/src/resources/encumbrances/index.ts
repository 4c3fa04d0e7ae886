import type { FastifyInstance } from 'fastify';
import { queueRederive } from '../../occupancy/rederive.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { encumbrancesResource, type Encumbrance, type EncumbranceFull } from '@atrium/contract';
import {
  buildings,
  encumbranceOrganizations,
  encumbrances,
  encumbranceSpaces,
  industries,
  leaseTypes,
  organizations,
  usageTypes,
} from '../../db/schema/index.ts';
import type { TenantScope } from '../../auth/scope.ts';
import { registerResource } from '../../http/resource-routes.ts';
import { defineResourceTable, joinOn, type Db, joinThrough } from '../resource-table.ts';
import { visibleEncumbrance } from '../visibility.ts';
import { createResourceService, pick, type ResourceDefinition, withDates } from '../service.ts';
import type { Row } from '../repository.ts';
import { byId, groupBy, idsOf, namesOf, namedOr } from '../relations.ts';
import { validateEncumbrance } from './rules.ts';

export const encumbrancesTable = defineResourceTable({
  contract: encumbrancesResource,
  table: encumbrances,
  label: 'lease',
  visible: visibleEncumbrance,
  joins: {
    building: joinOn('buildingId', 'id'),
    organization: joinOn('organizationId', 'id'),
    usageType: joinOn('usageTypeId', 'id'),
    parent: joinOn('parentId', 'id'),
    children: joinOn('id', 'parentId'),
    spaces: joinThrough(
      encumbranceSpaces,
      encumbranceSpaces.encumbranceId,
      encumbranceSpaces.spaceId,
    ),
  },
});

export const toEncumbrance = (row: Row): Encumbrance =>
  withDates(row as typeof encumbrances.$inferSelect);

async function loadFull(
  db: Db,
  scope: TenantScope,
  items: Encumbrance[],
): Promise<EncumbranceFull[]> {
  const ids = idsOf(items);
  const children = await db
    .select()
    .from(encumbrances)
    .where(and(inArray(encumbrances.parentId, ids), visibleEncumbrance(db, scope)))
    .orderBy(asc(encumbrances.startDate), asc(encumbrances.id));
  const parentIds = items.map((e) => e.parentId).filter((id): id is number => id !== null);
  const withSpaces = [...ids, ...idsOf(children)];
  const [buildingById, tenants, extra, spaceLinks, usage, lease, parents] = await Promise.all([
    namesOf(db, buildings, items, 'buildingId'),
    db
      .select({ id: organizations.id, name: organizations.name, industry: industries.name })
      .from(organizations)
      .leftJoin(industries, eq(industries.id, organizations.industryId))
      .where(
        inArray(
          organizations.id,
          items.map((e) => e.organizationId),
        ),
      ),
    db
      .select()
      .from(encumbranceOrganizations)
      .where(inArray(encumbranceOrganizations.encumbranceId, ids)),
    db
      .select()
      .from(encumbranceSpaces)
      .where(inArray(encumbranceSpaces.encumbranceId, withSpaces))
      .orderBy(asc(encumbranceSpaces.spaceId)),
    db.select({ id: usageTypes.id, name: usageTypes.name }).from(usageTypes),
    db.select({ id: leaseTypes.id, name: leaseTypes.name }).from(leaseTypes),
    parentIds.length
      ? db
          .select({ id: encumbrances.id, orgId: organizations.id, orgName: organizations.name })
          .from(encumbrances)
          .innerJoin(organizations, eq(organizations.id, encumbrances.organizationId))
          .where(inArray(encumbrances.id, parentIds))
      : [],
  ]);
  const tenantById = byId(tenants);
  const extraOf = groupBy(extra, (x) => x.encumbranceId);
  const spacesOf = groupBy(spaceLinks, (x) => x.encumbranceId);
  const childrenOf = groupBy(children.map(toEncumbrance), (c) => c.parentId);
  const usageById = byId(usage);
  const leaseById = byId(lease);
  const parentById = byId(parents);
  const spaceRefs = (id: number) => (spacesOf.get(id) ?? []).map((s) => ({ id: s.spaceId }));
  const named = (map: Map<number, { name: string }>, id: number | null) => {
    const found = id === null ? undefined : map.get(id);
    return found ? { name: found.name } : null;
  };

  return items.map((e) => {
    const tenant = tenantById.get(e.organizationId);
    const parent = e.parentId === null ? undefined : parentById.get(e.parentId);
    return {
      ...e,
      building: namedOr(buildingById, e.buildingId),
      organization: {
        id: e.organizationId,
        name: tenant?.name ?? '',
        industry: tenant?.industry ? { name: tenant.industry } : null,
      },
      additionalOrganizations: (extraOf.get(e.id) ?? []).map((x) => ({
        organizationId: x.organizationId,
      })),
      spaces: spaceRefs(e.id),
      usageType: named(usageById, e.usageTypeId),
      leaseType: named(leaseById, e.leaseTypeId),
      children: (childrenOf.get(e.id) ?? []).map((c) => ({
        id: c.id,
        organizationId: c.organizationId,
        startDate: c.startDate,
        endDate: c.endDate,
        status: c.status,
        rentableSF: c.rentableSF,
        capacity: c.capacity,
        spaces: spaceRefs(c.id),
      })),
      parent: parent
        ? { id: parent.id, organization: { id: parent.orgId, name: parent.orgName } }
        : null,
    };
  });
}

export const encumbrancesDefinition: ResourceDefinition<typeof encumbrancesResource> = {
  contract: encumbrancesResource,
  table: encumbrancesTable,
  toEntity: toEncumbrance,
  loadFull,
  toRow: (data, _auth, current) => ({
    ...pick(data, [
      'organizationId',
      'startDate',
      'endDate',
      'status',
      'rentRate',
      'rentableSF',
      'capacity',
      'targetDensity',
      'usageTypeId',
      'leaseTypeId',
    ]),
    ...(current ? {} : { buildingId: data.buildingId, parentId: data.parentId }),
  }),
  references: (data) => [
    { path: ['data', 'buildingId'], resource: 'buildings', ids: [data.buildingId] },
    { path: ['data', 'parentId'], resource: 'encumbrances', ids: [data.parentId] },
    { path: ['data', 'organizationId'], resource: 'organizations', ids: [data.organizationId] },
    {
      path: ['data', 'additionalOrganizationIds'],
      resource: 'organizations',
      ids: data.additionalOrganizationIds ?? [],
      many: true,
    },
    { path: ['data', 'usageTypeId'], resource: 'usage-types', ids: [data.usageTypeId] },
    { path: ['data', 'leaseTypeId'], resource: 'lease-types', ids: [data.leaseTypeId] },
    { path: ['data', 'spaceIds'], resource: 'spaces', ids: data.spaceIds ?? [], many: true },
  ],
  validate: (db, _auth, data, current) => validateEncumbrance(db, data, current),
  async afterWrite(db, id, data, current) {
    if (data.spaceIds !== undefined) {
      await db.delete(encumbranceSpaces).where(eq(encumbranceSpaces.encumbranceId, id));
      const unique = [...new Set(data.spaceIds)];
      if (unique.length)
        await db
          .insert(encumbranceSpaces)
          .values(unique.map((spaceId) => ({ encumbranceId: id, spaceId })));
    }
    if (data.additionalOrganizationIds !== undefined) {
      await db
        .delete(encumbranceOrganizations)
        .where(eq(encumbranceOrganizations.encumbranceId, id));
      const unique = [...new Set(data.additionalOrganizationIds)];
      if (unique.length) {
        await db
          .insert(encumbranceOrganizations)
          .values(unique.map((organizationId) => ({ encumbranceId: id, organizationId })));
      }
    }
    if (changesRollups(data, current)) {
      const buildingId = current?.buildingId ?? data.buildingId;
      if (buildingId !== undefined) await queueRederive(db, buildingId);
    }
  },
  async afterDelete(db, removed) {
    if (removed.status === 'ACTIVE') await queueRederive(db, removed.buildingId);
  },
};

/**
 * Whether a lease write changes rollups: the lease's own (tenant: its spaces), its tenant's in
 * the building (occupier: the spaces of its active leases there) and, for a sublease, its
 * parent's kept spaces (kept: those no active sublease holds), which follow its spaces, status
 * and tenant (a sublease's parent is set when it is created and never changes).
 */
function changesRollups(
  data: { spaceIds?: number[] | undefined; status?: string; organizationId?: number },
  current: { status: string; organizationId: number } | null,
): boolean {
  if (data.spaceIds !== undefined) return true;
  if (current === null) return false;
  return (
    (data.status !== undefined && data.status !== current.status) ||
    (data.organizationId !== undefined && data.organizationId !== current.organizationId)
  );
}

export function registerEncumbrances(app: FastifyInstance, db: Db): void {
  registerResource(app, encumbrancesResource, createResourceService(db, encumbrancesDefinition));
}
