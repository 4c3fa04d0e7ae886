import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { can, dataSourcesResource, type DataSourceFull } from '@atrium/contract';
import { useDelete, useOne, useUpdate } from '../../api/resourceHooks.ts';
import { useCurrentUser } from '../../auth/currentUser.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import {
  dataSourceFormValues,
  dataSourceUpdateResolver,
  type DataSourceFormValues,
} from './dataSourceForm.ts';
import { DataSourceFormFields } from './DataSourceFormFields.tsx';
import { useDataSourceChoices } from './useDataSourceChoices.ts';

/** `data-sources/{id}/edit`: the data source's fields; deleting it asks first. */
export function DataSourceEditPage() {
  const id = Number(useParams().id);
  const source = useOne(dataSourcesResource, id);
  return (
    <Box sx={{ ...pagePadding, maxWidth: 960 }}>
      <PageHeader
        title={source.data ? `Edit ${source.data.name}` : 'Edit data source'}
        crumbs={[
          { label: 'Data Sources', to: '/data-sources' },
          { label: source.data?.name ?? 'Data source', to: `/data-sources/${id}` },
        ]}
      />
      <QueryState
        query={source}
        label="Loading the data source"
        notFound={`There is no data source ${id}, or you may not see it.`}
      >
        {(current) => <DataSourceEditor key={current.id} source={current} />}
      </QueryState>
    </Box>
  );
}

function DataSourceEditor({ source }: { source: DataSourceFull }) {
  const user = useCurrentUser();
  const choices = useDataSourceChoices();
  const update = useUpdate(dataSourcesResource);
  const remove = useDelete(dataSourcesResource, { handlesErrors: true });
  const mayUpdate = can(user, 'dataSources.update');
  const form = useForm<
    DataSourceFormValues,
    unknown,
    Parameters<typeof update.mutateAsync>[0]['data']
  >({
    defaultValues: dataSourceFormValues(source),
    resolver: dataSourceUpdateResolver,
    disabled: !mayUpdate,
  });
  const save = useSaveForm({
    form,
    save: (data) => update.mutateAsync({ id: source.id, data }),
    savedMessage: 'Data source saved',
    next: () => `/data-sources/${source.id}`,
  });
  return (
    <FormPage
      form={form}
      save={save}
      submitLabel="Save"
      readOnly={!mayUpdate}
      cancelPath={`/data-sources/${source.id}`}
      deletion={
        can(user, 'dataSources.delete')
          ? {
              title: 'Delete data source',
              message: `Delete the data source ${source.name}? A data source that has readings cannot be deleted: delete its readings on the Occupancy page first. This cannot be undone.`,
              run: () => remove.mutateAsync(source.id),
              deletedMessage: 'Data source deleted',
              next: '/data-sources',
            }
          : null
      }
    >
      <DataSourceFormFields control={form.control} {...choices} readOnly={!mayUpdate} />
    </FormPage>
  );
}
