import { Alert, AlertTitle, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router';
import { can } from '@atrium/contract';
import { useCurrentUser } from '../auth/currentUser.ts';

/**
 * The empty state of an analytics screen without occupancy data (design brief: say what is
 * missing and what to do about it): no sensor has reported and no counts were imported.
 */
export function NoOccupancyData({ subject }: { subject: string }) {
  const user = useCurrentUser();
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>No occupancy data for {subject}</AlertTitle>
      No people-counting sensor has reported and no counts were imported, so there is nothing to
      chart yet. Occupancy comes from the building's data sources (its Data tab)
      {can(user, 'dataImports.create') ? (
        <>
          {' '}
          or an{' '}
          <MuiLink component={Link} to="/import-occupancy">
            occupancy import
          </MuiLink>
          .
        </>
      ) : (
        '; ask an administrator to connect one or to import counts.'
      )}
    </Alert>
  );
}
