// Badge events: a card read at a door, IN or OUT. Imported all-or-nothing (the same card at the
// same instant from the same data source replaces itself) and listed with the list protocol.
import { sql } from 'drizzle-orm';
import {
  BADGE_EVENT_CSV_HEADER,
  badgeDirections,
  type BadgeDirection,
  type BadgeEvent,
} from '@atrium/contract';
import { badgeEvents } from '../db/schema/index.ts';
import { placeFilters, placeSortable, type Place, type RowChecker } from './place.ts';
import { readEnum, readInstant, readOptionalText, readText } from '../imports/values.ts';
import type { ActivityKind } from './store.ts';

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
const checkBadgeEvent: RowChecker<NewBadgeEvent> = (row, { place, timeZone }, problems) => {
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
};

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

/** Badge events as the store lists them and finds a profile's latest. */
export const badgeEventKind: ActivityKind<
  typeof badgeEvents.$inferSelect,
  BadgeEvent,
  NewBadgeEvent
> = {
  resource: 'badge-events',
  table: t,
  filters,
  sortable,
  key: t.badgeKey,
  keyOf: (row) => row.badgeKey,
  latest: t.at,
  toEntity: ({ at, ...rest }, profileId) => ({ ...rest, timestamp: at.toISOString(), profileId }),
  withSpace: false,
  checkRow: checkBadgeEvent,
  write: (tx, batch) =>
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
  instantsOf: (e) => [e.at],
};
