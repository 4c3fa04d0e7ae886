import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { can, industriesResource, type ListRequest } from '@atrium/contract';
import { useCurrentUser } from '../../auth/currentUser.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { TextFilter } from '../../components/list/TextFilter.tsx';
import { useListSearch } from '../../components/list/useListSearch.ts';
import type { CatalogueEntry } from '@atrium/contract';
import { IndustryCreateDialog } from './IndustryCreateDialog.tsx';
import { industryListSearch } from './industryListSearch.ts';

const columns: readonly DataTableColumn<CatalogueEntry>[] = [
  { field: 'name', header: 'Name', sortable: true },
  {
    field: 'createdAt',
    header: 'Added',
    sortable: true,
    render: (industry) => industry.createdAt.slice(0, 10),
  },
];

/** `industries`: the catalogue tenants are classified by; a master admin keeps it. */
export function IndustryListPage() {
  const listSearch = useListSearch(industryListSearch);
  const { search, update } = listSearch;
  const user = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const where: ListRequest['where'] =
    search.name === null ? {} : { name: { contains: search.name, mode: 'insensitive' } };
  return (
    <>
      <ListPage
        title="Industries"
        subtitle="The industries organizations are classified by: tenant segments and efficiency benchmarks group by them."
        resource={industriesResource}
        listSearch={listSearch}
        where={where}
        columns={columns}
        getRowId={(industry) => industry.id}
        filters={
          <TextFilter
            label="Name"
            value={search.name}
            onChange={(name) => {
              update({ name }, { replace: true });
            }}
          />
        }
        actions={
          can(user, 'industries.create') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                setCreating(true);
              }}
            >
              Create
            </Button>
          )
        }
        rowPath={(industry) => `/industries/${industry.id}`}
        exportName="industries"
      />
      {creating && (
        <IndustryCreateDialog
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </>
  );
}
