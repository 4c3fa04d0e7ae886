import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import type { ScreenRoute } from '../../app/screenRoute.ts';

export const dashboardRoutes: readonly ScreenRoute[] = [
  {
    index: true,
    screen: 'Dashboard',
    menu: [
      { label: 'Dashboard', icon: DashboardOutlinedIcon, slot: 'Dashboard' },
      // An OCCUPIER's Settings group has only Customization, which is its dashboard (section 2).
      {
        label: 'Customization',
        icon: TuneIcon,
        slot: 'Settings',
        rank: 1,
        path: '',
        organizationTypes: ['OCCUPIER'],
      },
    ],
    page: () => import('./DashboardPage.tsx').then((m) => m.DashboardPage),
  },
];
