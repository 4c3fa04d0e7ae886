import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { dataSourcesResource } from '@atrium/contract';
import { useCreate } from '../../api/resourceHooks.ts';
import { FormPage } from '../../components/form/FormPage.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { idOf } from '../../components/list/listSearch.ts';
import { PageHeader, pagePadding } from '../../components/PageHeader.tsx';
import {
  dataSourceCreateResolver,
  newDataSourceFormValues,
  type DataSourceFormValues,
} from './dataSourceForm.ts';
import { DataSourceFormFields } from './DataSourceFormFields.tsx';
import { useDataSourceChoices } from './useDataSourceChoices.ts';

/** `data-sources/create` (`?buildingId=` starts it in that building). */
export function DataSourceCreatePage() {
  const [params] = useSearchParams();
  const choices = useDataSourceChoices();
  const create = useCreate(dataSourcesResource);
  const form = useForm<DataSourceFormValues, unknown, Parameters<typeof create.mutateAsync>[0]>({
    defaultValues: newDataSourceFormValues(idOf(params.get('buildingId'))),
    resolver: dataSourceCreateResolver,
  });
  const save = useSaveForm({
    form,
    save: (data) => create.mutateAsync(data),
    savedMessage: 'Data source created',
    next: (saved) => `/data-sources/${saved.id}`,
  });
  return (
    <Box sx={{ ...pagePadding, maxWidth: 960 }}>
      <PageHeader
        title="New data source"
        subtitle="A system that sends people counts for a building or a network."
        crumbs={[{ label: 'Data Sources', to: '/data-sources' }]}
      />
      <FormPage form={form} save={save} submitLabel="Create" cancelPath="/data-sources">
        <DataSourceFormFields control={form.control} {...choices} />
      </FormPage>
    </Box>
  );
}
