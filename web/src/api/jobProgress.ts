import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { jobIsActive, ZJobProgressSchema, type JobProgress } from '@atrium/contract';
import { useApiClient } from './ApiClientContext.ts';

// A job's progress bar (docs/api.md, "Jobs"): `GET /api/jobs/{id}/progress` answers from the
// server's memory while the job runs, so it answers while an import writes on embedded PGlite,
// when every call that reads the database waits. Screens with a running job follow it with this
// hook and read their own data again when it ends.

/** How often a queued or running job's progress is asked again. */
export const JOB_PROGRESS_POLL_MS = 1000;

export const jobProgressKey = (id: number | null) => ['job-progress', id] as const;

export type JobProgressOptions = {
  /** Called once the job has ended (succeeded or failed): read again what it changed. */
  onEnd?: (progress: JobProgress) => void;
};

/**
 * The progress of job `id` (needs `jobs.read`), asked again every second while it is queued or
 * running; off while `id` is null. The screen shows the error in place.
 */
export function useJobProgress(id: number | null, { onEnd }: JobProgressOptions = {}) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: jobProgressKey(id),
    queryFn: async ({ signal }): Promise<JobProgress> => {
      const response = await client.apiRequest(`jobs/${String(id)}/progress`, {
        method: 'GET',
        signal,
      });
      return ZJobProgressSchema.parse(await response.json());
    },
    enabled: id !== null,
    refetchInterval: (q) =>
      q.state.data && !jobIsActive(q.state.data.status) ? false : JOB_PROGRESS_POLL_MS,
    meta: { handlesErrors: true },
  });
  const latestOnEnd = useRef(onEnd);
  useEffect(() => {
    latestOnEnd.current = onEnd;
  });
  const ended = query.data && !jobIsActive(query.data.status) ? query.data : undefined;
  useEffect(() => {
    if (ended) latestOnEnd.current?.(ended);
  }, [ended]);
  return query;
}
