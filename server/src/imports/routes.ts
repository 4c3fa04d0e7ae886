// The data-imports calls (specification sections 2, 3, 6): the list with its search parameters and
// one import by uuid for everyone who may read imports; upload, preview, create (commit as a job),
// fix and the templates for the master admin.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponses,
  listResponseOf,
  pipelineImportTypes,
  ZDataImportFixSchema,
  ZDataImportFullSchema,
  ZDataImportGetSchema,
  ZDataImportSchema,
  ZFileSchema,
  ZImportFailedSchema,
  ZImportPreviewSchema,
  ZImportRequestSchema,
  ZListRequestSchema,
  ZMessageSchema,
  type PipelineImportType,
} from '@atrium/contract';
import { filesDirOf, type Config } from '../config.ts';
import { authOf } from '../auth/guard.ts';
import { guarded } from '../http/resource-routes.ts';
import { NotFoundError } from '../http/errors.ts';
import type { Db } from '../resources/resource-table.ts';
import { createStorageService } from '../storage/service.ts';
import { localFileStore, type FileStore } from '../storage/store.ts';
import { receiveUpload } from '../storage/upload.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { sizeLabel } from '../http/size-label.ts';
import { createImportService, type ImportService } from './pipeline.ts';
import { importsPage, visibleImport } from './import-repository.ts';
import { templateCsv, templateXlsx } from './templates.ts';

const tags = ['data-imports'];

