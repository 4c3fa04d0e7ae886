import { Chip, useTheme, type ChipProps } from '@mui/material';
import { efficiencyTierLabels, MISSING, type EfficiencyTier } from '@atrium/contract';

// A tier is a state: green when the lease needs more space, amber to downsize, red to churn.
const colours: Record<EfficiencyTier, ChipProps['color']> = {
  EXPANSION: 'success',
  STABLE: 'info',
  DOWNSIZE: 'warning',
  CHURN: 'error',
};

/** The tiers' colours for charts: the theme's state colours, as on the chips. */
export function useTierColours(): Record<EfficiencyTier, string> {
  const { palette } = useTheme();
  return {
    EXPANSION: palette.success.main,
    STABLE: palette.info.main,
    DOWNSIZE: palette.warning.main,
    CHURN: palette.error.main,
  };
}

/** A lease's efficiency tier (specification section 4) with the specification's label. */
export function EfficiencyTierChip({ tier }: { tier: EfficiencyTier | null }) {
  if (tier === null) return <>{MISSING}</>;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[tier]}
      label={efficiencyTierLabels[tier]}
    />
  );
}
