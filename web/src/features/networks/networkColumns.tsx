import { Chip } from '@mui/material';
import type { networksResource } from '@atrium/contract';
import type { FullEntity } from '../../api/resourceHooks.ts';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { reportingName } from './reporting.ts';

export type NetworkFull = FullEntity<typeof networksResource>;

export function ReportingChip({ reporting }: { reporting: NetworkFull['defaultReporting'] }) {
  return <Chip size="small" variant="outlined" label={reportingName(reporting)} />;
}

export const networkColumns = [
  { field: 'name', header: 'Name', sortable: true },
  {
    field: 'defaultReporting',
    header: 'Reporting',
    render: (network) => <ReportingChip reporting={network.defaultReporting} />,
    exportValue: (network) => network.defaultReporting,
  },
  {
    field: 'buildings',
    header: 'Buildings',
    align: 'right',
    render: (network) => network.buildings.length,
    exportValue: (network) => network.buildings.length,
  },
  {
    field: 'levels',
    header: 'Levels',
    align: 'right',
    render: (network) => network.levels.length,
    exportValue: (network) => network.levels.length,
  },
  {
    field: 'organization',
    header: 'Organization',
    render: (network) => network.organization.name,
    exportValue: (network) => network.organization.name,
  },
  {
    field: 'createdAt',
    header: 'Created',
    sortable: true,
    render: (network) => network.createdAt.slice(0, 10),
  },
] as const satisfies readonly DataTableColumn<NetworkFull>[];