export function registerDataImports(
  app: FastifyInstance,
  db: Db,
  config: Config,
  queue: JobQueue,
  store: FileStore = localFileStore(filesDirOf(config)),
): ImportService {
  // The largest upload (config.ts, 1 GiB by default): streamed to the store, read back streamed.
  const { fileBytes, wholeFileBytes } = config.importLimits;
  const fileLabel = sizeLabel(fileBytes);
  const service = createImportService(db, store, queue, app.log, {
    batchRows: config.importBatchRows,
    maxWholeFileBytes: wholeFileBytes,
  });

  void app.register(async (scope) => {
    // Multipart is parsed only inside this plugin. The file is streamed to the store, and the
    // pipeline streams it again, so an import file may be larger than a request's body.
    await scope.register(fastifyMultipart, {
      limits: { fileSize: fileBytes, files: 1, fields: 10, parts: 20 },
      throwFileSizeLimit: true,
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const storage = createStorageService(db, store, app.log);
    const listBody = ZListRequestSchema.nullish();

    routes.post('/api/data-imports', {
      ...guarded('dataImports.read', {
        tags,
        summary: 'List data imports',
        description:
          '`where`: createdAt (gte, lte), buildingId, type, userId, status; `orderBy`: createdAt, type, status, updatedAt; page, perPage. Newest first by default.',
        body: listBody,
        response: { 200: listResponseOf(ZDataImportSchema), ...errorResponses },
      }),
      handler: async (request) => {
        const { rows, total } = await importsPage(db, authOf(request).scope, request.body);
        return { items: await service.entities(rows), total };
      },
    });

    routes.post('/api/data-imports/full', {
      ...guarded('dataImports.read', {
        tags,
        summary: 'List data imports with their organization, building, user, job and rows',
        body: listBody,
        response: { 200: listResponseOf(ZDataImportFullSchema), ...errorResponses },
      }),
      handler: async (request) => {
        const { rows, total } = await importsPage(db, authOf(request).scope, request.body);
        return { items: await service.full(rows), total };
      },
    });

    routes.post('/api/data-imports/get', {
      ...guarded('dataImports.read', {
        tags,
        summary: 'One data import by its uuid, with its errors, failed rows and what it wrote',
        body: ZDataImportGetSchema,
        response: { 200: ZDataImportFullSchema, ...errorResponses },
      }),
      handler: async (request) => {
        const auth = authOf(request);
        const row = await visibleImport(db, auth.scope, request.body.id);
        const [full] = await service.full([row]);
        if (!full) throw new NotFoundError();
        return full;
      },
    });

    routes.post('/api/data-imports/upload', {
      ...guarded('dataImports.create', {
        tags,
        summary: `Upload a file to import (CSV, XLSX or IFC, up to ${fileLabel})`,
        description: `\`multipart/form-data\` with the file in the field \`file\`; answers the stored file, whose id goes to preview and create. A larger file is refused with 413; an XLSX or IFC file is read whole and may be at most ${sizeLabel(wholeFileBytes)} (preview and create refuse it; save larger data as CSV).`,
        consumes: ['multipart/form-data'],
        // Documents the form; the parts are read by the handler, not by the validator.
        body: z.object({ file: z.string().meta({ format: 'binary' }) }).nullish(),
        response: { 200: ZFileSchema, ...errorResponses, 413: ZMessageSchema },
      }),
      handler: async (request) =>
        storage.create(
          authOf(request),
          await receiveUpload(request, store, { limitLabel: fileLabel }),
        ),
    });

    routes.post('/api/data-imports/preview', {
      ...guarded('dataImports.create', {
        tags,
        summary:
          'What an import of the file would create, update and leave alone; nothing is written',
        description:
          'Every row is checked; each problem names its row (the header is row 1), column and what is wrong.',
        body: ZImportRequestSchema,
        // ImportFailed: a file that cannot be read at all (a quote never closed, not a workbook).
        response: {
          200: ZImportPreviewSchema,
          ...errorResponses,
          400: z.union([errorResponses[400], ZImportFailedSchema]),
        },
      }),
      handler: async (request) => service.preview(authOf(request), request.body),
    });

    routes.post('/api/data-imports/create', {
      ...guarded('dataImports.create', {
        tags,
        summary: 'Import the file: a data import record whose job commits it all-or-nothing',
        description:
          "Answers the record at once (PENDING); its `progress` and `status` follow the job (COMPLETED, or FAILED with every row's problem and nothing written).",
        body: ZImportRequestSchema,
        response: { 200: ZDataImportSchema, ...errorResponses },
      }),
      handler: async (request) => service.create(authOf(request), request.body),
    });

    routes.post('/api/data-imports/fix', {
      ...guarded('dataImports.create', {
        tags,
        summary: 'Re-run the corrected rows of an import as a new import',
        description:
          "`rows`: the corrected rows by the template's column names; they are saved as a CSV file and imported like any other (answers the new record).",
        body: ZDataImportFixSchema,
        response: { 200: ZDataImportSchema, ...errorResponses },
      }),
      handler: async (request) => {
        const auth = authOf(request);
        const row = await visibleImport(db, auth.scope, request.body.id);
        return service.fix(auth, row, request.body.rows, async (filename, bytes) => {
          const file = await storage.save(auth, { filename, mimetype: 'text/csv', bytes });
          return file.id;
        });
      },
    });

    routes.get('/api/data-imports/template/:name', {
      ...guarded('dataImports.read', {
        tags,
        summary: 'The template of an import: spatial, financial or occupancy, as .csv or .xlsx',
        description:
          "The columns, a sample row and (XLSX) a sheet with each column's meaning and allowed values.",
        params: z.object({
          name: z
            .string()
            .regex(/^(spatial|financial|occupancy)\.(csv|xlsx)$/, 'Expected e.g. spatial.xlsx'),
        }),
        response: {
          200: {
            description: 'The template',
            content: { 'application/octet-stream': { schema: z.string() } },
          },
          ...errorResponses,
        },
      }),
      handler: async (request, reply) => {
        const [name = '', format] = request.params.name.split('.');
        const type = name.toUpperCase() as PipelineImportType;
        if (!pipelineImportTypes.includes(type)) throw new NotFoundError();
        const untyped: FastifyReply = reply;
        if (format === 'csv')
          return untyped
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${name}-import-template.csv"`)
            .send(templateCsv(type));
        return untyped
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', `attachment; filename="${name}-import-template.xlsx"`)
          .send(await templateXlsx(type));
      },
    });
  });
  return service;
}
