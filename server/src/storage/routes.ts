// The storage calls (specification section 7): upload, serve, save, delete and get-files.
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponses,
  MAX_FILE_SIZE,
  MAX_FILE_SIZE_LABEL,
  ZFileDeleteResponseSchema,
  ZFileParamsSchema,
  ZFileSchema,
  ZFileUpdateSchema,
  ZGetFilesRequestSchema,
  ZGetFilesResponseSchema,
  ZMessageSchema,
} from '@atrium/contract';
import { filesDirOf, type Config } from '../config.ts';
import { authOf } from '../auth/guard.ts';
import { BadRequestError } from '../http/errors.ts';
import { guarded } from '../http/resource-routes.ts';
import type { Db } from '../resources/resource-table.ts';
import { fileHeaders } from './headers.ts';
import { createStorageService } from './service.ts';
import { localFileStore, type FileStore } from './store.ts';
import { FILE_FIELD, receiveUpload } from './upload.ts';

const tags = ['storage'];
const binary = z.string().meta({ format: 'binary' });
/** Documents the multipart form; the parts are read by the handler, not by the validator. */
const ZUploadFormSchema = z.object({ [FILE_FIELD]: binary }).nullish();
const accepted = `PNG, JPEG, GIF, WebP, SVG, PDF, CSV or plain UTF-8 text, XLSX, DOCX, ZIP or IFC, at most ${MAX_FILE_SIZE_LABEL}; the type is found from the content, and a name whose extension says otherwise is refused`;

export function registerStorage(
  app: FastifyInstance,
  db: Db,
  config: Config,
  store: FileStore = localFileStore(filesDirOf(config)),
): void {
  // Multipart is parsed only inside this plugin: every other route keeps refusing it.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_FILE_SIZE, files: 1, fields: 10, parts: 20 },
      throwFileSizeLimit: true,
    });
    const service = createStorageService(db, store, app.log);
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post('/api/storage', {
      ...guarded('storage.create', {
        tags,
        summary: 'Upload a file',
        description: `Send \`multipart/form-data\` with one file in the field \`${FILE_FIELD}\`: ${accepted}. Answers the stored file; its \`link\` serves the bytes.`,
        consumes: ['multipart/form-data'],
        body: ZUploadFormSchema,
        response: { 200: ZFileSchema, ...errorResponses, 413: ZMessageSchema },
      }),
      handler: async (request) => {
        const auth = authOf(request);
        return service.create(auth, await receiveUpload(request, store));
      },
    });

    routes.get('/api/storage/:id', {
      ...guarded('storage.read', {
        tags,
        summary: 'The bytes of a file',
        description:
          'Answers the bytes with the stored type. Raster images and PDF come `inline`, everything else (SVG included) as an `attachment`; always with `X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox`.',
        params: ZFileParamsSchema,
        response: {
          200: {
            description: 'The file’s bytes',
            content: { 'application/octet-stream': { schema: binary } },
          },
          ...errorResponses,
        },
      }),
      handler: async (request, reply) => {
        const { file, bytes } = await service.read(authOf(request), request.params.id);
        // A stream is sent as it is; the typed reply knows only the JSON answers.
        const untyped: FastifyReply = reply;
        return untyped.headers(fileHeaders(file, bytes.size)).send(bytes.body);
      },
    });

    routes.put('/api/storage/:id', {
      ...guarded('storage.update', {
        tags,
        summary: 'Save a file: rename it, or replace its content',
        description: `JSON \`{ filename }\` renames the file (1–255 characters, no / or \\). \`multipart/form-data\` with a file in the field \`${FILE_FIELD}\` replaces the content and keeps the name (${accepted}). Only the uploading organization may save a file.`,
        params: ZFileParamsSchema,
        body: ZFileUpdateSchema.nullish(),
        response: { 200: ZFileSchema, ...errorResponses, 413: ZMessageSchema },
      }),
      handler: async (request) => {
        const auth = authOf(request);
        const { id } = request.params;
        if (request.isMultipart()) {
          const current = await service.ownedFile(auth, id);
          return service.replaceContent(
            auth,
            id,
            await receiveUpload(request, store, { filename: current.filename }),
          );
        }
        if (!request.body)
          throw new BadRequestError([{ path: ['body', 'filename'], message: 'Required' }]);
        return service.rename(auth, id, request.body.filename);
      },
    });

    routes.delete('/api/storage/:id', {
      ...guarded('storage.delete', {
        tags,
        summary: 'Delete a file',
        description:
          'Deletes the file and its bytes. 409 while a building or floor lists it among its images. Only the uploading organization may delete a file.',
        params: ZFileParamsSchema,
        response: { 200: ZFileDeleteResponseSchema, ...errorResponses },
      }),
      handler: async (request) => {
        await service.remove(authOf(request), request.params.id);
        return { id: request.params.id };
      },
    });

    routes.post('/api/storage/get-files', {
      ...guarded(
        'storage.read',
        {
          tags,
          summary: 'Files by id',
          description:
            'Answers the files of `ids` the caller may see, in the order asked; the others are left out.',
          body: ZGetFilesRequestSchema,
          response: { 200: ZGetFilesResponseSchema, ...errorResponses },
        },
        { cacheable: true },
      ),
      handler: async (request) => ({
        items: await service.list(authOf(request), request.body.ids),
      }),
    });
  });
}
