import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

const access = { permission: 'admin.read' } as const;

export const programRoutes: readonly ScreenRoute[] = [
  {
    path: 'programs',
    screen: 'Programs',
    access,
    menu: { label: 'Programs', icon: ListAltOutlinedIcon, slot: 'Admin', rank: 8 },
  },
  {
    path: 'programs/create',
    screen: 'New program',
    access,
    back: { label: 'Programs', to: 'programs' },
  },
  { path: 'programs/:id', screen: 'Program', params: { id: 'id' }, access },
];
