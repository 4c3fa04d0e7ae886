import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { can, type ListRequest } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { listRequestOf } from '../../app/listSearch.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { buildingColumns } from './buildingColumns.tsx';
import {
  buildingListSearchParams,
  parseBuildingListSearch,
  type BuildingListSearch,
} from './buildingListSearch.ts';
import { BuildingListFilters } from './BuildingListFilters.tsx';
import { useBuildingList } from './buildingQueries.ts';

/** The API filter for the list's search: name contains (any case), network, owner. */
function whereOf(search: BuildingListSearch): ListRequest['where'] {
  return {
    ...(search.name !== null && { name: { contains: search.name, mode: 'insensitive' } }),
    ...(search.networkId !== null && { networks: { some: { id: search.networkId } } }),
    ...(search.organizationId !== null && { ownerOrganizationId: search.organizationId }),
  };
}

/** `buildings`: every building the user may see, filtered, sorted and paged by the server. */
export function BuildingListPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = parseBuildingListSearch(params);
  const list = useBuildingList(listRequestOf(whereOf(search), search.orderBy, search));

  // Everything the list shows lives in the address, so a view can be bookmarked and shared.
  const update = (changes: Partial<BuildingListSearch>, options?: { replace: boolean }) => {
    setParams(buildingListSearchParams({ ...search, ...changes }), options);
  };

  return (
    <Box sx={{ p: { xs: 4, md: 6 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 4 }}>
        <Typography variant="h4" component="h1">
          Buildings
        </Typography>
        {can(user, 'buildings.create') && (
          <Button
            component={Link}
            to="/buildings/create"
            variant="contained"
            startIcon={<AddIcon />}
          >
            Create
          </Button>
        )}
      </Stack>
      <BuildingListFilters
        filters={search}
        // A new filter starts at the first page; typing replaces the entry instead of adding one.
        onChange={(changes) => {
          update({ ...changes, page: 1 }, { replace: 'name' in changes });
        }}
      />
      {list.isError && !list.data ? (
        <Alert severity="error">{errorText(list.error)}</Alert>
      ) : (
        <DataTable
          label="Buildings"
          columns={buildingColumns}
          rows={list.data?.items ?? []}
          getRowId={(building) => building.id}
          loading={list.isFetching}
          sort={search.orderBy}
          onSortChange={(orderBy) => {
            update({ orderBy, page: 1 });
          }}
          pagination={{
            page: search.page,
            perPage: search.perPage,
            total: list.data?.total ?? 0,
            onChange: (paging) => {
              update(paging);
            },
          }}
          onRowClick={(building) => {
            void navigate(`/buildings/${building.id}`);
          }}
        />
      )}
    </Box>
  );
}
