import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

export const networkTabs = ['overview', 'details', 'tenants', 'spatial'] as const;
const access = { permission: 'networks.read' } as const;

export const networkRoutes: readonly ScreenRoute[] = [
  {
    path: 'networks',
    screen: 'Networks',
    access,
    menu: { label: 'Networks', icon: HubOutlinedIcon, slot: 'Locations', rank: 2 },
    page: () => import('./NetworkListPage.tsx').then((m) => m.NetworkListPage),
  },
  {
    path: 'networks/create',
    screen: 'New network',
    access: { permission: 'networks.create' },
    back: { label: 'Networks', to: 'networks' },
    page: () => import('./NetworkCreatePage.tsx').then((m) => m.NetworkCreatePage),
  },
  {
    path: 'networks/:id/edit',
    screen: 'Edit network',
    params: { id: 'id' },
    access: { permission: 'networks.update' },
    back: { label: 'Network', to: 'networks/:id' },
    page: () => import('./NetworkEditPage.tsx').then((m) => m.NetworkEditPage),
  },
  {
    path: 'networks/:id/:tabId?/:encumbranceId?',
    screen: 'Network',
    params: { id: 'id', tabId: networkTabs, encumbranceId: 'id' },
    access,
    page: () => import('./page/NetworkPage.tsx').then((m) => m.NetworkPage),
  },
  {
    path: 'network-structure',
    screen: 'Network Structure',
    access: { permission: 'networkLevels.update' },
    page: () => import('./structure/NetworkStructurePage.tsx').then((m) => m.NetworkStructurePage),
  },
];
