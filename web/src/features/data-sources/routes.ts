import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

// Data sources and data coverage: screens of the Admin group.
const access = { permission: 'admin.read' } as const;

export const dataSourceRoutes: readonly ScreenRoute[] = [
  {
    path: 'data-sources',
    screen: 'Data Sources',
    access,
    menu: { label: 'Data Sources', icon: StorageOutlinedIcon, slot: 'Admin', rank: 4 },
    page: () => import('./DataSourceListPage.tsx').then((m) => m.DataSourceListPage),
  },
  {
    path: 'data-sources/create',
    screen: 'New data source',
    access: { permission: 'dataSources.create' },
    back: { label: 'Data Sources', to: 'data-sources' },
    page: () => import('./DataSourceCreatePage.tsx').then((m) => m.DataSourceCreatePage),
  },
  {
    path: 'data-sources/:id',
    screen: 'Data source',
    params: { id: 'id' },
    access,
    page: () => import('./DataSourcePage.tsx').then((m) => m.DataSourcePage),
  },
  {
    path: 'data-sources/:id/edit',
    screen: 'Edit data source',
    params: { id: 'id' },
    access: { permission: 'dataSources.update' },
    back: { label: 'Data source', to: 'data-sources/:id' },
    page: () => import('./DataSourceEditPage.tsx').then((m) => m.DataSourceEditPage),
  },
  {
    path: 'data-coverage',
    screen: 'Data Coverage',
    access,
    menu: { label: 'Data Coverage', icon: FactCheckOutlinedIcon, slot: 'Admin', rank: 7 },
    page: () => import('../data-coverage/DataCoveragePage.tsx').then((m) => m.DataCoveragePage),
  },
];
