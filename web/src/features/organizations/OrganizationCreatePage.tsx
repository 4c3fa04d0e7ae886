import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { industriesResource, organizationsResource } from '@atrium/contract';
import { useAll, useCreate } from '../../api/resourceHooks.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { optionsOf } from '../../components/form/selectOptions.ts';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import {
  namesOf,
  newOrganizationFormValues,
  organizationCreateResolver,
  type OrganizationFormValues,
} from './organizationForm.ts';
import { OrganizationFormFields } from './OrganizationFormFields.tsx';
import { useSaveOrganizationNames } from './useOrganizationNames.ts';

/** `organizations/create` (master admins): a new organization, its realm, names and domains. */
export function OrganizationCreatePage() {
  const industries = useAll(industriesResource, { orderBy: { name: 'asc' } });
  const create = useCreate(organizationsResource);
  const saveNames = useSaveOrganizationNames();
  const form = useForm<OrganizationFormValues, unknown, Parameters<typeof create.mutateAsync>[0]>({
    defaultValues: newOrganizationFormValues(),
    resolver: organizationCreateResolver,
  });
  const save = useSaveForm({
    form,
    save: async (data) => {
      const created = await create.mutateAsync(data);
      await saveNames(created.id, namesOf(form.getValues()), { aliases: [], domains: [] });
      return created;
    },
    savedMessage: 'Organization created',
    next: (created) => `/organizations/${created.id}`,
  });
  return (
    <Box sx={{ ...pagePadding, maxWidth: 1100 }}>
      <PageHeader
        title="New organization"
        crumbs={[{ label: 'Organizations', to: '/organizations' }]}
      />
      <FormPage form={form} save={save} submitLabel="Create">
        <OrganizationFormFields
          control={form.control}
          industryOptions={optionsOf(industries.data)}
          keyEditable
        />
      </FormPage>
    </Box>
  );
}
