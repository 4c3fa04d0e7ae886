import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { organizationsResource, tagsResource } from '@atrium/contract';
import { useAll, useCreate } from '../../api/resourceHooks.ts';
import { useActingOrganization } from '../../auth/actingOrganization.ts';
import { isMasterAdmin, useCurrentUser } from '../../auth/currentUser.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { optionsOf } from '../../components/form/selectOptions.ts';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { newTagFormValues, tagCreateResolver, type TagFormValues } from './tagForm.ts';
import { TagFormFields } from './TagFormFields.tsx';

/** `tags/create`: a new tag of the user's organization (a master admin picks one). */
export function TagCreatePage() {
  const user = useCurrentUser();
  const acting = useActingOrganization();
  // Acting as an organization, a master admin's tag is that organization's.
  const choosesOrganization = isMasterAdmin(user) && !acting.impersonated;
  const organizations = useAll(
    organizationsResource,
    { orderBy: { name: 'asc' } },
    {
      enabled: choosesOrganization,
    },
  );
  const create = useCreate(tagsResource);
  const form = useForm<TagFormValues, unknown, Parameters<typeof create.mutateAsync>[0]>({
    defaultValues: newTagFormValues(),
    resolver: tagCreateResolver(choosesOrganization),
  });
  const save = useSaveForm({
    form,
    save: (data) => create.mutateAsync(data),
    savedMessage: 'Tag created',
    next: () => '/tags',
  });
  return (
    <Box sx={{ ...pagePadding, maxWidth: 960 }}>
      <PageHeader title="New tag" crumbs={[{ label: 'Tags', to: '/tags' }]} />
      <FormPage form={form} save={save} submitLabel="Create">
        <TagFormFields
          control={form.control}
          organizationOptions={choosesOrganization ? optionsOf(organizations.data) : null}
        />
      </FormPage>
    </Box>
  );
}
