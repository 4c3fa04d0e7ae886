import type { SensorStatus } from '@atrium/contract';
import { DataTable, type DataTableColumn } from '../DataTable.tsx';
import { SensorHealthChip } from './SensorHealthChip.tsx';
import { formatAge, formatDateRange, formatInstant } from './instants.ts';

/** The gaps as text: the last three, and how many more. */
export function gapsText(gaps: SensorStatus['gaps']): string {
  if (gaps.length === 0) return 'None';
  const shown = gaps.slice(-3).map(formatDateRange).join(', ');
  return gaps.length > 3 ? `${shown} and ${gaps.length - 3} more` : shown;
}

const columns = (timeZone: string | null): DataTableColumn<SensorStatus>[] => [
  {
    field: 'space',
    header: 'Sensor',
    render: (sensor) => sensor.space ?? 'Building counter',
  },
  { field: 'floor', header: 'Floor', render: (sensor) => sensor.floor ?? '–' },
  {
    field: 'lastReadingAt',
    header: 'Last seen',
    render: (sensor) =>
      sensor.lastReadingAt === null
        ? 'Never'
        : `${formatInstant(sensor.lastReadingAt, timeZone)} (${formatAge(sensor.lastReadingAt)})`,
  },
  { field: 'readingsLastDay', header: 'Last 24 h', align: 'right' },
  { field: 'readingsLastWeek', header: 'Last 7 days', align: 'right' },
  { field: 'gaps', header: 'Gaps (30 days)', render: (sensor) => gapsText(sensor.gaps) },
  {
    field: 'health',
    header: 'Health',
    render: (sensor) => <SensorHealthChip health={sensor.health} />,
  },
];

/** A data source's sensors (spaces, or its building counter), stopped ones first. */
export function SensorStatusTable({
  label,
  sensors,
  timeZone,
}: {
  label: string;
  sensors: readonly SensorStatus[];
  /** The building's: last-seen times on its wall clock. */
  timeZone: string | null;
}) {
  return (
    <DataTable
      label={label}
      columns={columns(timeZone)}
      rows={sensors}
      getRowId={(sensor) => sensor.spaceId ?? 'building'}
      emptyText="No sensor has sent a reading yet."
    />
  );
}
