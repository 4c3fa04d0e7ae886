import { Box, Tooltip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContrastIcon from '@mui/icons-material/Contrast';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import type { CoverageState } from '@atrium/contract';

/** Each coverage state's name and what it means (the icon's tooltip and accessible name). */
export const coverageText: Record<CoverageState, { label: string; meaning: string }> = {
  COVERED: { label: 'Covered', meaning: 'Every lease or space has the data.' },
  PARTIALLY_COVERED: {
    label: 'Partially covered',
    meaning: 'Some leases or spaces lack the data.',
  },
  EXPIRED: {
    label: 'Expired',
    meaning: 'The leases have ended, or the occupancy data stopped more than 30 days ago.',
  },
  NOT_COVERED: { label: 'Not covered', meaning: 'No lease or space has the data.' },
};

const looks = {
  COVERED: { Icon: CheckCircleIcon, color: 'success.main' },
  PARTIALLY_COVERED: { Icon: ContrastIcon, color: 'warning.main' },
  EXPIRED: { Icon: EventBusyIcon, color: 'error.main' },
  NOT_COVERED: { Icon: RemoveCircleOutlineIcon, color: 'text.disabled' },
} as const;

/**
 * A coverage state (specification section 4: its own icon and tooltip): green, amber, red or
 * grey, colour only for states. `kind` names what is covered: 'Spatial: Covered'.
 */
export function DataCoverageIcon({ state, kind }: { state: CoverageState; kind?: string }) {
  const { label, meaning } = coverageText[state];
  const { Icon, color } = looks[state];
  const name = kind ? `${kind}: ${label}` : label;
  return (
    <Tooltip title={`${name}. ${meaning}`}>
      <Box
        component="span"
        role="img"
        aria-label={name}
        sx={{ display: 'inline-flex', color, verticalAlign: 'middle' }}
      >
        <Icon fontSize="small" />
      </Box>
    </Tooltip>
  );
}
