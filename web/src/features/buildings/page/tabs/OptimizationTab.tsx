import { Alert } from '@mui/material';
import type { BuildingFull } from '@atrium/contract';

/** The building's Optimization tab (not built yet). */
export function OptimizationTab(_props: { building: BuildingFull }) {
  return <Alert severity="info">The Optimization tab is not available yet.</Alert>;
}
