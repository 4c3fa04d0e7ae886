import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

const access = { permission: 'workflows.read' } as const;

export const workflowRoutes: readonly ScreenRoute[] = [
  {
    path: 'workflows',
    screen: 'Workflows',
    access,
    menu: { label: 'Workflows', icon: AccountTreeOutlinedIcon, slot: 'Admin', rank: 1 },
  },
  {
    path: 'workflows/create',
    screen: 'New workflow',
    access: { permission: 'workflows.create' },
    back: { label: 'Workflows', to: 'workflows' },
  },
  {
    path: 'workflows/:workflowId',
    screen: 'Workflow',
    params: { workflowId: 'id' },
    access,
    children: [
      { index: true, screen: 'Workflow details' },
      // `inputs/:fieldId?` also matches `inputs`.
      { path: 'inputs/:fieldId?', screen: 'Workflow inputs', params: { fieldId: 'id' } },
      { path: 'inputs/create', screen: 'New workflow input' },
      { path: 'display', screen: 'Workflow display' },
    ],
  },
];
