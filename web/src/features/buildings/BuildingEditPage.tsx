import { Box, Tab, Tabs } from '@mui/material';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { buildingsResource } from '@atrium/contract';
import { useOne } from '../../api/resourceHooks.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';

/**
 * `buildings/{id}/edit`: the building's name and the tabs Details (the index) and Floors, around
 * the tab's page. Each tab loads what it needs; the building itself comes from the same query.
 */
export function BuildingEditPage() {
  const id = Number(useParams().id);
  const building = useOne(buildingsResource, id);
  const onFloors = /\/edit\/floors\/?$/.test(useLocation().pathname);
  return (
    <Box sx={pagePadding}>
      <PageHeader
        title={building.data?.name ?? 'Edit building'}
        crumbs={[
          { label: 'Buildings', to: '/buildings' },
          { label: building.data?.name ?? 'Building', to: `/buildings/${id}` },
        ]}
      />
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
