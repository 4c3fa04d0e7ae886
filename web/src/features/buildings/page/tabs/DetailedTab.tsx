import { Alert } from '@mui/material';
import type { BuildingFull } from '@atrium/contract';

/** The building's Detailed tab (not built yet). */
export function DetailedTab(_props: { building: BuildingFull }) {
  return <Alert severity="info">The Detailed tab is not available yet.</Alert>;
}
