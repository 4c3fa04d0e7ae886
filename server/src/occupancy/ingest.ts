// The one ingestion path for occupancy readings (HTTP, imports, integrations, the demo):
// every row is checked, the batch is written all-or-nothing, packed by local day, and the rollups
// of the days it touches are worked out again in the same transaction.
import { eq, inArray } from 'drizzle-orm';
import { buildings, dataSources, floors, spaces } from '../db/schema/index.ts';
import type { Db } from '../resources/resource-table.ts';
import type { RawRow } from './parse.ts';
import { failImport, type IssueLine } from '../imports/rows.ts';
import { readId, readInstant, readOptionalId, shown } from '../imports/values.ts';
import {
  buildingFrame,
  lockBuildingRollups,
  replaceRollups,
  storedDays,
  writeReadingDays,
  type BuildingFrame,
} from './rollups.ts';
import { dayKey, mergeReadings } from './packing.ts';

export type Reading = {
  dataSourceId: number;
  buildingId: number;
  spaceId: number | null;
  at: Date;
  occupancy: number;
  backfilled: boolean;
};
export type IngestResult = { accepted: number; from: string | null; to: string | null };

const count = (value: unknown): number | null => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** Empty or absent is false; true/false, 1/0, yes/no otherwise. */
const flag = (value: unknown): boolean | null => {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no', ''].includes(text)) return false;
  return null;
};

/** Checks every row against the data sources, spaces and buildings it names. */
export async function validateReadings(
  db: Db,
  rows: RawRow[],
): Promise<{ readings: Reading[]; errors: IssueLine[] }> {
  // The ids the rows name, to look them up at once; their problems are reported per row below.
  const idsOf = (values: unknown[]) => [
    ...new Set(
      values
        .map((value) => readOptionalId(value, '', []))
        .filter((id): id is number => typeof id === 'number'),
    ),
  ];
  const sourceIds = idsOf(rows.map((r) => r.dataSourceId));
  const spaceIds = idsOf(rows.map((r) => r.spaceId));
  const [sources, spaceRows] = await Promise.all([
    sourceIds.length
      ? db
          .select({
            id: dataSources.id,
            buildingId: dataSources.buildingId,
            timeZone: buildings.timeZone,
          })
          .from(dataSources)
          .leftJoin(buildings, eq(buildings.id, dataSources.buildingId))
          .where(inArray(dataSources.id, sourceIds))
      : [],
    spaceIds.length
      ? db
          .select({ id: spaces.id, buildingId: floors.buildingId })
          .from(spaces)
          .innerJoin(floors, eq(floors.id, spaces.floorId))
          .where(inArray(spaces.id, spaceIds))
      : [],
  ]);
  const sourceById = new Map(sources.map((s) => [s.id, s]));
  const buildingOfSpace = new Map(spaceRows.map((s) => [s.id, s.buildingId]));

  const readings: Reading[] = [];
  const errors: IssueLine[] = [];
  /** The line of the first reading per data source, space and instant. */
  const seen = new Map<string, number>();
  for (const row of rows) {
    const problems: string[] = [];
    const sourceId = readId(row.dataSourceId, 'dataSourceId', problems);
    const source = sourceId === null ? undefined : sourceById.get(sourceId);
    if (sourceId !== null && !source) problems.push(`data source ${sourceId} does not exist`);
    else if (source?.buildingId === null)
      problems.push(`data source ${sourceId ?? ''} belongs to no building`);

    const spaceId = readOptionalId(row.spaceId, 'spaceId', problems);
    if (typeof spaceId === 'number') {
      if (!buildingOfSpace.has(spaceId)) problems.push(`space ${spaceId} does not exist`);
      else if (source?.buildingId && buildingOfSpace.get(spaceId) !== source.buildingId) {
        problems.push(`space ${spaceId} is not in the building of data source ${sourceId ?? ''}`);
      }
    }

    const at = readInstant(row.timestamp, 'timestamp', source?.timeZone ?? null, problems);
    const occupancy = count(row.occupancy);
    if (occupancy === null)
      problems.push(`occupancy must be a non-negative whole number, got "${shown(row.occupancy)}"`);

    const backfilled = flag(row.backfilled);
    if (backfilled === null)
      problems.push(`backfilled must be true or false, got "${shown(row.backfilled)}"`);

    const key = `${sourceId ?? ''}:${spaceId ?? ''}:${at?.getTime() ?? ''}`;
    const first = seen.get(key);
    if (first !== undefined && at)
      problems.push(`the same data source, space and timestamp as line ${first}`);
    else if (at) seen.set(key, row.line);

    if (problems.length) errors.push({ line: row.line, message: problems.join('; ') });
    else if (source?.buildingId && at && occupancy !== null && sourceId !== null) {
      readings.push({
        dataSourceId: sourceId,
        buildingId: source.buildingId,
        spaceId: spaceId ?? null,
        at,
        occupancy,
        backfilled: backfilled ?? false,
      });
    }
  }
  return { readings, errors };
}

/**
 * Writes readings (replacing any with the same source, space and time) packed by local day, and
 * replaces the rollups of the days they touch, in one transaction.
 */
export async function writeReadings(db: Db, readings: Reading[]): Promise<IngestResult> {
  if (readings.length === 0) return { accepted: 0, from: null, to: null };
  const bySource = new Map<number, Reading[]>();
  let first = Infinity;
  let last = -Infinity;
  for (const r of readings) {
    const list = bySource.get(r.dataSourceId);
    if (list) list.push(r);
    else bySource.set(r.dataSourceId, [r]);
    const ms = r.at.getTime();
    if (ms < first) first = ms;
    if (ms > last) last = ms;
  }
  const buildingIds = [...new Set(readings.map((r) => r.buildingId))].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const frames = new Map<number, BuildingFrame>();
    for (const id of buildingIds) {
      await lockBuildingRollups(tx, id);
      frames.set(id, await buildingFrame(tx, id));
    }
    for (const [sourceId, list] of bySource) {
      const frame = frames.get(list[0]?.buildingId ?? -1);
      if (!frame) throw new Error(`No building for data source ${sourceId}`);
      const dates = [...new Set(list.map((r) => frame.clock(r.at.getTime()).date))];
      const stored = await storedDays(tx, sourceId, dates);
      const changed = mergeReadings(stored, list, frame.clock);
      await writeReadingDays(tx, frame.buildingId, sourceId, changed);
      const all = new Map(stored);
      for (const day of changed) all.set(dayKey(day.spaceId, day.date), day);
      await replaceRollups(tx, frame, sourceId, dates, [...all.values()]);
    }
  });
  return {
    accepted: readings.length,
    from: new Date(first).toISOString(),
    to: new Date(last).toISOString(),
  };
}

/** Validates and writes; any bad row fails the whole batch with every problem listed. */
export async function ingestReadings(
  db: Db,
  rows: RawRow[],
  unit: 'Line' | 'Item',
  parseErrors: IssueLine[] = [],
): Promise<IngestResult> {
  const { readings, errors } = await validateReadings(db, rows);
  const all = [...parseErrors, ...errors].sort((a, b) => a.line - b.line);
  if (all.length) failImport(all, unit);
  return writeReadings(db, readings);
}
