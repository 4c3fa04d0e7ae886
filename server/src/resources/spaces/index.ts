import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  errorResponses,
  spacesResource,
  ZSetExternalIdsRequestSchema,
  ZSpaceFullSchema,
  type Space,
} from '@atrium/contract';
import {
  assets,
  encumbranceSpaces,
  floors,
  spaceExternalIds,
  spaces,
} from '../../db/schema/index.ts';
import { guarded, registerResource } from '../../http/resource-routes.ts';
import { authOf, type RequestAuth } from '../../auth/guard.ts';
import { replaceExternalIds, savePolygon } from './repository.ts';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { defineResourceTable, joinOn, type Db, joinThrough } from '../resource-table.ts';
import { visibleSpace } from '../visibility.ts';
import { createResourceService, pick, type ResourceDefinition, withDates } from '../service.ts';
import { findVisibleRow, type Row } from '../repository.ts';
import { groupBy, idsOf, namesOf, namedOr } from '../relations.ts';

export const spacesTable = defineResourceTable({
  contract: spacesResource,
  table: spaces,
  label: 'space',
  visible: visibleSpace,
  joins: {
    floor: joinOn('floorId', 'id'),
    parent: joinOn('parentId', 'id'),
    encumbrances: joinThrough(
      encumbranceSpaces,
      encumbranceSpaces.spaceId,
      encumbranceSpaces.encumbranceId,
    ),
  },
});

const toSpace = (row: Row): Space => withDates(row as typeof spaces.$inferSelect);

export const spacesDefinition: ResourceDefinition<typeof spacesResource> = {
  contract: spacesResource,
  table: spacesTable,
  toEntity: toSpace,
  async loadFull(db, _scope, items) {
    const ids = idsOf(items);
    const [floorById, externalIds, assetRows] = await Promise.all([
      namesOf(db, floors, items, 'floorId'),
      db
        .select()
        .from(spaceExternalIds)
        .where(inArray(spaceExternalIds.spaceId, ids))
        .orderBy(asc(spaceExternalIds.type)),
      db.select().from(assets).where(inArray(assets.spaceId, ids)).orderBy(asc(assets.id)),
    ]);
    const externalIdsOf = groupBy(externalIds, (e) => e.spaceId);
    const assetsOf = groupBy(assetRows, (a) => a.spaceId);
    return items.map((s) => ({
      ...s,
      floor: namedOr(floorById, s.floorId),
      externalIds: (externalIdsOf.get(s.id) ?? []).map(({ type, value }) => ({ type, value })),
      assets: (assetsOf.get(s.id) ?? []).map(({ id, name, position }) => ({ id, name, position })),
    }));
  },
  toRow: (data, _auth, current) => ({
    ...pick(data, ['name', 'category', 'type', 'rentableSF', 'usableSF', 'capacity', 'parentId']),
    ...(current ? {} : { floorId: data.floorId }),
  }),
  references: (data) => [
    { path: ['data', 'floorId'], resource: 'floors', ids: [data.floorId] },
    { path: ['data', 'parentId'], resource: 'spaces', ids: [data.parentId] },
  ],
  async validate(db, _auth, data, current) {
    if (data.parentId === undefined || data.parentId === null) return;
    if (current && data.parentId === current.id) {
      throw new BadRequestError([
        { path: ['data', 'parentId'], message: 'A space cannot be its own parent' },
      ]);
    }
    const floorId = data.floorId ?? current?.floorId;
    const [parent] = await db
      .select({ floorId: spaces.floorId })
      .from(spaces)
      .where(eq(spaces.id, data.parentId));
    if (parent && parent.floorId !== floorId) {
      throw new BadRequestError([
        { path: ['data', 'parentId'], message: 'The parent space must be on the same floor' },
      ]);
    }
  },
  async afterWrite(db, id, data) {
    if (data.polygon !== undefined) await savePolygon(db, id, data.polygon);
  },
};

/** `/spaces/setExternalIds`: each type once; the space must be one the caller sees. */
async function setExternalIds(
  db: Db,
  auth: RequestAuth,
  spaceId: number,
  externalIds: Parameters<typeof replaceExternalIds>[2],
) {
  const types = externalIds.map((e) => e.type);
  if (new Set(types).size !== types.length) {
    throw new BadRequestError([
      { path: ['body', 'externalIds'], message: 'Give each type of external id once' },
    ]);
  }
  const space = await db.transaction(async (tx) => {
    const row = await findVisibleRow(tx, spacesTable, auth.scope, spaceId);
    if (!row) throw new NotFoundError();
    await replaceExternalIds(tx, spaceId, externalIds);
    return toSpace(row);
  });
  const [full] = await spacesDefinition.loadFull(db, auth.scope, [space]);
  if (!full) throw new NotFoundError();
  return full;
}

export function registerSpaces(app: FastifyInstance, db: Db): void {
  registerResource(app, spacesResource, createResourceService(db, spacesDefinition));
  app.withTypeProvider<ZodTypeProvider>().post('/api/spaces/setExternalIds', {
    ...guarded('spaces.update', {
      tags: ['spaces'],
      summary: "Replace a space's external ids (sensor, spatial, booking, badge)",
      body: ZSetExternalIdsRequestSchema,
      response: { 200: ZSpaceFullSchema, ...errorResponses },
    }),
    handler: (request) =>
      setExternalIds(db, authOf(request), request.body.spaceId, request.body.externalIds),
  });
}
