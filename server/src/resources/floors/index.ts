import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  errorResponses,
  floorsResource,
  ZFloorOrderRequestSchema,
  type Floor,
} from '@atrium/contract';
import { z } from 'zod';
import { buildings, floors, organizations, spaces } from '../../db/schema/index.ts';
import { guarded, registerResource } from '../../http/resource-routes.ts';
import { authOf } from '../../auth/guard.ts';
import { BadRequestError, ForbiddenError } from '../../http/errors.ts';
import { defineResourceTable, joinOn, type Db } from '../resource-table.ts';
import { visibleFloor, visibleSpace } from '../visibility.ts';
import { createResourceService, pick, type ResourceDefinition, withDates } from '../service.ts';
import { assertReferences, type Row } from '../repository.ts';
import { idsOf, namesOf, namedOr } from '../relations.ts';
import { can } from '@atrium/contract';
import { queueRederive } from '../../occupancy/rederive.ts';

export const floorsTable = defineResourceTable({
  contract: floorsResource,
  table: floors,
  label: 'floor',
  visible: visibleFloor,
  joins: {
    building: joinOn('buildingId', 'id'),
    operatorOrganization: joinOn('operatorOrganizationId', 'id'),
    spaces: joinOn('id', 'floorId'),
  },
});

const toFloor = (row: Row): Floor => withDates(row as typeof floors.$inferSelect);

/** Whether a write gives the floor another operator (or its first, or none). */
const changesOperator = (
  data: { operatorOrganizationId?: number | null | undefined },
  current: { operatorOrganizationId: number | null } | null,
): boolean =>
  data.operatorOrganizationId !== undefined &&
  data.operatorOrganizationId !== (current?.operatorOrganizationId ?? null);

export const floorsDefinition: ResourceDefinition<typeof floorsResource> = {
  contract: floorsResource,
  table: floorsTable,
  toEntity: toFloor,
  async loadFull(db, scope, items) {
    const ids = idsOf(items);
    const [buildingById, operatorById, counts] = await Promise.all([
      namesOf(db, buildings, items, 'buildingId'),
      namesOf(db, organizations, items, 'operatorOrganizationId'),
      // Counted within the caller's scope, like the rows: an occupier counts its own spaces.
      db
        .select({ floorId: spaces.floorId, n: sql<string>`count(*)` })
        .from(spaces)
        .where(and(inArray(spaces.floorId, ids), visibleSpace(db, scope)))
        .groupBy(spaces.floorId),
    ]);
    const countOf = new Map(counts.map((c) => [c.floorId, Number(c.n)]));
    return items.map((f) => ({
      ...f,
      building: namedOr(buildingById, f.buildingId),
      operatorOrganization:
        (f.operatorOrganizationId !== null && operatorById.get(f.operatorOrganizationId)) || null,
      spaceCount: countOf.get(f.id) ?? 0,
    }));
  },
  toRow: (data, _auth, current) => ({
    ...pick(data, ['name', 'position', 'rentableSF', 'images', 'operatorOrganizationId']),
    ...(current ? {} : { buildingId: data.buildingId }),
  }),
  references: (data) => [
    { path: ['data', 'buildingId'], resource: 'buildings', ids: [data.buildingId] },
    {
      path: ['data', 'operatorOrganizationId'],
      resource: 'organizations',
      ids: [data.operatorOrganizationId],
    },
  ],
  async validate(_db, auth, data, current) {
    // Assigning an operator is its own permission (specification section 6).
    if (changesOperator(data, current) && !can(auth.user, 'floors.assignOperator')) {
      throw new ForbiddenError('Not allowed: floors.assignOperator needs the role master-admin');
    }
    return Promise.resolve();
  },
  async afterWrite(db, id, data, current) {
    // An operator's site has its own rollups (group 'operator'): they follow its floors.
    if (!changesOperator(data, current)) return;
    const buildingId = current?.buildingId ?? data.buildingId;
    if (buildingId !== undefined) await queueRederive(db, buildingId);
  },
};

/** `/floors/update-order`: positions follow the order of the ids given, which must be all the building's floors. */
async function updateFloorOrder(
  db: Db,
  auth: ReturnType<typeof authOf>,
  buildingId: number,
  floorIds: number[],
): Promise<Floor[]> {
  return db.transaction(async (tx) => {
    await assertReferences(tx, auth.scope, [
      { path: ['body', 'buildingId'], resource: 'buildings', ids: [buildingId] },
    ]);
    const current = await tx
      .select({ id: floors.id })
      .from(floors)
      .where(and(eq(floors.buildingId, buildingId), visibleFloor(tx, auth.scope)));
    const expected = new Set(current.map((f) => f.id));
    const given = new Set(floorIds);
    if (
      given.size !== floorIds.length ||
      given.size !== expected.size ||
      floorIds.some((id) => !expected.has(id))
    ) {
      throw new BadRequestError([
        { path: ['body', 'floorIds'], message: "List each of the building's floors exactly once" },
      ]);
    }
    // Bottom to top: the first id gets the lowest position the building already uses.
    const [lowest] = await tx
      .select({ min: sql<number>`coalesce(min(${floors.position}), 0)::int` })
      .from(floors)
      .where(eq(floors.buildingId, buildingId));
    const base = lowest?.min ?? 0;
    for (const [index, id] of floorIds.entries()) {
      await tx
        .update(floors)
        .set({ position: base + index })
        .where(eq(floors.id, id));
    }
    const rows = await tx
      .select()
      .from(floors)
      .where(eq(floors.buildingId, buildingId))
      .orderBy(floors.position);
    return rows.map(toFloor);
  });
}

export function registerFloors(app: FastifyInstance, db: Db): void {
  registerResource(app, floorsResource, createResourceService(db, floorsDefinition));
  app.withTypeProvider<ZodTypeProvider>().post('/api/floors/update-order', {
    ...guarded('floors.update', {
      tags: ['floors'],
      summary: "Reorder a building's floors",
      body: ZFloorOrderRequestSchema,
      response: { 200: z.object({ items: z.array(floorsResource.entity) }), ...errorResponses },
    }),
    handler: async (request) => ({
      items: await updateFloorOrder(
        db,
        authOf(request),
        request.body.buildingId,
        request.body.floorIds,
      ),
    }),
  });
}
