import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  can,
  jobIsActive,
  templateLink,
  ZDataImportFullSchema,
  ZDataImportSchema,
  ZFileSchema,
  ZImportPreviewSchema,
  type DataImportFull,
  type DataImportStatus,
  type ImportOptions,
  type PipelineImportType,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { useJobProgress } from '../../api/jobProgress.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
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

/**
 * How long the session should still last when an import starts (else it is renewed first): its
 * progress is followed with the token, and on PGlite a renewal waits until the import's write
 * ends (docs/decisions.md). Ten million readings write in a few minutes.
 */
export const IMPORT_SESSION_SECONDS = 10 * 60;

export function useCreateImport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ImportRequest) => {
      await client.keepSessionFor(IMPORT_SESSION_SECONDS);
      return client.apiCall('data-imports/create', request, ZDataImportSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['data-imports'] }),
  });
}

export function useFixImport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: { id: string; rows: Record<string, string>[] }) => {
      await client.keepSessionFor(IMPORT_SESSION_SECONDS);
      return client.apiCall('data-imports/fix', request, ZDataImportSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['data-imports'] }),
  });
}

const running = (status: string | undefined) => status === 'PENDING' || status === 'PROCESSING';

/** Whether an import's progress is followed through its job's progress call, not the import. */
function followsJob(item: DataImportFull | undefined, readsJobs: boolean): boolean {
  if (!readsJobs || !item || !running(item.status) || item.job === null) return false;
  return jobIsActive(item.job.status);
}

/**
 * One import by uuid. While its job has not finished it is asked again every second, unless
 * `readsJobs` says its job's progress call is followed instead (useDataImportProgress).
 */
export function useDataImport(id: string | null, { readsJobs = false } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['data-imports', 'one', id],
    queryFn: ({ signal }) =>
      client.apiCall('data-imports/get', { id }, ZDataImportFullSchema, { signal }),
    enabled: id !== null,
    refetchInterval: (query) =>
      running(query.state.data?.status) && !followsJob(query.state.data, readsJobs) ? 1000 : false,
    meta: { handlesErrors: true },
  });
}

/**
 * One import with its progress bar. Someone who may read jobs (jobs.read) follows its job's
 * progress call every second while the job waits or runs: it answers while the import writes,
 * when on embedded PGlite the import itself cannot be read until it commits. When the job ends
 * the import is read again, until it says so too. Others ask the import every second. `knownJobId` (the job `create`
 * answered) is followed until the import's first answer comes, which may wait for the write.
 */
export function useDataImportProgress(
  id: string | null,
  { knownJobId = null }: { knownJobId?: number | null } = {},
) {
  const readsJobs = can(useCurrentUser(), 'jobs.read');
  const found = useDataImport(id, { readsJobs });
  const item = found.data;
  const jobId = followsJob(item, readsJobs)
    ? (item?.job?.id ?? null)
    : item === undefined && readsJobs && id !== null
      ? knownJobId
      : null;
  const job = useJobProgress(jobId);
  const live = jobId !== null ? job.data : undefined;
  // The job has ended but the import's last answer says it runs: read it again. Its answer may
  // also come late, from before the end (on PGlite a read waits for the write): then again.
  const ended = live !== undefined && !jobIsActive(live.status);
  const stillRunning = running(item?.status);
  const { refetch } = found;
  useEffect(() => {
    if (ended && stillRunning) void refetch();
  }, [ended, stillRunning, item, refetch]);
  const status: DataImportStatus | undefined = live
    ? live.status === 'QUEUED'
      ? 'PENDING'
      : 'PROCESSING'
    : item?.status;
  return { found, progress: live?.progress ?? item?.progress ?? 0, status };
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
