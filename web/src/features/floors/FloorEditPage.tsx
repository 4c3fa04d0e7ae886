import { Alert, Box } from '@mui/material';
import { useParams } from 'react-router';
import { buildingsResource, can, floorsResource } from '@atrium/contract';
import { useOne } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { FloorSpaces } from '../spaces/FloorSpaces.tsx';
import { FloorForm } from './FloorForm.tsx';

/** `buildings/{id}/edit/floors/{floorId}`: the floor's fields and its spaces. */
export function FloorEditPage() {
  const params = useParams();
  const buildingId = Number(params.id);
  const floorId = Number(params.floorId);
  const user = useCurrentUser();
  const floor = useOne(floorsResource, floorId);
  const building = useOne(buildingsResource, buildingId);
  const units = building.data?.units ?? 'IMPERIAL';
  const readOnly = !can(user, 'floors.update');
  const notFound = `There is no floor ${floorId} in this building, or you may not see it.`;
  const floorsPath = `/buildings/${buildingId}/edit/floors`;

  return (
    <Box sx={pagePadding}>
      <PageHeader
        title="Edit floor"
        subtitle={floor.data ? `${floor.data.name}, ${floor.data.building.name}` : undefined}
        crumbs={[
          { label: building.data?.name ?? 'Building', to: `/buildings/${buildingId}/edit` },
          { label: 'Floors', to: floorsPath },
        ]}
      />
      <QueryState query={floor} label="Loading the floor" notFound={notFound}>
        {(current) =>
          // The address names the building too: a floor of another one is not here.
          current.buildingId !== buildingId ? (
            <Alert severity="warning">{notFound}</Alert>
          ) : (
            <>
              {readOnly && (
                <Alert severity="info" sx={{ mb: 4 }}>
                  Only master admins can change floors; you can view the details.
                </Alert>
              )}
              <FloorForm key={current.id} floor={current} units={units} readOnly={readOnly} />
              <FloorSpaces floorId={floorId} units={units} />
            </>
          )
        }
      </QueryState>
    </Box>
  );
}
