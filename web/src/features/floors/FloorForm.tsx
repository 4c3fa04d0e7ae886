import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { floorsResource, type Floor, type Units } from '@atrium/contract';
import { useUpdate } from '../../api/resourceHooks.ts';
import { FormImagesField } from '../../components/form/FormImagesField.tsx';
import { FormPage } from '../../components/form/FormPage.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import { areaLabel } from '../buildings/area.ts';
import { floorFormValues, floorUpdateResolver, type FloorFormValues } from './floorForm.ts';
import { FloorLevelFields } from './FloorLevelFields.tsx';

/** The floor's own fields. A save stays on the page, where its spaces are listed below. */
export function FloorForm({
  floor,
  units,
  readOnly,
}: {
  floor: Floor;
  units: Units;
  readOnly: boolean;
}) {
  const update = useUpdate(floorsResource);
  const form = useForm({
    defaultValues: floorFormValues(floor) satisfies FloorFormValues,
    resolver: floorUpdateResolver,
    disabled: readOnly,
  });
  const { control } = form;
  const save = useSaveForm({
    form,
    save: (data) => update.mutateAsync({ id: floor.id, data }),
    savedMessage: 'Floor saved',
    next: () => null,
  });

  return (
    <FormPage form={form} save={save} submitLabel="Save" readOnly={readOnly}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 4,
          mb: 4,
        }}
      >
        <FormTextField control={control} name="name" label="Name" required />
        <FloorLevelFields control={control} areaLabel={areaLabel('Rentable area', units)} />
      </Box>
      <FormImagesField control={control} name="images" label="Images" />
    </FormPage>
  );
}
