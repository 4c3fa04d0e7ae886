import { Button } from '@mui/material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { Link } from 'react-router';
import { can, networksResource, type ListRequest } from '@atrium/contract';
import { isMasterAdmin, useCurrentUser } from '../../auth/currentUser.ts';
import { ChoiceFilter } from '../../components/list/ChoiceFilter.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import type { ListSearch } from '../../components/list/listSearch.ts';
import { TextFilter } from '../../components/list/TextFilter.tsx';
import { useListSearch } from '../../components/list/useListSearch.ts';
import { networkColumns } from './networkColumns.tsx';
import { networkListSearch } from './networkListSearch.ts';
import { reportingChoices } from './reporting.ts';

type Search = ListSearch<typeof networkListSearch.filters>;

const whereOf = (search: Search): ListRequest['where'] => ({
  ...(search.name !== null && { name: { contains: search.name, mode: 'insensitive' } }),
  ...(search.defaultReporting !== null && { defaultReporting: search.defaultReporting }),
});

/** `networks`: the organization's networks of buildings (a master admin's: everyone's). */
export function NetworkListPage() {
  const listSearch = useListSearch(networkListSearch);
  const { search, update } = listSearch;
  const user = useCurrentUser();
  const columns = networkColumns.filter(
    (column) => isMasterAdmin(user) || column.field !== 'organization',
  );
  return (
    <ListPage
      title="Networks"
      subtitle="Groups of buildings that report together or side by side, with their regions and countries."
      resource={networksResource}
      listSearch={listSearch}
      where={whereOf(search)}
      columns={columns}
      getRowId={(network) => network.id}
      filters={
        <>
          <TextFilter
            label="Name"
            value={search.name}
            onChange={(name) => {
              update({ name }, { replace: true });
            }}
          />
          <ChoiceFilter
            label="Reporting"
            allLabel="Either"
            value={search.defaultReporting}
            choices={reportingChoices}
            onChange={(defaultReporting) => {
              update({ defaultReporting });
            }}
          />
        </>
      }
      actions={
        can(user, 'networkLevels.update') && (
          <Button
            component={Link}
            to="/network-structure"
            variant="outlined"
            startIcon={<AccountTreeOutlinedIcon />}
          >
            Structure
          </Button>
        )
      }
      createPath="/networks/create"
      rowPath={(network) => `/networks/${network.id}`}
      exportName="networks"
      emptyText="No networks yet. Create one to group buildings by region or portfolio."
    />
  );
}
