import FactoryOutlinedIcon from '@mui/icons-material/FactoryOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

// Everyone reads industries; only a master admin changes them, and only its Admin menu lists them.
const access = { permission: 'industries.read' } as const;

export const industryRoutes: readonly ScreenRoute[] = [
  {
    path: 'industries',
    screen: 'Industries',
    access,
    menu: { label: 'Industries', icon: FactoryOutlinedIcon, slot: 'Admin', rank: 5 },
    page: () => import('./IndustryListPage.tsx').then((m) => m.IndustryListPage),
  },
  {
    path: 'industries/:id',
    screen: 'Industry',
    params: { id: 'id' },
    access,
    page: () => import('./IndustryPage.tsx').then((m) => m.IndustryPage),
  },
];
