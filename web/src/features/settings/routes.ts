import ExtensionOutlinedIcon from '@mui/icons-material/ExtensionOutlined';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import { NOT_OCCUPIERS, type ScreenRoute } from '../../app/screenRoute.ts';

// The Settings group for organizations that are not OCCUPIER (an OCCUPIER's is its dashboard).
export const settingsRoutes: readonly ScreenRoute[] = [
  {
    path: 'integrations',
    screen: 'Integrations',
    access: { organizationTypes: NOT_OCCUPIERS },
    menu: { label: 'Integrations', icon: ExtensionOutlinedIcon, slot: 'Settings', rank: 1 },
  },
  {
    path: 'customizations',
    screen: 'Customizations',
    access: { organizationTypes: NOT_OCCUPIERS },
    menu: { label: 'Customizations', icon: PaletteOutlinedIcon, slot: 'Settings', rank: 2 },
  },
  { path: 'settings', screen: 'Settings' },
];
