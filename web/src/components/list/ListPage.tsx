import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Link, useNavigate } from 'react-router';
import {
  can,
  type ListRequest,
  type ListResponse,
  type Permission,
  type ResourceContract,
} from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useFullList, type FullEntity } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { PageHeader, pagePadding } from '../PageHeader.tsx';
import { listRequestOf, type FilterShape } from './listSearch.ts';
import { useListExport } from './useListExport.ts';
import type { ListSearchState } from './useListSearch.ts';

export type ListPageProps<R extends ResourceContract, F extends FilterShape> = {
  title: string;
  resource: R;
  /** The route's search parameters (`useListSearch`): filters, order and page in the address. */
  listSearch: ListSearchState<F>;
  /** The API filter for the current search. */
  where: ListRequest['where'];
  columns: readonly DataTableColumn<FullEntity<R>>[];
  getRowId: (row: FullEntity<R>) => string | number;
  /** The filter controls, above the table. */
  filters?: ReactNode;
  /** A Create button to this path, for users with the resource's create permission. */
  createPath?: string;
  /** More buttons in the header, before Create (a dialog's opener). */
  actions?: ReactNode;
  /** Where a row leads. */
  rowPath?: (row: FullEntity<R>) => string;
  /** The CSV file's name, without `.csv`. */
  exportName: string;
  /** Shown when the list is empty without any filter (the spec's 'No results' otherwise). */
  emptyText?: string;
  /** Shown under the title. */
  subtitle?: ReactNode;
  /** Ask for the page again every so many milliseconds while it returns a number (jobs running). */
  refetchInterval?: (page: ListResponse<FullEntity<R>> | undefined) => number | false;
};

/**
 * A list screen (design brief: react-admin's lists): header with Create and Export, filters,
 * and the data table sorted and paged by the server, everything kept in the address.
 */
export function ListPage<R extends ResourceContract, F extends FilterShape>(
  props: ListPageProps<R, F>,
) {
  const { title, resource, listSearch, where, columns, getRowId, filters } = props;
  const { createPath, rowPath, exportName, emptyText, subtitle, actions, refetchInterval } = props;
  const { search } = listSearch;
  const user = useCurrentUser();
  const navigate = useNavigate();
  const request = listRequestOf(where, search.orderBy, search);
  const list = useFullList(resource, request, {
    handlesErrors: true,
    ...(refetchInterval && { refetchInterval }),
  });
  const { page: _page, perPage: _perPage, ...exportRequest } = request;
  const exporter = useListExport(resource, exportRequest, columns, exportName);
  const mayCreate = can(user, `${resource.permission}.create` as Permission);

  return (
    <Box sx={pagePadding}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={exporter.start}
              disabled={exporter.progress !== null || (list.data?.total ?? 0) === 0}
            >
              {exporter.progress
                ? `Exporting ${exporter.progress.done} of ${exporter.progress.total}`
                : 'Export CSV'}
            </Button>
            {actions}
            {createPath && mayCreate && (
              <Button component={Link} to={createPath} variant="contained" startIcon={<AddIcon />}>
                Create
              </Button>
            )}
          </>
        }
      />
      {filters && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={4}
          useFlexGap
          sx={{ mb: 4, flexWrap: 'wrap' }}
        >
          {filters}
        </Stack>
      )}
      {list.isError && !list.data ? (
        <Alert severity="error">{errorText(list.error)}</Alert>
      ) : (
        <Card variant="outlined">
          <DataTable
            label={title}
            columns={columns}
            rows={list.data?.items ?? []}
            getRowId={getRowId}
            // A polled list asks again in the background without the loading bar each time.
            loading={list.isFetching && !(refetchInterval && list.isRefetching)}
            // A filter that matches nothing is 'No results'; an empty list may say what to do.
            emptyText={request.where === undefined ? (emptyText ?? 'No results') : 'No results'}
            sort={search.orderBy}
            onSortChange={listSearch.setOrder}
            pagination={{
              page: search.page,
              perPage: search.perPage,
              total: list.data?.total ?? 0,
              onChange: listSearch.setPaging,
            }}
            {...(rowPath && {
              onRowClick: (row: FullEntity<R>) => {
                void navigate(rowPath(row));
              },
            })}
          />
        </Card>
      )}
    </Box>
  );
}
