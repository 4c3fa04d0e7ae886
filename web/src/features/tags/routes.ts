import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { NOT_OCCUPIERS, type ScreenRoute } from '../../app/screenRoute.ts';

// Every role may do everything with tags (section 6). The menu lists them in the Settings group,
// which an OCCUPIER does not have; it still opens them by address.
export const tagRoutes: readonly ScreenRoute[] = [
  {
    path: 'tags',
    screen: 'Tags',
    access: { permission: 'tags.read' },
    menu: {
      label: 'Tags',
      icon: LocalOfferOutlinedIcon,
      slot: 'Settings',
      rank: 3,
      organizationTypes: NOT_OCCUPIERS,
    },
    page: () => import('./TagListPage.tsx').then((m) => m.TagListPage),
  },
  {
    path: 'tags/create',
    screen: 'New tag',
    access: { permission: 'tags.create' },
    back: { label: 'Tags', to: 'tags' },
    page: () => import('./TagCreatePage.tsx').then((m) => m.TagCreatePage),
  },
  {
    path: 'tags/:id',
    screen: 'Tag',
    params: { id: 'id' },
    access: { permission: 'tags.read' },
    back: { label: 'Tags', to: 'tags' },
    page: () => import('./TagEditPage.tsx').then((m) => m.TagEditPage),
  },
];
