import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';
import { buildingTabs } from './page/buildingTabs.ts';

const read = { permission: 'buildings.read' } as const;

export const buildingRoutes: readonly ScreenRoute[] = [
  {
    path: 'buildings',
    screen: 'Buildings',
    access: read,
    // Operators see Sites instead (section 1).
    menu: {
      label: 'Buildings',
      icon: ApartmentOutlinedIcon,
      slot: 'Locations',
      rank: 1,
      organizationTypes: ['OWNER', 'OCCUPIER', 'PLATFORM'],
    },
    page: () => import('./BuildingListPage.tsx').then((m) => m.BuildingListPage),
  },
  {
    path: 'buildings/create',
    screen: 'New building',
    access: { permission: 'buildings.create' },
    back: { label: 'Buildings', to: 'buildings' },
    page: () => import('./BuildingCreatePage.tsx').then((m) => m.BuildingCreatePage),
  },
  {
    path: 'buildings/:id/tenants/:entityId?/edit',
    screen: 'Edit tenant',
    params: { id: 'id', entityId: 'id' },
    access: read,
    back: { label: 'Tenants', to: 'buildings/:id/tenants' },
    page: () => import('../encumbrances/TenantEditPage.tsx').then((m) => m.TenantEditPage),
  },
  {
    path: 'buildings/:id/tenants/:entityId/report',
    screen: 'Tenant report',
    params: { id: 'id', entityId: 'id' },
    access: read,
    back: { label: 'Tenant', to: 'buildings/:id/tenants/:entityId' },
    page: () => import('./TenantReportPage.tsx').then((m) => m.TenantReportPage),
  },
  {
    path: 'buildings/:id/edit',
    screen: 'Edit building',
    params: { id: 'id' },
    access: read,
    back: { label: 'Building', to: 'buildings/:id' },
    page: () => import('./BuildingEditPage.tsx').then((m) => m.BuildingEditPage),
    children: [
      {
        index: true,
        screen: 'Building details',
        page: () => import('./BuildingEditDetailsPage.tsx').then((m) => m.BuildingEditDetailsPage),
      },
      {
        path: 'floors',
        screen: 'Floors',
        page: () => import('../floors/FloorListPage.tsx').then((m) => m.FloorListPage),
      },
    ],
  },
  {
    path: 'buildings/:id/edit/floors/:floorId',
    screen: 'Edit floor',
    params: { id: 'id', floorId: 'id' },
    access: read,
    back: { label: 'Floors', to: 'buildings/:id/edit/floors' },
    page: () => import('../floors/FloorEditPage.tsx').then((m) => m.FloorEditPage),
  },
  {
    path: 'buildings/:id/:tabId?/:entityId?',
    screen: 'Building',
    params: { id: 'id', tabId: buildingTabs.map((tab) => tab.id), entityId: 'id' },
    access: read,
    page: () => import('./page/BuildingPage.tsx').then((m) => m.BuildingPage),
  },
];
