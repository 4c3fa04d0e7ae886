import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import SensorsOutlinedIcon from '@mui/icons-material/SensorsOutlined';
import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import { NOT_OCCUPIERS, type ScreenRoute } from '../../app/screenRoute.ts';

// Sensors: mapping, their occupancy import and their status; not for OCCUPIER organizations.
export const sensorRoutes: readonly ScreenRoute[] = [
  {
    path: 'sensor-mapping',
    screen: 'Sensor Mapping',
    access: { permission: 'sensors.mapping', organizationTypes: NOT_OCCUPIERS },
    menu: { label: 'Sensor Mapping', icon: SettingsInputAntennaIcon, slot: 'Data', rank: 5 },
  },
  {
    path: 'butlr-occupancy',
    screen: 'Sensor Occupancy Import',
    access: { permission: 'sensors.occupancyImport', organizationTypes: NOT_OCCUPIERS },
    menu: { label: 'Sensor Occupancy Import', icon: SensorsOutlinedIcon, slot: 'Data', rank: 6 },
  },
  {
    path: 'sensor-status',
    screen: 'Sensor Status',
    access: { permission: 'sensors.status', organizationTypes: NOT_OCCUPIERS },
    menu: { label: 'Sensor Status', icon: MonitorHeartOutlinedIcon, slot: 'Data', rank: 9 },
    page: () => import('./SensorStatusPage.tsx').then((m) => m.SensorStatusPage),
  },
];
