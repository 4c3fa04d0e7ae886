import { Box, Chip, LinearProgress, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  jobKindLabel,
  jobsResource,
  jobStatuses,
  type JobFull,
  type JobStatus,
  type ListRequest,
  type ListResponse,
} from '@atrium/contract';
import { useJobProgress } from '../../api/jobProgress.ts';
import { resourceKeys } from '../../api/resources.ts';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListSearch } from '../../components/list/listSearch.ts';
import { useListSearch } from '../../components/list/useListSearch.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { JOB_KINDS, jobListSearch } from './jobListSearch.ts';

type Search = ListSearch<typeof jobListSearch.filters>;

/** How often the list is asked again while a job on it waits or runs. */
export const JOB_POLL_MS = 2000;
/** How often it is asked again otherwise: a job started elsewhere shows up within this. */
export const JOB_IDLE_POLL_MS = 15_000;

const statusColour = {
  QUEUED: 'default',
  RUNNING: 'info',
  SUCCEEDED: 'success',
  FAILED: 'error',
} as const satisfies Record<JobStatus, string>;

/** A time on one line: at narrow widths the table scrolls rather than stacking dates. */
const when = (at: string | null) =>
  at === null ? (
    '–'
  ) : (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {new Date(at).toLocaleString()}
    </Box>
  );

/** A running job's progress bar with its percentage; the others' status. */
function JobStatusCell({ job }: { job: JobFull }) {
  if (job.status !== 'RUNNING')
    return <Chip size="small" color={statusColour[job.status]} label={job.status} />;
  return <RunningJobProgress job={job} />;
}

/**
 * A running job's bar follows its progress call every second (it answers while the job writes,
 * when the list cannot be read on PGlite); when the job ends the list is read again.
 */
function RunningJobProgress({ job }: { job: JobFull }) {
  const queryClient = useQueryClient();
  const live = useJobProgress(job.id, {
    onEnd: () => {
      void queryClient.invalidateQueries({ queryKey: resourceKeys(jobsResource.name).all });
    },
  });
  const progress = live.data?.progress ?? job.progress;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={`Job ${String(job.id)} progress`}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" component="span">
        {progress}%
      </Typography>
    </Box>
  );
}

const columns: readonly DataTableColumn<JobFull>[] = [
  { field: 'id', header: 'Job', sortable: true, render: (job) => `#${String(job.id)}` },
  {
    field: 'kind',
    header: 'Kind',
    sortable: true,
    render: (job) =>
      job.dataImport ? (
        // Wide enough for a file name on two lines at most when the table is narrow.
        <Box sx={{ minWidth: 200 }}>
          <Link component={RouterLink} to={`/data-imports/${job.dataImport.id}`}>
            {jobKindLabel(job.kind)}: {job.dataImport.filename ?? job.dataImport.type}
          </Link>
          {/* The import's own outcome, beside the job's (a stop may leave them apart). */}
          <Typography
            variant="caption"
            component="div"
            color={job.dataImport.status === 'FAILED' ? 'error' : 'text.secondary'}
          >
            Import {job.dataImport.status}
          </Typography>
        </Box>
      ) : (
        jobKindLabel(job.kind)
      ),
    exportValue: (job) => jobKindLabel(job.kind),
  },
  {
    field: 'organization',
    header: 'Organization',
    // A job of no organization's (a master admin's flex run, one of the platform's own).
    render: (job) => job.organization?.name ?? '–',
    exportValue: (job) => job.organization?.name ?? null,
  },
  {
    field: 'status',
    header: 'Status',
    sortable: true,
    render: (job) => <JobStatusCell job={job} />,
    exportValue: (job) => job.status,
  },
  { field: 'attempts', header: 'Attempts', align: 'right' },
  {
    field: 'error',
    header: 'Error',
    render: (job) =>
      job.error === null ? (
        '–'
      ) : (
        <Typography
          variant="body2"
          color={job.status === 'FAILED' ? 'error' : 'text.secondary'}
          sx={{ minWidth: 240, maxWidth: 360, overflowWrap: 'anywhere' }}
        >
          {job.error}
        </Typography>
      ),
    exportValue: (job) => job.error,
  },
  {
    field: 'createdAt',
    header: 'Created',
    sortable: true,
    render: (job) => when(job.createdAt),
  },
  {
    field: 'startedAt',
    header: 'Started',
    sortable: true,
    render: (job) => when(job.startedAt),
  },
  {
    field: 'finishedAt',
    header: 'Finished',
    sortable: true,
    render: (job) => when(job.finishedAt),
  },
];

const whereOf = (search: Search): ListRequest['where'] => ({
  ...(search.status !== null && { status: search.status }),
  ...(search.kind !== null && { kind: search.kind }),
});

/** Asked again often while a job on the page waits or runs, now and then otherwise. */
export const jobListPollInterval = (page: ListResponse<JobFull> | undefined): number =>
  page?.items.some((job) => job.status === 'QUEUED' || job.status === 'RUNNING')
    ? JOB_POLL_MS
    : JOB_IDLE_POLL_MS;

/**
 * `data-imports/jobs`: the background jobs behind imports, rollup re-derivations and flex
 * requirements, newest first, with their progress, attempts and errors; asked again every 2 s
 * while any waits or runs, every 15 s otherwise.
 */
export function JobListPage() {
  const listSearch = useListSearch(jobListSearch);
  const { search, update } = listSearch;
  return (
    <ListPage
      title="Jobs"
      subtitle="The work that runs after a request: imports being written, rollups derived again, flex requirements computed."
      resource={jobsResource}
      listSearch={listSearch}
      where={whereOf(search)}
      columns={columns}
      getRowId={(job) => job.id}
      refetchInterval={jobListPollInterval}
      filters={
        <>
          <ChoiceFilter
            label="Status"
            allLabel="All statuses"
            value={search.status}
            choices={jobStatuses.map((value) => ({ value, label: value }))}
            onChange={(status) => {
              update({ status });
            }}
          />
          <ChoiceFilter
            label="Kind"
            allLabel="All kinds"
            value={search.kind}
            choices={JOB_KINDS.map((value) => ({ value, label: jobKindLabel(value) }))}
            onChange={(kind) => {
              update({ kind });
            }}
          />
        </>
      }
      exportName="jobs"
      emptyText="No jobs yet. An import, a change of a building's time zone or a flex requirements run starts one."
    />
  );
}
