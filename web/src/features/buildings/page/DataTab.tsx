import { useState } from 'react';
import { Chip } from '@mui/material';
import type { BuildingFull, DataSource } from '@atrium/contract';
import { DataTable } from '../../../components/DataTable.tsx';
import { useBuildingDataSources } from './buildingQueries.ts';

/** The building's occupancy data sources; the primary one is marked. */
export function DataTab({ building }: { building: BuildingFull }) {
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const sources = useBuildingDataSources(building.id, paging.page, paging.perPage);
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
