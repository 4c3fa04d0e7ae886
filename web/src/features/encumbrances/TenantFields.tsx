import { Autocomplete, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import type { EncumbranceFormValues, EncumbranceSubmission } from './encumbranceForm.ts';

export type OrganizationOption = { id: number; name: string };

type TenantFieldsProps = {
  control: Control<EncumbranceFormValues, unknown, EncumbranceSubmission>;
  /** The organizations to choose from, by name. */
  options: readonly OrganizationOption[];
  readOnly: boolean;
};

// An organization the caller may not list is still shown, by its id.
const optionOf = (byId: ReadonlyMap<number, OrganizationOption>, id: number) =>
  byId.get(id) ?? { id, name: `Organization ${id}` };

/** The tenant organization and the additional organizations of the lease. */
export function TenantFields({ control, options, readOnly }: TenantFieldsProps) {
  const byId = new Map(options.map((option) => [option.id, option]));
  const common = {
    getOptionLabel: (option: OrganizationOption) => option.name,
    getOptionKey: (option: OrganizationOption) => option.id,
    isOptionEqualToValue: (a: OrganizationOption, b: OrganizationOption) => a.id === b.id,
    noOptionsText: 'No options',
    readOnly,
  };
  return (
    <>
      <Controller
        control={control}
        name="organizationId"
        render={({ field, fieldState }) => (
          <Autocomplete<OrganizationOption>
            {...common}
            options={options}
            value={field.value === null ? null : optionOf(byId, field.value)}
            onChange={(_event, option) => {
              field.onChange(option?.id ?? null);
            }}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label="Tenant organization"
                required
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="additionalOrganizationIds"
        render={({ field, fieldState }) => (
          <Autocomplete<OrganizationOption, true>
            {...common}
            multiple
            options={options}
            value={field.value.map((id) => optionOf(byId, id))}
            onChange={(_event, chosen) => {
              field.onChange(chosen.map((option) => option.id));
            }}
            onBlur={field.onBlur}
            filterSelectedOptions
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label="Additional organizations"
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message ?? 'Other organizations that share this lease'
                }
              />
            )}
          />
        )}
      />
    </>
  );
}
