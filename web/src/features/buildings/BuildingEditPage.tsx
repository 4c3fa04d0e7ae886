import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { useBuilding } from './buildingQueries.ts';

/**
 * `buildings/{id}/edit`: the building's name and the tabs Details (the index) and Floors, around
 * the tab's page. Each tab loads what it needs; the building itself comes from the same query.
 */
export function BuildingEditPage() {
  const id = Number(useParams().id);
  const building = useBuilding(id);
  const onFloors = /\/edit\/floors\/?$/.test(useLocation().pathname);
  return (
    <Box sx={{ p: { xs: 4, md: 6 } }}>
      <Typography variant="h4" component="h1">
        {building.data?.name ?? 'Edit building'}
      </Typography>
      <Tabs
        value={onFloors ? 'floors' : 'details'}
        aria-label="Building sections"
        sx={{ mb: 4, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="Details" value="details" component={Link} to={`/buildings/${id}/edit`} />
        <Tab label="Floors" value="floors" component={Link} to={`/buildings/${id}/edit/floors`} />
      </Tabs>
      <Outlet />
    </Box>
  );
}
