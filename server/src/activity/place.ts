// Where an import row happened: its data source (and so its building and time zone), its space
// and the organization of its person, each checked against the batch's references; a batch's
// rows checked; the list filters and sort fields of a row's place.
import { ACTIVITY_ORGANIZATION_COLUMN } from '@atrium/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../auth/scope.ts';
import type { Db } from '../resources/resource-table.ts';
import type { ImportRow, IssueLine } from '../imports/rows.ts';
import { loadReferences, type ActivityReferences } from './references.ts';
import { readId, readOptionalId } from '../imports/values.ts';

export type Place = {
  dataSourceId: number;
  buildingId: number;
  timeZone: string;
  spaceId: number | null;
  organizationId: number | null;
};

/** The ids a batch names, read leniently: only to load what they refer to. */
const idsIn = (rows: ImportRow[], field: string) =>
  rows.map((row) => readOptionalId(row.values[field], field, []) ?? null);

export function referencesOf(
  db: Db,
  scope: TenantScope,
  rows: ImportRow[],
): Promise<ActivityReferences> {
  return loadReferences(db, scope, {
    sourceIds: idsIn(rows, 'dataSourceId'),
    spaceIds: idsIn(rows, 'spaceId'),
    organizationIds: idsIn(rows, ACTIVITY_ORGANIZATION_COLUMN),
  });
}

/**
 * The row's place, or null with its problems added. Without `withSpace` the row has no space
 * (badge events happen at doors). A time zone is answered even when other fields are wrong, so
 * that the row's times can still be checked: null only when the building is unknown.
 */
export function readPlace(
  row: ImportRow,
  references: ActivityReferences,
  withSpace: boolean,
  problems: string[],
): { place: Place | null; timeZone: string | null } {
  const before = problems.length;
  const sourceId = readId(row.values.dataSourceId, 'dataSourceId', problems);
  const source = sourceId === null ? undefined : references.source(sourceId);
  if (sourceId !== null && !source) problems.push(`data source ${sourceId} does not exist`);
  else if (source?.buildingId === null)
    problems.push(`data source ${sourceId ?? ''} belongs to no building`);
  const buildingId = source?.buildingId ?? null;
  const timeZone = buildingId === null ? null : (source?.timeZone ?? null);

  let spaceId: number | null | undefined = null;
  if (withSpace) {
    spaceId = readOptionalId(row.values.spaceId, 'spaceId', problems);
    if (typeof spaceId === 'number') {
      const spaceBuilding = references.buildingOfSpace(spaceId);
      if (spaceBuilding === undefined) problems.push(`space ${spaceId} does not exist`);
      else if (buildingId !== null && spaceBuilding !== buildingId)
        problems.push(`space ${spaceId} is not in the building of data source ${sourceId ?? ''}`);
    }
  }

  const organizationId = readOptionalId(
    row.values[ACTIVITY_ORGANIZATION_COLUMN],
    ACTIVITY_ORGANIZATION_COLUMN,
    problems,
  );
  if (typeof organizationId === 'number') {
    if (!references.organizationExists(organizationId))
      problems.push(`organization ${organizationId} does not exist`);
    else if (buildingId !== null && !references.isPresentIn(organizationId, buildingId))
      problems.push(
        `organization ${organizationId} has no lease, floor or building in the building of data source ${sourceId ?? ''}`,
      );
  }

  if (
    problems.length > before ||
    sourceId === null ||
    buildingId === null ||
    timeZone === null ||
    spaceId === undefined ||
    organizationId === undefined
  )
    return { place: null, timeZone };
  return {
    place: { dataSourceId: sourceId, buildingId, timeZone, spaceId, organizationId },
    timeZone,
  };
}

/**
 * What a row's own fields gave: the item to write (null: there is a problem), and the key of what
 * a batch may hold once, with the problem of a later row that repeats it.
 */
export type RowCheck<T> = {
  item: T | null;
  once?: { key: string; repeated: (firstLine: number) => string };
};

/** A row's own fields checked, given its place as read (a problem goes in `problems`). */
export type RowChecker<T> = (
  row: ImportRow,
  found: ReturnType<typeof readPlace>,
  problems: string[],
) => RowCheck<T>;

/**
 * Checks every row of a batch: its place against the batch's references (`withSpace` as in
 * `readPlace`), then its own fields (`check`). A row whose `once` key an earlier row has gets
 * that problem too. The items are those of rows without problems.
 */
export async function checkRows<T>(
  db: Db,
  scope: TenantScope,
  rows: ImportRow[],
  withSpace: boolean,
  check: RowChecker<T>,
): Promise<{ items: T[]; errors: IssueLine[] }> {
  const references = await referencesOf(db, scope, rows);
  const items: T[] = [];
  const errors: IssueLine[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const problems: string[] = [];
    const { item, once } = check(row, readPlace(row, references, withSpace, problems), problems);
    if (once) {
      const first = seen.get(once.key);
      if (first === undefined) seen.set(once.key, row.line);
      else problems.push(once.repeated(first));
    }
    if (problems.length) errors.push({ line: row.line, message: problems.join('; ') });
    else if (item) items.push(item);
  }
  return { items, errors };
}

/** The columns of where an activity row happened. */
type PlaceColumns = { id: PgColumn; buildingId: PgColumn; organizationId: PgColumn };

/** The list filters of where a row happened, which every activity kind has. */
export const placeFilters = (t: PlaceColumns & { dataSourceId: PgColumn }) =>
  ({
    id: { kind: 'number', column: t.id },
    buildingId: { kind: 'number', column: t.buildingId },
    organizationId: { kind: 'number', column: t.organizationId },
    dataSourceId: { kind: 'number', column: t.dataSourceId },
  }) as const;

/** The sort fields of where a row happened. */
export const placeSortable = (t: PlaceColumns) => ({
  id: t.id,
  buildingId: t.buildingId,
  organizationId: t.organizationId,
});
