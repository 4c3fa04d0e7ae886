import type { Control } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import type { FloorFormValues } from './floorForm.ts';

/** Where a floor sits and how large it is: the add dialog's and the floor page's fields. */
export function FloorLevelFields<T>({
  control,
  areaLabel,
}: {
  control: Control<FloorFormValues, unknown, T>;
  /** The rentable area's label, with the building's unit. */
  areaLabel: string;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name="position"
        label="Position"
        required
        helperText="Level number; higher is further up"
        inputMode="numeric"
      />
      <FormTextField control={control} name="rentableSF" label={areaLabel} inputMode="decimal" />
    </>
  );
}
