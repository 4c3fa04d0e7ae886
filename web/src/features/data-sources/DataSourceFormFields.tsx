import { Autocomplete, Stack, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { dataSystemList } from '@atrium/contract';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import type { DataSourceFormValues } from './dataSourceForm.ts';

type Named = { id: number; name: string };

const systemOptions: SelectOption[] = dataSystemList.map((system) => ({
  value: system.value,
  label: system.label,
}));

// An organization the list does not hold (yet) is still shown, by its id.
const optionOf = (byId: ReadonlyMap<number, Named>, id: number): Named =>
  byId.get(id) ?? { id, name: `Organization ${id}` };

/** Name, system, where it counts (a building or a network) and who may not see it. */
export function DataSourceFormFields<T>({
  control,
  buildingOptions,
  networkOptions,
  organizations,
  placesLoading = false,
  readOnly = false,
}: {
  control: Control<DataSourceFormValues, unknown, T>;
  buildingOptions: readonly SelectOption[];
  networkOptions: readonly SelectOption[];
  organizations: readonly Named[];
  /** The buildings and networks are still loading. */
  placesLoading?: boolean;
  readOnly?: boolean;
}) {
  const byId = new Map(organizations.map((o) => [o.id, o]));
  return (
    <Stack spacing={4} sx={{ maxWidth: 560 }}>
      <FormTextField control={control} name="name" label="Name" required />
      <FormSelectField
        control={control}
        name="dataSystem"
        label="Data system"
        required
        options={systemOptions}
        helperText="Where the readings come from."
      />
      <FormSelectField
        control={control}
        name="buildingId"
        label="Building"
        emptyLabel="None"
        options={buildingOptions}
        optionsLoading={placesLoading}
        helperText="The building whose people it counts."
      />
      <FormSelectField
        control={control}
        name="networkId"
        label="Network"
        emptyLabel="None"
        options={networkOptions}
        optionsLoading={placesLoading}
        helperText="Or a network of buildings, instead of one building."
      />
      <Controller
        control={control}
        name="excludedOrganizationIds"
        render={({ field, fieldState }) => (
          <Autocomplete<Named, true>
            multiple
            readOnly={readOnly}
            options={organizations}
            value={field.value.map((id) => optionOf(byId, id))}
            getOptionLabel={(option) => option.name}
            getOptionKey={(option) => option.id}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterSelectedOptions
            noOptionsText="No options"
            onChange={(_event, chosen) => {
              field.onChange(chosen.map((option) => option.id));
            }}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label="Excluded organizations"
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message ??
                  'Organizations that do not see this data source nor the figures from it.'
                }
              />
            )}
          />
        )}
      />
    </Stack>
  );
}
