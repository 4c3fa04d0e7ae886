// Badge events: a card read at a door, IN or OUT. Imported all-or-nothing (the same card at the
// same instant from the same data source replaces itself) and listed with the list protocol.
import { sql } from 'drizzle-orm';
import {
  BADGE_EVENT_CSV_HEADER,
  badgeDirections,
  type ActivityImportResponse,
  type BadgeDirection,
  type BadgeEvent,
  type ListResponse,
} from '@atrium/contract';
import type { RequestAuth } from '../auth/guard.ts';
import type { TenantScope } from '../auth/scope.ts';
import { badgeEvents } from '../db/schema/index.ts';
import type { ListRequestBody } from '../http/resource-routes.ts';
import type { Db } from '../resources/resource-table.ts';
import type { ImportRow, IssueLine } from '../imports/rows.ts';
import { checkRows, placeFilters, placeSortable, type Place } from './place.ts';
import { readEnum, readInstant, readOptionalText, readText } from '../imports/values.ts';
import { latestOfProfile, listActivity, writeImport } from './store.ts';
import { profilesOfRows } from './profile-links.ts';

export const BADGE_EVENT_COLUMNS = BADGE_EVENT_CSV_HEADER;
/** Keys are pseudonyms from the access system: no spaces or @, so no names or email addresses. */
const BADGE_KEY = /^[A-Za-z0-9._:-]{1,128}$/;

/** Badge events happen at doors: their place has no space. */
type NewBadgeEvent = Place & {
  badgeKey: string;
  at: Date;
  direction: BadgeDirection;
  reader: string | null;
};

/** Checks every row; one card has one event per instant and data source in a batch. */
export function validateBadgeEvents(
  db: Db,
  scope: TenantScope,
  rows: ImportRow[],
): Promise<{ items: NewBadgeEvent[]; errors: IssueLine[] }> {
  return checkRows(db, scope, rows, false, (row, { place, timeZone }, problems) => {
    const badgeKey = readText(
      row.values.badgeKey,
      'badgeKey',
      BADGE_KEY,
      "a pseudonymous key of 1–128 letters, digits, '.', '_', ':' or '-'",
      problems,
    );
    const at = readInstant(row.values.timestamp, 'timestamp', timeZone, problems);
    const direction = readEnum(row.values.direction, 'direction', badgeDirections, null, problems);
    const reader = readOptionalText(row.values.reader, 'reader', 200, problems);
    if (!place || badgeKey === null || !at) return { item: null };
    return {
      item: direction ? { ...place, badgeKey, at, direction, reader } : null,
      once: {
        key: `${place.dataSourceId}\u0000${badgeKey}\u0000${at.getTime()}`,
        repeated: (first) =>
          `badge ${badgeKey} already has an event at ${at.toISOString()} on line ${first}`,
      },
    };
  });
}

/** Validates and writes; any bad row fails the whole batch with every problem listed. */
export async function importBadgeEvents(
  db: Db,
  auth: RequestAuth,
  rows: ImportRow[],
  unit: 'Line' | 'Item',
  parseErrors: IssueLine[] = [],
): Promise<ActivityImportResponse> {
  return writeImport(
    db,
    auth,
    'badge-events',
    await validateBadgeEvents(db, auth.scope, rows),
    { unit, errors: parseErrors },
    (tx, batch) =>
      tx.execute(sql`
        insert into badge_events (building_id, organization_id, data_source_id, at, badge_key,
          direction, reader)
        select e.building_id, e.organization_id, e.data_source_id, e.at, e.badge_key,
          e.direction::badge_direction, e.reader
        from json_to_recordset(${JSON.stringify(batch.map(toRecord))}::json) as e(
          building_id int, organization_id int, data_source_id int, at timestamptz,
          badge_key text, direction text, reader text)
        on conflict on constraint badge_events_source_badge_at do update set
          building_id = excluded.building_id, organization_id = excluded.organization_id,
          direction = excluded.direction, reader = excluded.reader`),
    (e) => [e.at],
  );
}

const toRecord = (e: NewBadgeEvent) => ({
  building_id: e.buildingId,
  organization_id: e.organizationId,
  data_source_id: e.dataSourceId,
  at: e.at.toISOString(),
  badge_key: e.badgeKey,
  direction: e.direction,
  reader: e.reader,
});

const t = badgeEvents;
const filters = {
  ...placeFilters(t),
  badgeKey: { kind: 'string', column: t.badgeKey },
  timestamp: { kind: 'date', column: t.at },
  direction: { kind: 'enum', column: t.direction, values: badgeDirections },
  reader: { kind: 'string', column: t.reader },
} as const;
const sortable = {
  ...placeSortable(t),
  badgeKey: t.badgeKey,
  timestamp: t.at,
  direction: t.direction,
  reader: t.reader,
};

export async function listBadgeEvents(
  db: Db,
  scope: TenantScope,
  query: ListRequestBody,
): Promise<ListResponse<BadgeEvent>> {
  const { rows, total } = await listActivity(db, scope, { table: t, filters, sortable }, query);
  return { items: await withProfiles(db, rows), total };
}

type Row = typeof badgeEvents.$inferSelect;

/** The rows as the API answers them, each with the profile its badge key finds. */
async function withProfiles(db: Db, rows: Row[]): Promise<BadgeEvent[]> {
  const profileIds = await profilesOfRows(
    db,
    rows.map((r) => ({ organizationId: r.organizationId, key: r.badgeKey })),
  );
  return rows.map(({ at, ...rest }, n) => ({
    ...rest,
    timestamp: at.toISOString(),
    profileId: profileIds[n] ?? null,
  }));
}

/**
 * The badge events a profile's identifiers find (profile-links.ts), of those the scope sees: how
 * many, and the `limit` latest.
 */
export async function badgeEventsOfProfile(
  db: Db,
  scope: TenantScope,
  profile: { id: string; organizationId: number },
  limit: number,
): Promise<{ total: number; recent: BadgeEvent[] }> {
  const spec = { table: t, key: t.badgeKey, latest: t.at };
  const { total, rows } = await latestOfProfile(db, scope, spec, profile, limit);
  return { total, recent: await withProfiles(db, rows) };
}
