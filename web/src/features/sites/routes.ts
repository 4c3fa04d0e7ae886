import LocationCityOutlinedIcon from '@mui/icons-material/LocationCityOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

// Operators see Sites instead of Buildings (section 1); a master admin may open them to act as
// an operator (impersonation).
const access = {
  permission: 'buildings.read',
  organizationTypes: ['OPERATOR', 'PLATFORM'],
} as const;

export const siteRoutes: readonly ScreenRoute[] = [
  {
    path: 'locations',
    screen: 'Sites',
    access,
    menu: {
      label: 'Sites',
      icon: LocationCityOutlinedIcon,
      slot: 'Locations',
      rank: 1,
      organizationTypes: ['OPERATOR'],
    },
  },
  {
    path: 'sites/:id',
    screen: 'Site',
    params: { id: 'id' },
    access,
    children: [
      { index: true, screen: 'Site overview' },
      { path: 'details', screen: 'Site details' },
      { path: 'analysis', screen: 'Site analysis' },
    ],
  },
];
