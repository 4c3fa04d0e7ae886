import HistoryIcon from '@mui/icons-material/History';
import { NOT_OCCUPIERS, type ScreenRoute } from '../../app/screenRoute.ts';

// Data imports (ids are UUIDs); not listed for OCCUPIER organizations.
const access = { permission: 'dataImports.read', organizationTypes: NOT_OCCUPIERS } as const;

export const dataImportRoutes: readonly ScreenRoute[] = [
  {
    path: 'data-imports',
    screen: 'Imports',
    access,
    menu: { label: 'Imports', icon: HistoryIcon, slot: 'Data', rank: 10 },
    page: () => import('./DataImportListPage.tsx').then((m) => m.DataImportListPage),
  },
  {
    // Not in the specification's route table: the jobs behind the imports (docs/decisions.md).
    path: 'data-imports/jobs',
    screen: 'Jobs',
    access: { permission: 'jobs.read', organizationTypes: NOT_OCCUPIERS },
    back: { label: 'Imports', to: 'data-imports' },
    page: () => import('./JobListPage.tsx').then((m) => m.JobListPage),
  },
  {
    path: 'data-imports/:uuid',
    screen: 'Data import',
    params: { uuid: 'text' },
    access,
    back: { label: 'Imports', to: 'data-imports' },
    page: () => import('./DataImportPage.tsx').then((m) => m.DataImportPage),
  },
  {
    path: 'data-imports/:uuid/fix',
    screen: 'Fix data import',
    params: { uuid: 'text' },
    access: { permission: 'dataImports.create', organizationTypes: NOT_OCCUPIERS },
    back: { label: 'Data import', to: 'data-imports/:uuid' },
    page: () => import('./DataImportFixPage.tsx').then((m) => m.DataImportFixPage),
  },
];
