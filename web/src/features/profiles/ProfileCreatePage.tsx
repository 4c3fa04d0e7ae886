import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { organizationsResource, type ZProfileCreateSchema } from '@atrium/contract';
import type { z } from 'zod';
import { useAll } from '../../api/resourceHooks.ts';
import { useActingOrganization } from '../../auth/actingOrganization.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { optionsOf } from '../../components/form/selectOptions.ts';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { useSaveProfile } from './profileApi.ts';
import {
  newProfileFormValues,
  profileCreateResolver,
  type ProfileFormValues,
} from './profileForm.ts';
import { ProfileFormFields } from './ProfileFormFields.tsx';

/** `profiles/create`: a new profile, pseudonymous unless a name is given. */
export function ProfileCreatePage() {
  const acting = useActingOrganization();
  const organizations = useAll(organizationsResource, { orderBy: { name: 'asc' } });
  const saveProfile = useSaveProfile();
  const form = useForm<ProfileFormValues, unknown, z.output<typeof ZProfileCreateSchema>>({
    defaultValues: newProfileFormValues(acting.impersonated?.id ?? null),
    resolver: profileCreateResolver,
  });
  const save = useSaveForm({
    form,
    save: (data) => saveProfile.mutateAsync({ id: null, data }),
    savedMessage: 'Profile created',
    next: (saved) => `/profiles/${saved.id}`,
    listFields: ['identifiers'],
  });
  return (
    <Box sx={{ ...pagePadding, maxWidth: 960 }}>
      <PageHeader title="New profile" crumbs={[{ label: 'Profiles', to: '/profiles' }]} />
      <FormPage form={form} save={save} submitLabel="Create" cancelPath="/profiles">
        <ProfileFormFields
          control={form.control}
          organizationOptions={optionsOf(organizations.data)}
        />
      </FormPage>
    </Box>
  );
}
