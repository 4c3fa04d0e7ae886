// The reservations and badge-events calls: a list (the list protocol) and an import (CSV or a
// JSON array, all-or-nothing, bad lines reported like the occupancy import) for each.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTIVITY_ORGANIZATION_COLUMN,
  DEFAULT_PER_PAGE,
  RESERVATION_PERSON_COLUMN,
  errorResponses,
  ZActivityImportBodySchema,
  ZActivityImportResponseSchema,
  ZBadgeEventListResponseSchema,
  ZImportFailedSchema,
  ZListRequestSchema,
  ZReservationListResponseSchema,
  type ActivityImportResponse,
  type Permission,
} from '@atrium/contract';
import { authOf, type RequestAuth } from '../auth/guard.ts';
import { guarded, type ListRequestBody } from '../http/resource-routes.ts';
import type { Db } from '../resources/resource-table.ts';
import {
  acceptCsvBodies,
  csvBodyOf,
  importRowsFromJson,
  MAX_IMPORT_BODY,
  parseImportCsv,
  type ImportRow,
  type IssueLine,
  type RowUnit,
} from '../imports/rows.ts';
import { reservationKind, RESERVATION_COLUMNS } from './reservations.ts';
import { BADGE_EVENT_COLUMNS, badgeEventKind } from './badge-events.ts';
import { importActivity, listActivity, type ActivityKind } from './store.ts';

const emptyList: ListRequestBody = { page: 0, perPage: DEFAULT_PER_PAGE };

type Importer = (
  db: Db,
  auth: RequestAuth,
  rows: ImportRow[],
  unit: RowUnit,
  parseErrors: IssueLine[],
) => Promise<ActivityImportResponse>;

type Activity = {
  url: string;
  tag: string;
  /** Plural words for the summaries: "reservations", "badge events". */
  words: string;
  read: Permission;
  write: Permission;
  columns: readonly string[];
  /** The columns that may follow, in order. */
  optional: readonly string[];
  list: (db: Db, auth: RequestAuth, query: ListRequestBody) => Promise<unknown>;
  listResponse: z.ZodType;
  importRows: Importer;
  rules: string;
};

/** The list and the import of one kind of activity, by the store. */
const servedBy = <
  Row extends { organizationId: number | null },
  E,
  N extends { dataSourceId: number },
>(
  kind: ActivityKind<Row, E, N>,
): Pick<Activity, 'list' | 'importRows'> => ({
  list: (db, auth, query) => listActivity(db, auth.scope, kind, query),
  importRows: (db, auth, rows, unit, errors) => importActivity(db, auth, kind, rows, unit, errors),
});

const activities: Activity[] = [
  {
    url: '/api/reservations',
    tag: 'reservations',
    words: 'reservations',
    read: 'reservations.read',
    write: 'reservations.import',
    columns: RESERVATION_COLUMNS,
    optional: [ACTIVITY_ORGANIZATION_COLUMN, RESERVATION_PERSON_COLUMN],
    ...servedBy(reservationKind),
    listResponse: ZReservationListResponseSchema,
    rules:
      '`spaceId` may be empty (a building-level booking); `end` must be after `start`; `attendees` defaults to 1; `status` is BOOKED (the default), CHECKED_IN, CANCELLED or NO_SHOW. `person` (after `organizationId`, which it needs) is an identifier of who booked — a badge id, an e-mail address or an employee number — by which the reservation finds the profile of that organization with that identifier (`profileId`). The same `externalId` of a data source imported again replaces the reservation.',
  },
  {
    url: '/api/badge-events',
    tag: 'badge-events',
    words: 'badge events',
    read: 'events.read',
    write: 'events.import',
    columns: BADGE_EVENT_COLUMNS,
    optional: [ACTIVITY_ORGANIZATION_COLUMN],
    ...servedBy(badgeEventKind),
    listResponse: ZBadgeEventListResponseSchema,
    rules:
      '`badgeKey` is a pseudonymous key (letters, digits, `.`, `_`, `:`, `-`; never a name); with `organizationId` it finds the profile of that organization with an identifier of that value (`profileId`). `direction` is IN or OUT; `reader` (the door) may be empty. The same card at the same instant from the same data source replaces the event.',
  },
];

export function registerActivity(app: FastifyInstance, db: Db): void {
  void app.register((scope, _options, done) => {
    acceptCsvBodies(scope);
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    for (const activity of activities) {
      routes.post(activity.url, {
        ...guarded(
          activity.read,
          {
            tags: [activity.tag],
            summary: `List ${activity.words}`,
            description: `The list protocol (\`where\`, \`orderBy\`, \`page\`, \`perPage\`). Owners see their buildings' ${activity.words}; operators and occupiers (when impersonated) their own organization's.`,
            body: ZListRequestSchema.nullish(),
            response: { 200: activity.listResponse, ...errorResponses },
          },
          { cacheable: true },
        ),
        handler: (request) => activity.list(db, authOf(request), request.body ?? emptyList),
      });

      routes.post(`${activity.url}/import`, {
        ...guarded(activity.write, {
          tags: [activity.tag],
          summary: `Import ${activity.words}`,
          description: `Send \`text/csv\` with the header \`${activity.columns.join(',')}\` (optionally followed by \`,${activity.optional.join(',')}\` in that order, the later only with the earlier; \`${ACTIVITY_ORGANIZATION_COLUMN}\` is the tenant of the person) or a JSON array of objects with the same fields. ${activity.rules} A timestamp without a zone is in the building's time zone. All-or-nothing: one bad row fails the batch with every bad line listed.`,
          body: ZActivityImportBodySchema,
          response: {
            200: ZActivityImportResponseSchema,
            ...errorResponses,
            400: z.union([errorResponses[400], ZImportFailedSchema]),
          },
        }),
        bodyLimit: MAX_IMPORT_BODY,
        handler: async (request) => {
          const auth = authOf(request);
          const columns = { columns: activity.columns, optional: activity.optional };
          const records = csvBodyOf(request);
          if (records) {
            const { rows, errors } = parseImportCsv(records, columns);
            return activity.importRows(db, auth, rows, 'Line', errors);
          }
          const { rows, errors } = importRowsFromJson(request.body, columns, {
            what: activity.words,
            fields: activity.columns.join(', '),
          });
          return activity.importRows(db, auth, rows, 'Item', errors);
        },
      });
    }
    done();
  });
}
