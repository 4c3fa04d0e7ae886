// The SQL of spaces beyond the resource protocol's: the outline (first asset) and the external
// ids, each replaced as a whole.
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZSetExternalIdsRequestSchema } from '@atrium/contract';
import { assets, spaceExternalIds } from '../../db/schema/index.ts';
import type { Db } from '../resource-table.ts';

/** The space's outline is its first asset's position (specification section 3). */
export async function savePolygon(
  db: Db,
  spaceId: number,
  polygon: [number, number][] | null,
): Promise<void> {
  const [first] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(eq(assets.spaceId, spaceId))
    .orderBy(asc(assets.id))
    .limit(1);
  if (polygon === null) {
    if (first) await db.delete(assets).where(eq(assets.id, first.id));
    return;
  }
  const position = JSON.stringify(polygon);
  if (first) await db.update(assets).set({ position }).where(eq(assets.id, first.id));
  else await db.insert(assets).values({ spaceId, name: 'Outline', position });
}

type ExternalIds = z.output<typeof ZSetExternalIdsRequestSchema>['externalIds'];

/** Replaces the space's external ids by these. */
export async function replaceExternalIds(
  db: Db,
  spaceId: number,
  externalIds: ExternalIds,
): Promise<void> {
  await db.delete(spaceExternalIds).where(eq(spaceExternalIds.spaceId, spaceId));
  if (externalIds.length)
    await db.insert(spaceExternalIds).values(externalIds.map((e) => ({ spaceId, ...e })));
}
