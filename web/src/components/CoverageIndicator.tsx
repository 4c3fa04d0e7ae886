import { Box, Tooltip, type SvgIconProps } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HistoryToggleOffIcon from '@mui/icons-material/HistoryToggleOff';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import type { CoverageState } from '@atrium/contract';

/** What each data coverage state means (specification section 4: its own icon and tooltip). */
export const coverageTexts: Record<CoverageState, { label: string; tooltip: string }> = {
  COVERED: { label: 'Covered', tooltip: 'Covered: every lease or space has this data.' },
  PARTIALLY_COVERED: {
    label: 'Partially covered',
    tooltip: 'Partially covered: some leases or spaces have this data, others do not.',
  },
  EXPIRED: {
    label: 'Expired',
    tooltip: 'Expired: the leases have ended or the data stopped coming more than 30 days ago.',
  },
  NOT_COVERED: { label: 'Not covered', tooltip: 'Not covered: there is no such data.' },
};

// Colours for states only (design brief): green, amber, red; grey for nothing at all.
const icons: Record<CoverageState, { Icon: typeof CheckCircleIcon; color: SvgIconProps['color'] }> =
  {
    COVERED: { Icon: CheckCircleIcon, color: 'success' },
    PARTIALLY_COVERED: { Icon: ErrorIcon, color: 'warning' },
    EXPIRED: { Icon: HistoryToggleOffIcon, color: 'error' },
    NOT_COVERED: { Icon: DoNotDisturbOnOutlinedIcon, color: 'disabled' },
  };

/**
 * One kind of data coverage (Spatial, Financial, Occupancy) as its state's icon, with the state
 * in a tooltip and in the accessible name ('Spatial: Partially covered').
 */
export function CoverageIndicator({
  kind,
  state,
  showLabel = false,
}: {
  kind: string;
  state: CoverageState;
  /** The state's name beside the icon. */
  showLabel?: boolean;
}) {
  const { Icon, color } = icons[state];
  const text = coverageTexts[state];
  return (
    <Tooltip title={`${kind}. ${text.tooltip}`}>
      <Box
        component="span"
        role="img"
        aria-label={`${kind}: ${text.label}`}
        tabIndex={0}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, verticalAlign: 'middle' }}
      >
        <Icon fontSize="small" color={color} aria-hidden />
        {showLabel && (
          <Box component="span" aria-hidden sx={{ typography: 'body2' }}>
            {text.label}
          </Box>
        )}
      </Box>
    </Tooltip>
  );
}
