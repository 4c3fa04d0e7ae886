import { useState } from 'react';
import { Chip } from '@mui/material';
import { dataSourcesResource, type BuildingFull, type DataSource } from '@atrium/contract';
import { useList } from '../../../../api/resourceHooks.ts';
import { DataTable } from '../../../../components/DataTable.tsx';

/** The building's occupancy data sources; the primary one is marked. */
export function DataTab({ building }: { building: BuildingFull }) {
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  // The table counts pages from 1, the API from 0.
  const sources = useList(dataSourcesResource, {
    where: { buildingId: building.id },
    orderBy: { name: 'asc' },
    page: paging.page - 1,
    perPage: paging.perPage,
  });
  const primaryId = building.primaryOccupancyDataSourceId;
  return (
    <DataTable<DataSource>
      label="Data sources"
      loading={sources.isFetching}
      rows={sources.data?.items ?? []}
      getRowId={(source) => source.id}
      columns={[
        { field: 'name', header: 'Name' },
        { field: 'dataSystem', header: 'System' },
        {
          field: 'primary',
          header: 'Primary',
          render: (source) =>
            source.id === primaryId ? <Chip size="small" color="primary" label="Primary" /> : null,
        },
      ]}
      pagination={{ ...paging, total: sources.data?.total ?? 0, onChange: setPaging }}
    />
  );
}
