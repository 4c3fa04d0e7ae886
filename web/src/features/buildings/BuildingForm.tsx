import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormImagesField } from '../../components/form/FormImagesField.tsx';
import { FormPage } from '../../components/form/FormPage.tsx';
import type { SelectOption } from '../../components/form/FormSelectField.tsx';
import { useSaveForm } from '../../components/form/useSaveForm.ts';
import type { BuildingFormValues } from './buildingForm.ts';
import { BuildingFormFields } from './BuildingFormFields.tsx';

export type BuildingFormProps<T> = {
  /** Checks with the contract's create or update schema (`buildingResolver`). */
  resolver: Resolver<BuildingFormValues, unknown, T>;
  defaultValues: BuildingFormValues;
  /** Shows the values without letting them change (users who may not update buildings). */
  readOnly: boolean;
  ownerOptions: readonly SelectOption[];
  dataSourceOptions: readonly SelectOption[] | null;
  onSave: (data: T) => Promise<{ id: number }>;
  savedMessage: string;
  submitLabel: string;
};

/** The building form of the create and edit pages: a save opens the building. */
export function BuildingForm<T>(props: BuildingFormProps<T>) {
  const { resolver, defaultValues, readOnly, ownerOptions, dataSourceOptions } = props;
  const { onSave, savedMessage, submitLabel } = props;
  const form = useForm<BuildingFormValues, unknown, T>({
    defaultValues,
    resolver,
    disabled: readOnly,
  });
  const { control } = form;
  const units = useWatch({ control, name: 'units' });
  const save = useSaveForm({
    form,
    save: onSave,
    savedMessage,
    next: (saved) => `/buildings/${saved.id}`,
  });

  return (
    <FormPage form={form} save={save} submitLabel={submitLabel} readOnly={readOnly}>
      <BuildingFormFields
        control={control}
        units={units}
        ownerOptions={ownerOptions}
        dataSourceOptions={dataSourceOptions}
        images={<FormImagesField control={control} name="images" label="Images" />}
      />
    </FormPage>
  );
}
