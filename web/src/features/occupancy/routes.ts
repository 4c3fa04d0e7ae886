import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ViewQuiltOutlinedIcon from '@mui/icons-material/ViewQuiltOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

// The occupancy readings and the flex requirements: screens of the Admin group.
const access = { permission: 'admin.read' } as const;

export const occupancyRoutes: readonly ScreenRoute[] = [
  {
    path: 'flex-requirements',
    screen: 'Flex Requirements',
    access,
    menu: { label: 'Flex Requirements', icon: ViewQuiltOutlinedIcon, slot: 'Admin', rank: 6 },
  },
  {
    path: 'occupancy',
    screen: 'Occupancy',
    access,
    menu: { label: 'Occupancy', icon: GroupsOutlinedIcon, slot: 'Admin', rank: 10 },
    page: () => import('./OccupancyPage.tsx').then((m) => m.OccupancyPage),
  },
];
