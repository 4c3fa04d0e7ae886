import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link, useParams } from 'react-router';
import { can, type Profile } from '@atrium/contract';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { identifierTypeNames } from './identifierTypes.ts';
import { useProfile } from './profileApi.ts';
import { ProfileActivitySection } from './ProfileActivity.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" color="textSecondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <Stack spacing={6}>
      <Card variant="outlined">
        <CardContent sx={{ p: 5 }}>
          <Stack component="dl" direction={{ xs: 'column', sm: 'row' }} spacing={6} sx={{ m: 0 }}>
            <Fact label="Pseudonym" value={profile.pseudonym} />
            <Fact label="Name" value={profile.name ?? 'Not kept (pseudonymous)'} />
            <Fact label="Department" value={profile.department ?? '–'} />
            <Fact label="Organization" value={profile.organization.name} />
            <Fact label="Created" value={profile.createdAt.slice(0, 10)} />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ p: 5 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
            Identifiers
          </Typography>
          <DataTable
            label="Identifiers"
            columns={[
              { field: 'type', header: 'Type', render: (i) => identifierTypeNames[i.type] },
              { field: 'value', header: 'Value' },
            ]}
            rows={profile.identifiers}
            getRowId={(i) => i.id}
            emptyText="No identifiers: badge events and reservations cannot find this profile."
          />
        </CardContent>
      </Card>
      <ProfileActivitySection id={profile.id} />
    </Stack>
  );
}

/** `profiles/{id}` (a text id): the profile, its identifiers and the activity they find. */
export function ProfilePage() {
  const id = useParams().id ?? '';
  const user = useCurrentUser();
  const profile = useProfile(id);
  return (
    <Box sx={{ ...pagePadding, maxWidth: 1200 }}>
      <PageHeader
        title={profile.data?.name ?? profile.data?.pseudonym ?? 'Profile'}
        subtitle={profile.data?.name ? profile.data.pseudonym : undefined}
        crumbs={[{ label: 'Profiles', to: '/profiles' }]}
        actions={
          profile.data &&
          can(user, 'profiles.update') && (
            <Button
              component={Link}
              to={`/profiles/${id}/edit`}
              variant="contained"
              startIcon={<EditOutlinedIcon />}
            >
              Edit
            </Button>
          )
        }
      />
      <QueryState
        query={profile}
        label="Loading the profile"
        notFound={`There is no profile ${id}, or you may not see it.`}
      >
        {(current) => <ProfileDetails profile={current} />}
      </QueryState>
    </Box>
  );
}
