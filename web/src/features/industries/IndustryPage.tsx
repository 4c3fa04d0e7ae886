import { Box, Card, CardContent, Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import {
  can,
  industriesResource,
  organizationsResource,
  type CatalogueEntry,
} from '@atrium/contract';
import { useAll, useDelete, useOne, useUpdate } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import {
  industryFormValues,
  industryUpdateResolver,
  type IndustryFormValues,
} from './industryForm.ts';

/** `industries/{id}`: the industry's name (a master admin edits it) and who is in it. */
export function IndustryPage() {
  const id = Number(useParams().id);
  const industry = useOne(industriesResource, id);
  return (
    <Box sx={{ ...pagePadding, maxWidth: 960 }}>
      <PageHeader
        title={industry.data?.name ?? 'Industry'}
        crumbs={[{ label: 'Industries', to: '/industries' }]}
      />
      <QueryState
        query={industry}
        label="Loading the industry"
        notFound={`There is no industry ${id}.`}
      >
        {(current) => (
          <>
            <IndustryEditor key={current.id} industry={current} />
            <IndustryOrganizations industryId={current.id} />
          </>
        )}
      </QueryState>
    </Box>
  );
}

function IndustryEditor({ industry }: { industry: CatalogueEntry }) {
  const user = useCurrentUser();
  const readOnly = !can(user, 'industries.update');
  const update = useUpdate(industriesResource);
  const remove = useDelete(industriesResource, { handlesErrors: true });
  const form = useForm<IndustryFormValues, unknown, { name?: string }>({
    defaultValues: industryFormValues(industry),
    resolver: industryUpdateResolver,
    disabled: readOnly,
  });
  const save = useSaveForm({
    form,
    save: (data) => update.mutateAsync({ id: industry.id, data }),
    savedMessage: 'Industry saved',
    next: () => null,
  });
  return (
    <FormPage
      form={form}
      save={save}
      submitLabel="Save"
      readOnly={readOnly}
      deletion={
        can(user, 'industries.delete')
          ? {
              title: 'Delete industry',
              message: `Delete the industry ${industry.name}? Organizations in it keep their other details. This cannot be undone.`,
              run: () => remove.mutateAsync(industry.id),
              deletedMessage: 'Industry deleted',
              next: '/industries',
            }
          : null
      }
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        required
        sx={{ maxWidth: 560 }}
      />
    </FormPage>
  );
}

/** The organizations the user can see in this industry. */
function IndustryOrganizations({ industryId }: { industryId: number }) {
  const organizations = useAll(organizationsResource, {
    where: { industryId },
    orderBy: { name: 'asc' },
  });
  const items = organizations.data ?? [];
  return (
    <Card variant="outlined" sx={{ mt: 5 }}>
      <CardContent sx={{ p: { xs: 4, md: 5 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Organizations in this industry
        </Typography>
        {organizations.isPending ? (
          <Typography color="textSecondary">Loading...</Typography>
        ) : items.length === 0 ? (
          <Typography color="textSecondary">
            No organization you can see is in this industry.
          </Typography>
        ) : (
          <List dense disablePadding>
            {items.map((organization) => (
              <ListItem key={organization.id} disableGutters>
                <MuiLink component={Link} to={`/organizations/${organization.id}`}>
                  {organization.name}
                </MuiLink>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
