import { Alert } from '@mui/material';
import type { BuildingFull } from '@atrium/contract';

/** The building's Amenities tab (not built yet). */
export function AmenitiesTab(_props: { building: BuildingFull }) {
  return <Alert severity="info">The Amenities tab is not available yet.</Alert>;
}
