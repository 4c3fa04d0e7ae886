import { Button, Chip, LinearProgress } from '@mui/material';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import { Link } from 'react-router';
import {
  buildingsResource,
  can,
  dataImportStatuses,
  dataImportsResource,
  dataImportTypes,
  type DataImportFull,
  type ListRequest,
  usersResource,
} from '@atrium/contract';
import { useAll } from '../../api/resourceHooks.ts';
import { ChoiceFilter, choicesOf } from '../../components/list/ChoiceFilter.tsx';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListSearch } from '../../components/list/listSearch.ts';
import { useListSearch } from '../../components/list/useListSearch.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { dataImportListSearch } from './dataImportListSearch.ts';

type Search = ListSearch<typeof dataImportListSearch.filters>;

const statusColour = {
  PENDING: 'default',
  PROCESSING: 'info',
  COMPLETED: 'success',
  FAILED: 'error',
} as const;

export function StatusChip({ item }: { item: Pick<DataImportFull, 'status' | 'progress'> }) {
  return (
    <Chip
      size="small"
      color={statusColour[item.status]}
      label={item.status === 'PROCESSING' ? `PROCESSING ${String(item.progress)}%` : item.status}
    />
  );
}

const countsOf = (summary: Record<string, number> | null): string => {
  if (!summary) return '–';
  const sum = (what: string) =>
    Object.entries(summary)
      .filter(([key]) => key.endsWith(`.${what}`))
      .reduce((total, [, n]) => total + n, 0);
  return `${String(sum('created'))} created, ${String(sum('updated'))} updated, ${String(sum('unchanged'))} unchanged`;
};

const columns: readonly DataTableColumn<DataImportFull>[] = [
  {
    field: 'createdAt',
    header: 'Started',
    sortable: true,
    render: (item) => new Date(item.createdAt).toLocaleString(),
  },
  { field: 'type', header: 'Type', sortable: true },
  {
    field: 'status',
    header: 'Status',
    sortable: true,
    render: (item) =>
      item.status === 'PROCESSING' ? (
        <LinearProgress variant="determinate" value={item.progress} aria-label="Progress" />
      ) : (
        <StatusChip item={item} />
      ),
    exportValue: (item) => item.status,
  },
  { field: 'filename', header: 'File' },
  {
    field: 'building',
    header: 'Building',
    render: (item) => item.building?.name ?? '–',
    exportValue: (item) => item.building?.name ?? null,
  },
  {
    field: 'organization',
    header: 'Organization',
    render: (item) => item.organization.name,
    exportValue: (item) => item.organization.name,
  },
  {
    field: 'user',
    header: 'By',
    render: (item) => item.user?.email ?? '–',
    exportValue: (item) => item.user?.email ?? null,
  },
  {
    field: 'summary',
    header: 'Rows',
    render: (item) =>
      item.errors.length ? `${String(item.errors.length)} errors` : countsOf(item.summary),
    exportValue: (item) => countsOf(item.summary),
  },
];

const whereOf = (search: Search): ListRequest['where'] => ({
  ...(search.type !== null && { type: search.type }),
  ...(search.status !== null && { status: search.status }),
  ...(search.buildingId !== null && { buildingId: search.buildingId }),
  ...(search.userId !== null && /^\d+$/.test(search.userId) && { userId: Number(search.userId) }),
  ...((search.createdAtGte !== null || search.createdAtLte !== null) && {
    createdAt: {
      ...(search.createdAtGte !== null && { gte: search.createdAtGte }),
      ...(search.createdAtLte !== null && { lte: `${search.createdAtLte}T23:59:59.999Z` }),
    },
  }),
});

const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** `data-imports`: every import, newest first, by type, status, building, person and date. */
export function DataImportListPage() {
  const listSearch = useListSearch(dataImportListSearch);
  const { search, update } = listSearch;
  const user = useCurrentUser();
  const buildings = useAll(buildingsResource, { orderBy: { name: 'asc' } });
  const buildingChoices = choicesOf(buildings.data);
  const people = useAll(usersResource, { orderBy: { email: 'asc' } });
  // The search parameter is text (specification section 2): the person's id as a string.
  const personChoices = people.data?.map((p) => ({ value: String(p.id), label: p.email }));
  return (
    <ListPage
      title="Imports"
      subtitle="Every file imported, with what it created, updated and left alone, and the rows that failed."
      resource={dataImportsResource}
      listSearch={listSearch}
      where={whereOf(search)}
      columns={columns}
      getRowId={(item) => item.id}
      actions={
        can(user, 'jobs.read') && (
          <Button
            component={Link}
            to="/data-imports/jobs"
            variant="outlined"
            startIcon={<WorkHistoryOutlinedIcon />}
          >
            Jobs
          </Button>
        )
      }
      filters={
        <>
          <ChoiceFilter
            label="Type"
            allLabel="All types"
            value={search.type}
            choices={choices(dataImportTypes)}
            onChange={(type) => {
              update({ type });
            }}
          />
          <ChoiceFilter
            label="Status"
            allLabel="All statuses"
            value={search.status}
            choices={choices(dataImportStatuses)}
            onChange={(status) => {
              update({ status });
            }}
          />
          <ChoiceFilter
            label="Building"
            allLabel="Every building"
            value={search.buildingId}
            choices={buildingChoices}
            onChange={(buildingId) => {
              update({ buildingId });
            }}
          />
          <ChoiceFilter
            label="Started by"
            allLabel="Everyone"
            value={search.userId}
            choices={personChoices}
            onChange={(userId) => {
              update({ userId });
            }}
          />
          <DateRangeFilter
            label="Started"
            value={{ from: search.createdAtGte, to: search.createdAtLte }}
            onChange={({ from, to }) => {
              update({ createdAtGte: from, createdAtLte: to });
            }}
          />
        </>
      }
      rowPath={(item) => `/data-imports/${item.id}`}
      exportName="data-imports"
      emptyText="No imports yet. Import a spatial, financial or occupancy file from the Data menu."
    />
  );
}
