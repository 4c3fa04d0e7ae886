import { Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { CatalogueEntry } from '@atrium/contract';
import { FormSelectField } from '../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { optionsOf } from '../../components/form/selectOptions.ts';
import type { EncumbranceFormValues, EncumbranceSubmission } from './encumbranceForm.ts';
import { LeaseSection } from './LeaseSection.tsx';

type LeaseFigureFieldsProps = {
  control: Control<EncumbranceFormValues, unknown, EncumbranceSubmission>;
  readOnly: boolean;
  areaUnit: 'sqft' | 'sqm';
  currency: string;
  /** A sublease's limit: its parent's area. */
  maxArea: number | null;
  usageTypes: readonly CatalogueEntry[];
  leaseTypes: readonly CatalogueEntry[];
};

const row = { xs: 'column', md: 'row' } as const;

/** Rent, area, capacity, density, usage and lease type, in the building's currency and unit. */
export function LeaseFigureFields(props: LeaseFigureFieldsProps) {
  const { control, readOnly, areaUnit, currency, maxArea, usageTypes, leaseTypes } = props;
  const field = { control, readOnly } as const;
  return (
    <LeaseSection title="Figures">
      <Stack direction={row} spacing={4}>
        <FormTextField
          {...field}
          name="rentRate"
          label="Rent rate"
          type="number"
          unit={`${currency}/${areaUnit}`}
        />
        <FormTextField
          {...field}
          name="rentableSF"
          label="Rentable area"
          type="number"
          unit={areaUnit}
          helperText={maxArea !== null ? `At most ${maxArea} ${areaUnit}` : undefined}
        />
      </Stack>
      <Stack direction={row} spacing={4}>
        <FormTextField {...field} name="capacity" label="Capacity" type="number" unit="people" />
        <FormTextField
          {...field}
          name="targetDensity"
          label="Target density"
          type="number"
          unit={`${areaUnit}/person`}
          helperText="Area per person"
        />
      </Stack>
      <Stack direction={row} spacing={4}>
        <FormSelectField
          {...field}
          name="usageTypeId"
          label="Usage type"
          emptyLabel="None"
          options={optionsOf(usageTypes)}
        />
        <FormSelectField
          {...field}
          name="leaseTypeId"
          label="Lease type"
          emptyLabel="None"
          options={optionsOf(leaseTypes)}
        />
      </Stack>
    </LeaseSection>
  );
}
