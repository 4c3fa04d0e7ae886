import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ZImportFailedSchema } from '@atrium/contract';
import { guarded } from '../http/resource-routes.ts';
import { authOf } from '../auth/guard.ts';
import type { Db } from '../resources/resource-table.ts';
import { ingestReadings } from './ingest.ts';
import { CSV_HEADER, parseCsv, rowsFromJson } from './parse.ts';
import { acceptCsvBodies, csvBodyOf, MAX_IMPORT_BODY } from '../imports/rows.ts';

const ZIngestResponseSchema = z.object({
  accepted: z.int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

export function registerOccupancyIngestion(app: FastifyInstance, db: Db): void {
  void app.register((scope, _options, done) => {
    acceptCsvBodies(scope);
    scope.withTypeProvider<ZodTypeProvider>().post('/api/occupancy/readings', {
      ...guarded('occupancy.ingest', {
        tags: ['occupancy'],
        summary: 'Ingest people counts',
        description: `Send \`text/csv\` with the header \`${CSV_HEADER.join(',')}\` (spaceId empty for a building-level counter) or a JSON array of objects with the same fields. A timestamp without a zone is in the building's time zone. All-or-nothing: one bad row fails the batch with every bad line listed.`,
        body: z.union([z.string(), z.array(z.unknown())]),
        response: {
          200: ZIngestResponseSchema,
          ...errorResponses,
          400: z.union([errorResponses[400], ZImportFailedSchema]),
        },
      }),
      bodyLimit: MAX_IMPORT_BODY,
      handler: async (request) => {
        // A master admin acting as an organization ingests only into its data sources.
        const { scope } = authOf(request);
        const records = csvBodyOf(request);
        if (records) {
          const { rows, errors } = parseCsv(records);
          return ingestReadings(db, rows, 'Line', { parseErrors: errors, scope });
        }
        const { rows, errors } = rowsFromJson(request.body);
        return ingestReadings(db, rows, 'Item', { parseErrors: errors, scope });
      },
    });
    done();
  });
}
