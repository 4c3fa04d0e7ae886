import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { dataSystemDetails, type DataSourceFull, type DataSourceStatus } from '@atrium/contract';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { SensorHealthChip } from '../../components/sensors/SensorHealthChip.tsx';
import { formatAge } from '../../components/sensors/instants.ts';

const stopRowClick = (event: { stopPropagation: () => void }) => {
  event.stopPropagation();
};

/** The columns of the data-source list; health and last reading come from the status call. */
export const dataSourceColumns = (
  statusOf: (id: number) => DataSourceStatus | undefined,
): readonly DataTableColumn<DataSourceFull>[] => [
  {
    field: 'name',
    header: 'Name',
    sortable: true,
    render: (source) => (
      <MuiLink component={Link} to={`/data-sources/${source.id}`} onClick={stopRowClick}>
        {source.name}
      </MuiLink>
    ),
  },
  {
    field: 'dataSystem',
    header: 'Data system',
    sortable: true,
    render: (source) => dataSystemDetails[source.dataSystem].label,
    exportValue: (source) => source.dataSystem,
  },
  {
    field: 'place',
    header: 'Building or network',
    render: (source) => source.building?.name ?? source.network?.name ?? '–',
    exportValue: (source) => source.building?.name ?? source.network?.name ?? null,
  },
  {
    field: 'health',
    header: 'Health',
    render: (source) => {
      const status = statusOf(source.id);
      return status ? <SensorHealthChip health={status.health} /> : '–';
    },
    exportValue: (source) => statusOf(source.id)?.health ?? null,
  },
  {
    field: 'lastReadingAt',
    header: 'Last reading',
    render: (source) => {
      const status = statusOf(source.id);
      return status ? formatAge(status.lastReadingAt) : '–';
    },
    exportValue: (source) => statusOf(source.id)?.lastReadingAt ?? null,
  },
  {
    field: 'createdAt',
    header: 'Created',
    sortable: true,
    render: (source) => source.createdAt.slice(0, 10),
  },
];
