import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { can, industriesResource, organizationsResource } from '@atrium/contract';
import { useAll, useDelete, useOne, useUpdate, type FullEntity } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { optionsOf } from '../../components/form/selectOptions.ts';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import {
  namesOf,
  organizationFormValues,
  organizationUpdateResolver,
  type OrganizationFormValues,
} from './organizationForm.ts';
import { OrganizationFormFields } from './OrganizationFormFields.tsx';
import {
  useOrganizationNames,
  useSaveOrganizationNames,
  type SavedNames,
} from './useOrganizationNames.ts';

/** `organizations/{id}/edit` (master admins): the organization, its aliases and domains. */
export function OrganizationEditPage() {
  const id = Number(useParams().id);
  const organization = useOne(organizationsResource, id);
  const names = useOrganizationNames(id);
  const title = organization.data?.name ?? 'Organization';
  return (
    <Box sx={{ ...pagePadding, maxWidth: 1100 }}>
      <PageHeader
        title={`Edit ${title}`}
        crumbs={[
          { label: 'Organizations', to: '/organizations' },
          { label: title, to: `/organizations/${id}` },
        ]}
      />
      <QueryState
        query={organization}
        label="Loading the organization"
        notFound={`There is no organization ${id}, or you may not see it.`}
      >
        {(current) => (
          <QueryState query={names.aliases} label="Loading its aliases" notFound="">
            {(aliases) => (
              <QueryState query={names.domains} label="Loading its domains" notFound="">
                {(domains) => (
                  <OrganizationEditor
                    key={current.id}
                    organization={current}
                    saved={{ aliases, domains }}
                  />
                )}
              </QueryState>
            )}
          </QueryState>
        )}
      </QueryState>
    </Box>
  );
}

function OrganizationEditor({
  organization,
  saved,
}: {
  organization: FullEntity<typeof organizationsResource>;
  saved: SavedNames;
}) {
  const user = useCurrentUser();
  const industries = useAll(industriesResource, { orderBy: { name: 'asc' } });
  const update = useUpdate(organizationsResource);
  const remove = useDelete(organizationsResource, { handlesErrors: true });
  const saveNames = useSaveOrganizationNames();
  const form = useForm<
    OrganizationFormValues,
    unknown,
    Parameters<typeof update.mutateAsync>[0]['data']
  >({
    defaultValues: organizationFormValues(organization, {
      aliases: saved.aliases.map((alias) => alias.alias),
      domains: saved.domains.map((domain) => domain.domain),
    }),
    resolver: organizationUpdateResolver,
  });
  const save = useSaveForm({
    form,
    save: async (data) => {
      const updated = await update.mutateAsync({ id: organization.id, data });
      await saveNames(organization.id, namesOf(form.getValues()), saved);
      return updated;
    },
    savedMessage: 'Organization saved',
    next: () => `/organizations/${organization.id}/details`,
  });
  return (
    <FormPage
      form={form}
      save={save}
      submitLabel="Save"
      deletion={
        can(user, 'organizations.delete')
          ? {
              title: 'Delete organization',
              message: `Delete ${organization.name}? Its aliases and domains go with it. An organization that still has users, buildings, leases or networks cannot be deleted. This cannot be undone.`,
              run: () => remove.mutateAsync(organization.id),
              deletedMessage: 'Organization deleted',
              next: '/organizations',
            }
          : null
      }
    >
      <OrganizationFormFields
        control={form.control}
        industryOptions={optionsOf(industries.data, organization.industry)}
        keyEditable={false}
      />
    </FormPage>
  );
}
