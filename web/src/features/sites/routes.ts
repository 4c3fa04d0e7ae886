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
    page: () => import('./SiteListPage.tsx').then((m) => m.SiteListPage),
  },
  {
    path: 'sites/:id',
    screen: 'Site',
    params: { id: 'id' },
    access,
    page: () => import('./SitePage.tsx').then((m) => m.SitePage),
    children: [
      {
        index: true,
        screen: 'Site overview',
        page: () => import('./SiteOverviewPage.tsx').then((m) => m.SiteOverviewPage),
      },
      {
        path: 'details',
        screen: 'Site details',
        page: () => import('./SiteDetailsPage.tsx').then((m) => m.SiteDetailsPage),
      },
      {
        path: 'analysis',
        screen: 'Site analysis',
        page: () => import('./SiteAnalysisPage.tsx').then((m) => m.SiteAnalysisPage),
      },
    ],
  },
];
