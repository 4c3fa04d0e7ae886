import { Alert, Box, Button, Card, Chip, Link as MuiLink, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link, useNavigate } from 'react-router';
import { can, organizationsResource, type Profile, type profileSortable } from '@atrium/contract';

type ProfileSort = (typeof profileSortable)[number];
import { errorText } from '../../api/client.ts';
import { useAll } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.tsx';
import { TextFilter } from '../../components/list/TextFilter.tsx';
import { useListSearch } from '../../components/list/useListSearch.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { identifierTypeNames } from './identifierTypes.ts';
import { useProfiles } from './profileApi.ts';
import { profileListSearch } from './profileListSearch.ts';

const columns: DataTableColumn<Profile>[] = [
  {
    field: 'pseudonym',
    header: 'Pseudonym',
    sortable: true,
    render: (profile) => (
      <MuiLink
        component={Link}
        to={`/profiles/${profile.id}`}
        onClick={(event) => {
          event.stopPropagation();
        }}
      >
        {profile.pseudonym}
      </MuiLink>
    ),
  },
  { field: 'name', header: 'Name', sortable: true, render: (p) => p.name ?? '–' },
  { field: 'department', header: 'Department', render: (p) => p.department ?? '–' },
  { field: 'organization', header: 'Organization', render: (p) => p.organization.name },
  {
    field: 'identifiers',
    header: 'Identifiers',
    render: (p) => (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {p.identifiers.map((i) => (
          <Chip key={i.id} size="small" label={`${identifierTypeNames[i.type]} ${i.value}`} />
        ))}
      </Stack>
    ),
  },
  {
    field: 'createdAt',
    header: 'Created',
    sortable: true,
    render: (p) => p.createdAt.slice(0, 10),
  },
];

/** `profiles`: the people badge events and reservations are counted for, pseudonymous by default. */
export function ProfileListPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { search, update, setOrder, setPaging } = useListSearch(profileListSearch);
  const organizations = useAll(organizationsResource, { orderBy: { name: 'asc' } });
  const request = {
    page: search.page - 1,
    perPage: search.perPage,
    ...(search.orderBy && {
      orderBy: { [search.orderBy.field as ProfileSort]: search.orderBy.direction },
    }),
    ...(search.search !== null && search.search.length >= 2 && { search: search.search }),
    ...(search.organizationId !== null && { organizationId: search.organizationId }),
  };
  const profiles = useProfiles(request);
  return (
    <Box sx={pagePadding}>
      <PageHeader
        title="Profiles"
        subtitle="People are pseudonymous unless a name is kept; badge events and reservations find them by their identifiers."
        actions={
          can(user, 'profiles.create') && (
            <Button
              component={Link}
              to="/profiles/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              Create
            </Button>
          )
        }
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3, mb: 4 }}>
        <TextFilter
          label="Search"
          value={search.search}
          onChange={(text) => {
            update({ search: text }, { replace: true });
          }}
        />
        <ChoiceFilter
          label="Organization"
          allLabel="Every organization"
          value={search.organizationId}
          choices={organizations.data?.map((o) => ({ value: o.id, label: o.name }))}
          onChange={(organizationId) => {
            update({ organizationId });
          }}
        />
      </Stack>
      {profiles.isError ? (
        <Alert severity="error">{errorText(profiles.error)}</Alert>
      ) : (
        <Card variant="outlined">
          <DataTable
            label="Profiles"
            columns={columns}
            rows={profiles.data?.items ?? []}
            loading={profiles.isFetching}
            getRowId={(p) => p.id}
            emptyText={
              search.search === null && search.organizationId === null
                ? 'No profiles yet. Create one, or import them on the Profile Import page.'
                : 'No results'
            }
            sort={search.orderBy}
            onSortChange={setOrder}
            pagination={{
              page: search.page,
              perPage: search.perPage,
              total: profiles.data?.total ?? 0,
              onChange: setPaging,
            }}
            onRowClick={(p) => {
              void navigate(`/profiles/${p.id}`);
            }}
          />
        </Card>
      )}
    </Box>
  );
}
