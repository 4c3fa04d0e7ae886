// `POST /api/network-levels/save`: a network's structure (its levels as a tree and the level each
// building hangs under) saved in one transaction, for master admins and org-admins (section 6,
// "Network levels: update, save"). The network must be one the caller may write: their own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import {
  errorResponses,
  networksResource,
  resourceActions,
  ZNetworkFullSchema,
  ZNetworkStructureSaveSchema,
} from '@atrium/contract';
import type { z } from 'zod';
import { networkBuildings, networkLevels } from '../../db/schema/index.ts';
import { guarded } from '../../http/resource-routes.ts';
import { authOf, type RequestAuth } from '../../auth/guard.ts';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { recordAudit, actorOf } from '../../audit/audit.ts';
import type { Db } from '../resource-table.ts';
import { findVisibleRow } from '../repository.ts';
import { networksDefinition, networksTable } from '../networks/index.ts';
import { planStructure, type StructurePlan } from './plan.ts';

type NetworkFull = z.output<typeof ZNetworkFullSchema>;
type NetworkStructureSaveBody = z.output<typeof ZNetworkStructureSaveSchema>;

/** Writes a checked plan: unhooks every level, removes the dropped ones, writes the rest in order. */
async function writeStructure(tx: Db, networkId: number, plan: StructurePlan): Promise<void> {
  // Unhooked first, so that removing a level never takes a kept child with it (on delete cascade).
  await tx
    .update(networkLevels)
    .set({ parentId: null })
    .where(eq(networkLevels.networkId, networkId));
  if (plan.removed.length > 0)
    await tx.delete(networkLevels).where(inArray(networkLevels.id, plan.removed));
  const idOf = new Map<string, number>();
  for (const level of plan.levels) {
    const values = {
      name: level.name,
      position: level.position,
      parentId: level.parent === null ? null : (idOf.get(level.parent) ?? null),
    };
    if (level.id === null) {
      const [row] = await tx
        .insert(networkLevels)
        .values({ ...values, networkId })
        .returning({ id: networkLevels.id });
      if (row) idOf.set(level.ref, row.id);
    } else {
      await tx.update(networkLevels).set(values).where(eq(networkLevels.id, level.id));
      idOf.set(level.ref, level.id);
    }
  }
  await tx
    .update(networkBuildings)
    .set({ networkLevelId: null })
    .where(eq(networkBuildings.networkId, networkId));
  for (const building of plan.buildings) {
    if (building.level === null) continue;
    await tx
      .update(networkBuildings)
      .set({ networkLevelId: idOf.get(building.level) ?? null })
      .where(
        and(
          eq(networkBuildings.networkId, networkId),
          eq(networkBuildings.buildingId, building.buildingId),
        ),
      );
  }
}

/** Saves the structure as the caller (checked, in one transaction, audited); the network's full answer. */
export async function saveNetworkStructure(
  db: Db,
  auth: RequestAuth,
  body: NetworkStructureSaveBody,
): Promise<NetworkFull> {
  const { networkId, levels, buildings } = body;
  const network = await db.transaction(async (tx) => {
    const row = await findVisibleRow(tx, networksTable, auth.scope, networkId);
    if (!row) throw new NotFoundError();
    const [existing, members] = await Promise.all([
      tx
        .select({ id: networkLevels.id })
        .from(networkLevels)
        .where(eq(networkLevels.networkId, networkId)),
      tx
        .select({ buildingId: networkBuildings.buildingId })
        .from(networkBuildings)
        .where(eq(networkBuildings.networkId, networkId)),
    ]);
    const checked = planStructure(
      { levels, buildings },
      new Set(existing.map((level) => level.id)),
      new Set(members.map((member) => member.buildingId)),
    );
    if ('issues' in checked) throw new BadRequestError(checked.issues);
    await writeStructure(tx, networkId, checked.plan);
    await recordAudit(tx, {
      ...actorOf(auth),
      action: 'update',
      resource: 'network-levels',
      entityId: networkId,
      details: { networkId, levels: levels.length, removed: checked.plan.removed.length },
    });
    return networksDefinition.toEntity(row);
  });
  const [full] = await networksDefinition.loadFull(db, auth.scope, [network]);
  if (!full) throw new NotFoundError();
  return full;
}

export function registerNetworkStructure(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { path, permission, request, response } = resourceActions.saveNetworkStructure;
  routes.post(`/api/${path}`, {
    ...guarded(permission, {
      tags: [networksResource.name],
      summary:
        "Save a network's structure: its levels as a tree and the level of each of its buildings",
      body: request,
      response: { 200: response, ...errorResponses },
    }),
    handler: (request) => saveNetworkStructure(db, authOf(request), request.body),
  });
}
