import { Box, Button, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { MISSING, type EncumbranceFull } from '@atrium/contract';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { newSubleasePath, tenantEditPath } from './tenantEditTarget.ts';

type Sublease = EncumbranceFull['children'][number];

type SubleaseListProps = {
  lease: EncumbranceFull;
  organizationName: (id: number) => string;
  unit: string;
  canAdd: boolean;
};

/** The subleases of a lease, each with a link to edit it, and "Add sublease". */
export function SubleaseList({ lease, organizationName, unit, canAdd }: SubleaseListProps) {
  const columns: DataTableColumn<Sublease>[] = [
    {
      field: 'organizationId',
      header: 'Tenant',
      render: (sublease) => (
        <Link
          component={RouterLink}
          to={tenantEditPath(lease.buildingId, sublease.id)}
          aria-label={`Open the sublease of ${organizationName(sublease.organizationId)}`}
        >
          {organizationName(sublease.organizationId)}
        </Link>
      ),
    },
    { field: 'startDate', header: 'Start' },
    { field: 'endDate', header: 'End', render: (sublease) => sublease.endDate ?? MISSING },
    { field: 'status', header: 'Status' },
    {
      field: 'rentableSF',
      header: `Rentable area (${unit})`,
      align: 'right',
      render: (sublease) => sublease.rentableSF ?? MISSING,
    },
    {
      field: 'capacity',
      header: 'Capacity',
      align: 'right',
      render: (sublease) => sublease.capacity ?? MISSING,
    },
  ];
  return (
    <Box component="section" aria-labelledby="subleases-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2" id="subleases-heading">
          Subleases
        </Typography>
        {canAdd && (
          <Button
            component={RouterLink}
            to={newSubleasePath(lease.buildingId, lease.id)}
            startIcon={<AddIcon />}
          >
            Add sublease
          </Button>
        )}
      </Stack>
      <DataTable
        label="Subleases"
        columns={columns}
        rows={lease.children}
        getRowId={(sublease) => sublease.id}
        emptyText="No subleases"
      />
    </Box>
  );
}
