import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

const access = { permission: 'users.read' } as const;

// User ids come from the identity provider: text.
export const userRoutes: readonly ScreenRoute[] = [
  {
    path: 'users',
    screen: 'Users',
    access,
    menu: { label: 'Users', icon: PeopleAltOutlinedIcon, slot: 'Users' },
    page: () => import('./UserListPage.tsx').then((m) => m.UserListPage),
  },
  {
    path: 'users/create',
    screen: 'New user',
    access: { permission: 'users.create' },
    back: { label: 'Users', to: 'users' },
    page: () => import('./UserCreatePage.tsx').then((m) => m.UserCreatePage),
  },
  {
    path: 'users/:orgKey/:id',
    screen: 'User',
    params: { orgKey: 'text', id: 'text' },
    access,
    page: () => import('./UserPage.tsx').then((m) => m.UserPage),
  },
];
