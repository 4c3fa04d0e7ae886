import CorporateFareOutlinedIcon from '@mui/icons-material/CorporateFareOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

export const organizationTabs = ['overview', 'details', 'insights', 'analysis'] as const;
const access = { permission: 'organizations.read' } as const;

export const organizationRoutes: readonly ScreenRoute[] = [
  {
    path: 'organizations',
    screen: 'Organizations',
    access,
    menu: { label: 'Organizations', icon: CorporateFareOutlinedIcon, slot: 'Organizations' },
    page: () => import('./OrganizationListPage.tsx').then((m) => m.OrganizationListPage),
  },
  {
    path: 'organizations/create',
    screen: 'New organization',
    access: { permission: 'organizations.create' },
    back: { label: 'Organizations', to: 'organizations' },
    page: () => import('./OrganizationCreatePage.tsx').then((m) => m.OrganizationCreatePage),
  },
  {
    path: 'organizations/:id/edit',
    screen: 'Edit organization',
    params: { id: 'id' },
    access: { permission: 'organizations.update' },
    back: { label: 'Organization', to: 'organizations/:id' },
    page: () => import('./OrganizationEditPage.tsx').then((m) => m.OrganizationEditPage),
  },
  {
    path: 'organizations/:id/:tabId?/:encumbranceId?',
    screen: 'Organization',
    params: { id: 'id', tabId: organizationTabs, encumbranceId: 'id' },
    access,
    page: () => import('./page/OrganizationPage.tsx').then((m) => m.OrganizationPage),
  },
];
