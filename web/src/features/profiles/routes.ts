import ContactPageOutlinedIcon from '@mui/icons-material/ContactPageOutlined';
import type { ScreenRoute } from '../../app/screenRoute.ts';

const access = { permission: 'profiles.read' } as const;

// Profile ids are text.
export const profileRoutes: readonly ScreenRoute[] = [
  {
    path: 'profiles',
    screen: 'Profiles',
    access,
    menu: { label: 'Profiles', icon: ContactPageOutlinedIcon, slot: 'Admin', rank: 9 },
    page: () => import('./ProfileListPage.tsx').then((m) => m.ProfileListPage),
  },
  {
    path: 'profiles/create',
    screen: 'New profile',
    access: { permission: 'profiles.create' },
    back: { label: 'Profiles', to: 'profiles' },
    page: () => import('./ProfileCreatePage.tsx').then((m) => m.ProfileCreatePage),
  },
  {
    path: 'profiles/:id',
    screen: 'Profile',
    params: { id: 'text' },
    access,
    page: () => import('./ProfilePage.tsx').then((m) => m.ProfilePage),
  },
  {
    path: 'profiles/:id/edit',
    screen: 'Edit profile',
    params: { id: 'text' },
    access: { permission: 'profiles.update' },
    back: { label: 'Profile', to: 'profiles/:id' },
    page: () => import('./ProfileEditPage.tsx').then((m) => m.ProfileEditPage),
  },
];
