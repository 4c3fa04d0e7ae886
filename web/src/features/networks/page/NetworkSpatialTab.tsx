import { useState } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import { buildingsResource } from '@atrium/contract';
import { useOne } from '../../../api/resourceHooks.ts';
import { FloorPlan } from '../../../components/floor-plan/FloorPlan.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import type { NetworkFull } from '../networkColumns.tsx';

/** The network's buildings' floors and plans: one building at a time. */
export function NetworkSpatialTab({ network }: { network: NetworkFull }) {
  const [chosen, setChosen] = useState<number | null>(network.buildings[0]?.id ?? null);
  const building = useOne(buildingsResource, chosen);
  if (network.buildings.length === 0) {
    return <Alert severity="info">The network has no buildings yet.</Alert>;
  }
  return (
    <>
      <TextField
        select
        size="small"
        label="Building"
        value={chosen === null ? '' : String(chosen)}
        onChange={(event) => {
          setChosen(Number(event.target.value));
        }}
        sx={{ minWidth: 280, mb: 5 }}
      >
        {network.buildings.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      {building.data ? (
        <FloorPlan key={building.data.id} building={building.data} />
      ) : building.isError ? (
        <Alert severity="warning">The building is not available.</Alert>
      ) : (
        <PageSpinner label="Loading the building" />
      )}
    </>
  );
}
