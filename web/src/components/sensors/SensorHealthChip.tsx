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

const looks = {
  HEALTHY: { color: 'success', icon: <CheckCircleOutlineIcon /> },
  LATE: { color: 'warning', icon: <ScheduleIcon /> },
  STOPPED: { color: 'error', icon: <ErrorOutlineIcon /> },
  NO_DATA: { color: 'default', icon: <HelpOutlineIcon /> },
} as const;

/** A sensor's or data source's health: green, amber, red or grey (colours only for states). */
export function SensorHealthChip({ health }: { health: SensorHealth }) {
  const { label, meaning } = sensorHealthText[health];
  const look = looks[health];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={look.color}
      icon={look.icon}
      label={label}
      title={meaning}
    />
  );
}
