// The demo's sensors as the floor plan knows them: each space that reports occupancy gets the
// people counter's id for it (external id type OCCUPANCY_SENSOR), as a sensor mapping would
// record it. The floor plan panel offers the date and the day's occupancy only on floors where
// a space has one (specification section 2).
import { spaceExternalIds } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';

const BATCH = 500;

/** `pc-000123`: a people counter's serial, from the space's id (stable across demo runs). */
export const sensorSerial = (spaceId: number): string => `pc-${String(spaceId).padStart(6, '0')}`;

export async function writeSensorIds(db: Db, spaceIds: readonly number[]): Promise<void> {
  const unique = [...new Set(spaceIds)];
  await db.transaction(async (tx) => {
    for (let i = 0; i < unique.length; i += BATCH) {
      await tx.insert(spaceExternalIds).values(
        unique.slice(i, i + BATCH).map((spaceId) => ({
          spaceId,
          type: 'OCCUPANCY_SENSOR' as const,
          value: sensorSerial(spaceId),
        })),
      );
    }
  });
}
