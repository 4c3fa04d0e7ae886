// Reservations: imported all-or-nothing (a re-import of a booking system's id replaces it) and
// listed with the list protocol, both within the caller's tenant scope.
import { sql } from 'drizzle-orm';
import {
  RESERVATION_CSV_HEADER,
  RESERVATION_PERSON_COLUMN,
  reservationStatuses,
  type Reservation,
  type ReservationStatus,
} from '@atrium/contract';
import { reservations } from '../db/schema/index.ts';
import { placeFilters, placeSortable, type Place, type RowChecker } from './place.ts';
import { readCount, readEnum, readInstant, readOptionalText, readText } from '../imports/values.ts';
import type { ActivityKind } from './store.ts';

export const RESERVATION_COLUMNS = RESERVATION_CSV_HEADER;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const EXTERNAL_ID = /^[^\u0000-\u001f]{1,200}$/;

type NewReservation = Place & {
  externalId: string;
  start: Date;
  end: Date;
  attendees: number;
  status: ReservationStatus;
  person: string | null;
};

/** Checks every row; a booking system id may appear once per data source in a batch. */
const checkReservation: RowChecker<NewReservation> = (row, { place, timeZone }, problems) => {
  const externalId = readText(
    row.values.externalId,
    'externalId',
    EXTERNAL_ID,
    'text of at most 200 characters',
    problems,
  );
  const start = readInstant(row.values.start, 'start', timeZone, problems);
  const end = readInstant(row.values.end, 'end', timeZone, problems);
  if (start && end && end <= start) problems.push('end must be after start');
  const attendees = readCount(
    row.values.attendees,
    'attendees',
    { min: 1, max: 10_000, fallback: 1 },
    problems,
  );
  const status = readEnum(row.values.status, 'status', reservationStatuses, 'BOOKED', problems);
  const person = readOptionalText(
    row.values[RESERVATION_PERSON_COLUMN],
    RESERVATION_PERSON_COLUMN,
    200,
    problems,
  );
  // A person is found among the profiles of an organization: without one it finds none.
  if (person !== null && place && place.organizationId === null)
    problems.push('person needs organizationId, the organization of the person');
  if (!place || externalId === null) return { item: null };
  const valid = start && end && attendees !== null && status;
  return {
    item: valid ? { ...place, externalId, start, end, attendees, status, person } : null,
    once: {
      key: `${place.dataSourceId}\u0000${externalId}`,
      repeated: (first) =>
        `externalId "${externalId}" of data source ${place.dataSourceId} is already on line ${first}`,
    },
  };
};

const toRecord = (r: NewReservation) => ({
  building_id: r.buildingId,
  space_id: r.spaceId,
  organization_id: r.organizationId,
  data_source_id: r.dataSourceId,
  external_id: r.externalId,
  start_at: r.start.toISOString(),
  end_at: r.end.toISOString(),
  attendees: r.attendees,
  status: r.status,
  person: r.person,
});

const t = reservations;
const filters = {
  ...placeFilters(t),
  spaceId: { kind: 'number', column: t.spaceId },
  externalId: { kind: 'string', column: t.externalId },
  start: { kind: 'date', column: t.startAt },
  end: { kind: 'date', column: t.endAt },
  attendees: { kind: 'number', column: t.attendees },
  status: { kind: 'enum', column: t.status, values: reservationStatuses },
  person: { kind: 'string', column: t.person },
  createdAt: { kind: 'date', column: t.createdAt },
} as const;
const sortable = {
  ...placeSortable(t),
  spaceId: t.spaceId,
  externalId: t.externalId,
  start: t.startAt,
  end: t.endAt,
  attendees: t.attendees,
  status: t.status,
  createdAt: t.createdAt,
};

/** Reservations as the store lists them and finds a profile's latest (by start). */
export const reservationKind: ActivityKind<
  typeof reservations.$inferSelect,
  Reservation,
  NewReservation
> = {
  resource: 'reservations',
  table: t,
  filters,
  sortable,
  key: t.person,
  keyOf: (row) => row.person,
  latest: t.startAt,
  toEntity: ({ startAt, endAt, createdAt, updatedAt, ...rest }, profileId) => ({
    ...rest,
    start: startAt.toISOString(),
    end: endAt.toISOString(),
    profileId,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }),
  withSpace: true,
  checkRow: checkReservation,
  write: (tx, batch) =>
    tx.execute(sql`
      insert into reservations (building_id, space_id, organization_id, data_source_id,
        external_id, start_at, end_at, attendees, status, person)
      select r.building_id, r.space_id, r.organization_id, r.data_source_id, r.external_id,
        r.start_at, r.end_at, r.attendees, r.status::reservation_status, r.person
      from json_to_recordset(${JSON.stringify(batch.map(toRecord))}::json) as r(
        building_id int, space_id int, organization_id int, data_source_id int,
        external_id text, start_at timestamptz, end_at timestamptz, attendees int, status text,
        person text)
      on conflict on constraint reservations_source_external_id do update set
        building_id = excluded.building_id, space_id = excluded.space_id,
        organization_id = excluded.organization_id, start_at = excluded.start_at,
        end_at = excluded.end_at, attendees = excluded.attendees, status = excluded.status,
        person = excluded.person, updated_at = now()`),
  instantsOf: (r) => [r.start, r.end],
};
