import { Chip } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { SensorHealth } from '@atrium/contract';

/** How each health state reads, and what it means (the chip's tooltip text). */
export const sensorHealthText: Record<SensorHealth, { label: string; meaning: string }> = {
  HEALTHY: { label: 'Healthy', meaning: 'Reported today or on the last working day.' },
  LATE: { label: 'Late', meaning: 'No reading for one or two working days.' },
  STOPPED: { label: 'Stopped', meaning: 'No reading for three working days or more.' },
  NO_DATA: { label: 'No data', meaning: 'Has never sent a reading.' },
};

// The state's colour is on the icon and the border; the text keeps the body colour, since the
// palette's green and amber are too light for small text on white.
const looks = {
  HEALTHY: { color: 'success.main', icon: <CheckCircleOutlineIcon /> },
  LATE: { color: 'warning.main', icon: <ScheduleIcon /> },
  STOPPED: { color: 'error.main', icon: <ErrorOutlineIcon /> },
  NO_DATA: { color: 'text.disabled', icon: <HelpOutlineIcon /> },
} as const;

/** A sensor's or data source's health: green, amber, red or grey (colours only for states). */
export function SensorHealthChip({ health }: { health: SensorHealth }) {
  const { label, meaning } = sensorHealthText[health];
  const look = looks[health];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={look.icon}
      sx={{ borderColor: look.color, '& .MuiChip-icon': { color: look.color } }}
      label={label}
      title={meaning}
    />
  );
}
