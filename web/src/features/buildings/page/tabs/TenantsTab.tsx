import { Alert } from '@mui/material';
import type { BuildingFull } from '@atrium/contract';

/** The building's Tenants tab (not built yet). */
export function TenantsTab(_props: { building: BuildingFull }) {
  return <Alert severity="info">The Tenants tab is not available yet.</Alert>;
}
