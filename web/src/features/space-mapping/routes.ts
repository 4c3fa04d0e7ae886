import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

const access = { permission: 'admin.read' } as const;

export const spaceMappingRoutes: readonly ScreenRoute[] = [
  {
    path: 'space-mapping',
    screen: 'Space Mapping',
    access,
    menu: { label: 'Space Mapping', icon: SpaceDashboardOutlinedIcon, slot: 'Admin', rank: 2 },
  },
  {
    path: 'space-mapping/:buildingId',
    screen: 'Building space mapping',
    params: { buildingId: 'id' },
    access,
  },
];
