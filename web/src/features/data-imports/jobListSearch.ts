import { jobStatuses } from '@atrium/contract';
import { enumParam, listSearchSchema } from '../../components/list/listSearch.ts';

/** The kinds of job an admin filters by (the contract's labels). */
export const JOB_KINDS = ['data-import.commit', 'occupancy.rederive', 'flex-requirements'] as const;

/**
 * Search parameters of `data-imports/jobs`: status, kind, orderBy, page, perPage; newest first
 * by default (the job of the import just started is on top).
 */
export const jobListSearch = listSearchSchema(
  { status: enumParam(jobStatuses), kind: enumParam(JOB_KINDS) },
  {
    sortable: ['id', 'createdAt', 'kind', 'status', 'startedAt', 'finishedAt'],
    defaultOrder: { field: 'id', direction: 'desc' },
  },
);
