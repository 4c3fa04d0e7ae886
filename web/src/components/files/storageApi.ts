import {
  ZFileDeleteResponseSchema,
  ZFileSchema,
  ZGetFilesResponseSchema,
  type StoredFile,
} from '@atrium/contract';
import type { ApiClient, CallOptions, UploadOptions } from '../../api/client.ts';

// The Storage resource (specification section 7, docs/api.md): multipart upload, bytes by id
// with the bearer token, rename, delete, and the metadata of several files at once.

export type { StoredFile };

/** Types the product shows inline: pictures in an <img>, the rest opens in the document viewer. */
export const isImage = (file: Pick<StoredFile, 'mimetype'>) => file.mimetype.startsWith('image/');
export const isPdf = (file: Pick<StoredFile, 'mimetype'>) => file.mimetype === 'application/pdf';

export function uploadFile(
  client: ApiClient,
  file: File,
  options: UploadOptions = {},
): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return client.apiUpload('storage', form, ZFileSchema, options);
}

/** The files of these ids, in the order asked; ids the server does not know are left out. */
export async function getFiles(
  client: ApiClient,
  ids: readonly number[],
  options: CallOptions = {},
): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const { items } = await client.apiCall(
    'storage/get-files',
    { ids },
    ZGetFilesResponseSchema,
    options,
  );
  const byId = new Map(items.map((file) => [file.id, file]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getFileContent(
  client: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<Blob> {
  const response = await client.apiRequest(`storage/${id}`, { ...options, method: 'GET' });
  return response.blob();
}

export async function renameFile(
  client: ApiClient,
  id: number,
  filename: string,
): Promise<StoredFile> {
  const response = await client.apiRequest(`storage/${id}`, {
    method: 'PUT',
    body: { filename },
  });
  return ZFileSchema.parse(await response.json());
}

export async function deleteFile(client: ApiClient, id: number): Promise<{ id: number }> {
  const response = await client.apiRequest(`storage/${id}`, { method: 'DELETE' });
  return ZFileDeleteResponseSchema.parse(await response.json());
}
