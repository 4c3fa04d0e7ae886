import { Alert, AlertTitle } from '@mui/material';

/** Site figures belong to one operator: a master admin chooses one to act as first. */
export function NoOrganizationSelected() {
  return (
    <Alert severity="warning">
      <AlertTitle>No organization selected</AlertTitle>
      Site statistics are an operator&apos;s: choose the operator to act as in the top bar to see
      its sites, their floors and occupancy.
    </Alert>
  );
}
