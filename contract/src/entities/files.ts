// Uploaded files (specification sections 3 "File" and 7 "Storage"). The bytes are served by
// `GET /api/storage/{id}`, which is the file's `link`.
import { z } from 'zod';
import { ZIdSchema } from '../query.ts';

/** Largest upload the server accepts: 25 MiB. */
export const MAX_FILE_SIZE = 25 * 1024 * 1024;
export const MAX_FILE_SIZE_LABEL = '25 MiB';
/** How many files one `get-files` call may ask for. */
export const MAX_FILES_PER_REQUEST = 200;

/**
 * The types an upload may have, by content (the server sniffs the bytes), with the extensions a
 * name of that type may end in. The shape of a dropzone's `accept` option.
 */
export const acceptedFileTypes = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg', '.jfif'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/svg+xml': ['.svg'],
  'application/pdf': ['.pdf'],
  'text/csv': ['.csv'],
  'text/plain': ['.txt'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/zip': ['.zip'],
  'application/x-step': ['.ifc'],
} as const satisfies Record<string, readonly string[]>;
export type AcceptedFileType = keyof typeof acceptedFileTypes;

/** A file's id: a positive 32-bit integer, as the database stores it. */
export const ZFileIdSchema = ZIdSchema;

export const fileLink = (id: number): string => `/api/storage/${id}`;

export const ZFileSchema = z.object({
  id: z.int(),
  /** Where the bytes are: `GET` it with the bearer token. */
  link: z.string(),
  filename: z.string(),
  /** The type found from the content, not the one the uploader claimed. */
  mimetype: z.string(),
  size: z.int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StoredFile = z.infer<typeof ZFileSchema>;

/** A file name as people see it: never a path. */
export const ZFileNameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(255, 'At most 255 characters')
  .refine((name) => !/[/\\]/.test(name), 'A file name cannot contain / or \\')
  .refine((name) => !/\p{Cc}/u.test(name), 'A file name cannot contain control characters')
  .refine((name) => name !== '.' && name !== '..', 'Not a file name');

export const ZFileParamsSchema = z.strictObject({ id: z.coerce.number().pipe(ZFileIdSchema) });

/** `PUT /storage/{id}` with JSON: rename ("save"). */
export const ZFileUpdateSchema = z.strictObject({ filename: ZFileNameSchema });

/** `POST /storage/get-files`: the files with these ids that the caller may see, in this order. */
export const ZGetFilesRequestSchema = z.strictObject({
  ids: z.array(ZFileIdSchema).min(1).max(MAX_FILES_PER_REQUEST),
});
export const ZGetFilesResponseSchema = z.object({ items: z.array(ZFileSchema) });

export const ZFileDeleteResponseSchema = z.object({ id: z.int() });
