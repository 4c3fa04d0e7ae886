import { Chip } from '@mui/material';
import { MISSING, type OrganizationType } from '@atrium/contract';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import type { FullEntity } from '../../api/resourceHooks.ts';
import type { organizationsResource } from '@atrium/contract';
import { organizationTypeName } from './organizationTypes.ts';

type OrganizationRow = FullEntity<typeof organizationsResource>;

export function OrganizationTypeChip({ type }: { type: OrganizationType }) {
  return <Chip size="small" variant="outlined" label={organizationTypeName(type)} />;
}

export const organizationColumns = [
  { field: 'name', header: 'Name', sortable: true },
  { field: 'key', header: 'Key', sortable: true },
  {
    field: 'type',
    header: 'Type',
    sortable: true,
    render: (organization) => <OrganizationTypeChip type={organization.type} />,
    exportValue: (organization) => organization.type,
  },
  {
    field: 'industry',
    header: 'Industry',
    render: (organization) => organization.industry?.name ?? MISSING,
    exportValue: (organization) => organization.industry?.name ?? null,
  },
  {
    field: 'createdAt',
    header: 'Created',
    sortable: true,
    render: (organization) => organization.createdAt.slice(0, 10),
  },
] as const satisfies readonly DataTableColumn<OrganizationRow>[];
