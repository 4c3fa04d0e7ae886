import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  templateLink,
  ZDataImportFullSchema,
  ZDataImportSchema,
  ZFileSchema,
  ZImportPreviewSchema,
  type ImportOptions,
  type PipelineImportType,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import type { ApiClient } from '../../api/client.ts';
import { downloadFile } from '../../components/list/csv.ts';

// The import pipeline's calls (docs/api.md, "Data imports"): upload, preview, create, one import
// (polled while its job runs), fix, and the templates.

export type ImportRequest = { type: PipelineImportType; fileId: number; options: ImportOptions };

export function uploadImportFile(
  client: ApiClient,
  file: File,
  onProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('file', file, file.name);
  return client.apiUpload(
    'data-imports/upload',
    form,
    ZFileSchema,
    onProgress ? { onProgress } : {},
  );
}

export function usePreviewImport() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      client.apiCall('data-imports/preview', request, ZImportPreviewSchema),
  });
}

export function useCreateImport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      client.apiCall('data-imports/create', request, ZDataImportSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['data-imports'] }),
  });
}

export function useFixImport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: string; rows: Record<string, string>[] }) =>
      client.apiCall('data-imports/fix', request, ZDataImportSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['data-imports'] }),
  });
}

const running = (status: string | undefined) => status === 'PENDING' || status === 'PROCESSING';

/** One import by uuid; asked again every second while its job has not finished. */
export function useDataImport(id: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['data-imports', 'one', id],
    queryFn: ({ signal }) =>
      client.apiCall('data-imports/get', { id }, ZDataImportFullSchema, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (running(query.state.data?.status) ? 1000 : false),
    meta: { handlesErrors: true },
  });
}

export async function downloadTemplate(
  client: ApiClient,
  type: PipelineImportType,
  format: 'csv' | 'xlsx',
): Promise<void> {
  const response = await client.apiRequest(templateLink(type, format).replace(/^\/api\//, ''), {
    method: 'GET',
  });
  downloadFile(
    [await response.blob()],
    `${type.toLowerCase()}-import-template.${format}`,
    response.headers.get('content-type') ?? 'application/octet-stream',
  );
}
