import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { can, tagsResource, type Tag } from '@atrium/contract';
import { useDelete, useOne, useUpdate } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { tagFormValues, tagUpdateResolver, type TagFormValues } from './tagForm.ts';
import { TagFormFields } from './TagFormFields.tsx';

/** `tags/{id}`: the tag, edited in place; deleting it asks first. */
export function TagEditPage() {
  const id = Number(useParams().id);
  const tag = useOne(tagsResource, id);
  return (
    <Box sx={{ ...pagePadding, maxWidth: 960 }}>
      <PageHeader title={tag.data?.name ?? 'Tag'} crumbs={[{ label: 'Tags', to: '/tags' }]} />
      <QueryState
        query={tag}
        label="Loading the tag"
        notFound={`There is no tag ${id}, or you may not see it.`}
      >
        {(current) => <TagEditor key={current.id} tag={current} />}
      </QueryState>
    </Box>
  );
}

function TagEditor({ tag }: { tag: Tag }) {
  const user = useCurrentUser();
  const update = useUpdate(tagsResource);
  const remove = useDelete(tagsResource, { handlesErrors: true });
  const form = useForm<TagFormValues, unknown, Parameters<typeof update.mutateAsync>[0]['data']>({
    defaultValues: tagFormValues(tag),
    resolver: tagUpdateResolver,
    disabled: !can(user, 'tags.update'),
  });
  const save = useSaveForm({
    form,
    save: (data) => update.mutateAsync({ id: tag.id, data }),
    savedMessage: 'Tag saved',
    next: () => '/tags',
  });
  return (
    <FormPage
      form={form}
      save={save}
      submitLabel="Save"
      readOnly={!can(user, 'tags.update')}
      deletion={
        can(user, 'tags.delete')
          ? {
              title: 'Delete tag',
              message: `Delete the tag ${tag.name}? It is taken off everything that carries it. This cannot be undone.`,
              run: () => remove.mutateAsync(tag.id),
              deletedMessage: 'Tag deleted',
              next: '/tags',
            }
          : null
      }
    >
      <TagFormFields control={form.control} organizationOptions={null} />
    </FormPage>
  );
}
