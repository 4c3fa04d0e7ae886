import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import EventSeatOutlinedIcon from '@mui/icons-material/EventSeatOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { NOT_OCCUPIERS, type ScreenRoute } from '../../app/screenRoute.ts';

// The import pages of the Data group (specification section 2).
const imports = { permission: 'dataImports.create' } as const;

export const importRoutes: readonly ScreenRoute[] = [
  {
    path: 'import/spatial',
    screen: 'Spatial import',
    access: imports,
    menu: { label: 'Spatial import', icon: MapOutlinedIcon, slot: 'Data', rank: 1 },
    page: () => import('./ImportPage.tsx').then((m) => m.SpatialImportPage),
  },
  {
    path: 'import/financial',
    screen: 'Financial import',
    access: imports,
    menu: { label: 'Financial import', icon: RequestQuoteOutlinedIcon, slot: 'Data', rank: 2 },
    page: () => import('./ImportPage.tsx').then((m) => m.FinancialImportPage),
  },
  {
    path: 'import-occupancy',
    screen: 'Occupancy import',
    access: imports,
    menu: { label: 'Occupancy import', icon: GroupsOutlinedIcon, slot: 'Data', rank: 3 },
    page: () => import('./ImportPage.tsx').then((m) => m.OccupancyImportPage),
  },
  {
    path: 'import-profile',
    screen: 'Profile Import',
    access: imports,
    menu: { label: 'Profile Import', icon: BadgeOutlinedIcon, slot: 'Data', rank: 4 },
  },
  {
    path: 'reservations-import',
    screen: 'Reservations Import',
    access: { permission: 'reservations.import', organizationTypes: NOT_OCCUPIERS },
    menu: { label: 'Reservations Import', icon: EventSeatOutlinedIcon, slot: 'Data', rank: 7 },
  },
  {
    path: 'events-import',
    screen: 'Events Import',
    access: { permission: 'events.import', organizationTypes: NOT_OCCUPIERS },
    menu: { label: 'Events Import', icon: EventNoteOutlinedIcon, slot: 'Data', rank: 8 },
  },
];
