import { Chip, type ChipProps } from '@mui/material';
import { efficiencyTierLabels, MISSING, type EfficiencyTier } from '@atrium/contract';

// A tier is a state: green when the lease needs more space, amber to downsize, red to churn.
const colours: Record<EfficiencyTier, ChipProps['color']> = {
  EXPANSION: 'success',
  STABLE: 'info',
  DOWNSIZE: 'warning',
  CHURN: 'error',
};

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
