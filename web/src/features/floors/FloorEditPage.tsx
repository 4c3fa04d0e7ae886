import { Alert, Box, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { can } from '@atrium/contract';
import { errorText } from '../../api/client.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useBuilding } from '../buildings/buildingQueries.ts';
import { FloorSpaces } from '../spaces/FloorSpaces.tsx';
import { FloorForm } from './FloorForm.tsx';
import { useFloor } from './floorQueries.ts';

/** `buildings/{id}/edit/floors/{floorId}`: the floor's fields and its spaces. */
export function FloorEditPage() {
  const params = useParams();
  const buildingId = Number(params.id);
  const floorId = Number(params.floorId);
  const user = useCurrentUser();
  const floor = useFloor(floorId);
  const building = useBuilding(buildingId);
  const units = building.data?.units ?? 'IMPERIAL';
  const readOnly = !can(user, 'floors.update');

  const body = () => {
    if (floor.isPending) return <PageSpinner label="Loading the floor" />;
    if (floor.isError) return <Alert severity="error">{errorText(floor.error)}</Alert>;
    // The address names the building too: a floor of another one is not here.
    if (floor.data.buildingId !== buildingId) return <Alert severity="error">Not found</Alert>;
    return (
      <>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 4 }}>
            Only master admins can change floors; you can view the details.
          </Alert>
        )}
        <FloorForm key={floor.data.id} floor={floor.data} units={units} readOnly={readOnly} />
        <FloorSpaces floorId={floorId} units={units} />
      </>
    );
  };

  return (
    <Box sx={{ p: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1">
        Edit floor
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {floor.data ? `${floor.data.name}, ${floor.data.building.name}` : ' '}
      </Typography>
      {body()}
    </Box>
  );
}
