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
  },
  {
    path: 'users/create',
    screen: 'New user',
    access: { permission: 'users.create' },
    back: { label: 'Users', to: 'users' },
  },
  {
    path: 'users/:orgKey/:id',
    screen: 'User',
    params: { orgKey: 'text', id: 'text' },
    access,
  },
];
