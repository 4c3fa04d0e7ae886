import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { BadgeEvent, ProfileActivity, Reservation } from '@atrium/contract';
import { DataTable } from '../../components/DataTable.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { StatTile } from '../../components/StatTile.tsx';
import { formatInstant } from '../../components/sensors/instants.ts';
import { useProfileActivity } from './profileApi.ts';

const statusNames: Record<Reservation['status'], string> = {
  BOOKED: 'Booked',
  CHECKED_IN: 'Checked in',
  CANCELLED: 'Cancelled',
  NO_SHOW: 'No-show',
};

function ActivityTables({ activity }: { activity: ProfileActivity }) {
  const { badgeEvents, reservations } = activity;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <StatTile label="Badge events" value={badgeEvents.total} />
        <StatTile label="Reservations" value={reservations.total} />
      </Stack>
      <Typography variant="subtitle1" component="h3">
        Latest badge events
      </Typography>
      <DataTable<BadgeEvent>
        label="Latest badge events"
        columns={[
          { field: 'timestamp', header: 'When', render: (e) => formatInstant(e.timestamp) },
          { field: 'direction', header: 'Direction', render: (e) => e.direction },
          { field: 'reader', header: 'Door', render: (e) => e.reader ?? '–' },
          { field: 'badgeKey', header: 'Badge' },
        ]}
        rows={badgeEvents.recent}
        getRowId={(e) => e.id}
        emptyText="No badge events find this profile through its identifiers."
      />
      <Typography variant="subtitle1" component="h3">
        Latest reservations
      </Typography>
      <DataTable<Reservation>
        label="Latest reservations"
        columns={[
          { field: 'start', header: 'Start', render: (r) => formatInstant(r.start) },
          { field: 'end', header: 'End', render: (r) => formatInstant(r.end) },
          { field: 'status', header: 'Status', render: (r) => statusNames[r.status] },
          {
            field: 'spaceId',
            header: 'Space',
            render: (r) => (r.spaceId === null ? 'Building' : `Space ${String(r.spaceId)}`),
          },
          { field: 'attendees', header: 'Attendees', align: 'right' },
        ]}
        rows={reservations.recent}
        getRowId={(r) => r.id}
        emptyText="No reservations find this profile through its identifiers."
      />
    </Stack>
  );
}

/**
 * The profile's badge events and reservations (those its identifiers find when they are read):
 * how many, and the latest of each.
 */
export function ProfileActivitySection({ id }: { id: string }) {
  const activity = useProfileActivity(id);
  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-activity">
      <CardContent sx={{ p: 5 }}>
        <Typography id="profile-activity" variant="h6" component="h2" sx={{ mb: 3 }}>
          Badge events and reservations
        </Typography>
        <QueryState
          query={activity}
          label="Loading the badge events and reservations"
          notFound={`There is no profile ${id}, or you may not see it.`}
        >
          {(current) => <ActivityTables activity={current} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}
