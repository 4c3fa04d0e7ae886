import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import type { BuildingFull, Units } from '@atrium/contract';
import type { DataTableColumn } from '../../components/DataTable.tsx';
import { formatArea } from './area.ts';

const unitNames: Record<Units, string> = { IMPERIAL: 'Imperial (sqft)', METRIC: 'Metric (sqm)' };

/** The columns of the building list; sortable ones are among the contract's sortable fields. */
export const buildingColumns: readonly DataTableColumn<BuildingFull>[] = [
  {
    field: 'name',
    header: 'Name',
    sortable: true,
    render: (building) => (
      <MuiLink
        component={Link}
        to={`/buildings/${building.id}`}
        // The row opens the building too; the link is for keyboards and new tabs.
        onClick={(event) => {
          event.stopPropagation();
        }}
      >
        {building.name}
      </MuiLink>
    ),
  },
  {
    field: 'city',
    header: 'City / country',
    sortable: true,
    render: (building) => [building.city, building.country].filter(Boolean).join(', ') || '—',
  },
  {
    field: 'ownerOrganization',
    header: 'Owner',
    render: (building) => building.ownerOrganization.name,
  },
  { field: 'units', header: 'Units', render: (building) => unitNames[building.units] },
  {
    field: 'rentableSF',
    header: 'Rentable area',
    sortable: true,
    align: 'right',
    render: (building) => formatArea(building.rentableSF, building.units),
  },
  {
    field: 'floorCount',
    header: 'Floors',
    sortable: true,
    align: 'right',
    render: (building) => building.floorCount ?? '—',
  },
  {
    field: 'isActive',
    header: 'Active',
    render: (building) => (building.isActive ? 'Yes' : 'No'),
  },
];
