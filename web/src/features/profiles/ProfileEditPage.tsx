import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import type { z } from 'zod';
import type { Profile, ZProfileUpdateSchema } from '@atrium/contract';
import { FormPage } from '../../components/form/FormPage.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useProfile, useSaveProfile } from './profileApi.ts';
import { profileFormValues, profileUpdateResolver, type ProfileFormValues } from './profileForm.ts';
import { ProfileFormFields } from './ProfileFormFields.tsx';

/** `profiles/{id}/edit`: the profile's name, department and identifiers. */
export function ProfileEditPage() {
  const id = useParams().id ?? '';
  const profile = useProfile(id);
  return (
    <Box sx={{ ...pagePadding, maxWidth: 960 }}>
      <PageHeader
        title={profile.data ? `Edit ${profile.data.pseudonym}` : 'Edit profile'}
        crumbs={[
          { label: 'Profiles', to: '/profiles' },
          { label: profile.data?.pseudonym ?? 'Profile', to: `/profiles/${id}` },
        ]}
      />
      <QueryState
        query={profile}
        label="Loading the profile"
        notFound={`There is no profile ${id}, or you may not see it.`}
      >
        {(current) => <ProfileEditor key={current.id} profile={current} />}
      </QueryState>
    </Box>
  );
}

function ProfileEditor({ profile }: { profile: Profile }) {
  const saveProfile = useSaveProfile();
  const form = useForm<ProfileFormValues, unknown, z.output<typeof ZProfileUpdateSchema>>({
    defaultValues: profileFormValues(profile),
    resolver: profileUpdateResolver,
  });
  const save = useSaveForm({
    form,
    save: (data) => saveProfile.mutateAsync({ id: profile.id, data }),
    savedMessage: 'Profile saved',
    next: () => `/profiles/${profile.id}`,
    listFields: ['identifiers'],
  });
  return (
    <FormPage form={form} save={save} submitLabel="Save" cancelPath={`/profiles/${profile.id}`}>
      <ProfileFormFields control={form.control} organizationOptions={null} />
    </FormPage>
  );
}
