import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { unitSystems, type Units } from '@atrium/contract';
import { FormSelectField, type SelectOption } from '../../components/form/FormSelectField.tsx';
import { FormSwitch } from '../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../components/form/FormTextField.tsx';
import { areaLabel } from './area.ts';
import type { BuildingFormValues } from './buildingForm.ts';
import { TimeZoneField } from './TimeZoneField.tsx';
import { WorkingHoursFields } from './WorkingHoursFields.tsx';

const unitOptions: SelectOption[] = unitSystems.map((units) => ({
  value: units,
  label: units === 'IMPERIAL' ? 'Imperial (sqft)' : 'Metric (sqm)',
}));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 6 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 4 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          gap: 4,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

export type BuildingFormFieldsProps<T> = {
  control: Control<BuildingFormValues, unknown, T>;
  /** The unit system chosen in the form, for the area labels. */
  units: Units;
  ownerOptions: readonly SelectOption[];
  /** The building's data sources; only an existing building has any. */
  dataSourceOptions: readonly SelectOption[] | null;
  /** The images field, in a section of its own. */
  images: ReactNode;
};

/** Every field of a building, in sections. */
export function BuildingFormFields<T>(props: BuildingFormFieldsProps<T>) {
  const { control, units, ownerOptions, dataSourceOptions, images } = props;
  return (
    <>
      <Section title="General">
        <FormTextField control={control} name="name" label="Name" required />
        <FormSelectField
          control={control}
          name="ownerOrganizationId"
          label="Owner organization"
          required
          options={ownerOptions}
        />
        <FormTextField control={control} name="class" label="Class" />
        <FormTextField
          control={control}
          name="description"
          label="Description"
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
        />
        <FormSwitch control={control} name="isActive" label="Active" />
      </Section>
      <Section title="Address">
        <FormTextField control={control} name="street1" label="Street" />
        <FormTextField control={control} name="street2" label="Street (line 2)" />
        <FormTextField control={control} name="city" label="City" />
        <FormTextField control={control} name="region" label="Region" />
        <FormTextField control={control} name="postalCode" label="Postal code" />
        <FormTextField control={control} name="country" label="Country" />
        <FormTextField
          control={control}
          name="coordinates.0"
          label="Latitude"
          inputMode="decimal"
        />
        <FormTextField
          control={control}
          name="coordinates.1"
          label="Longitude"
          inputMode="decimal"
        />
        <TimeZoneField control={control} />
      </Section>
      <Section title="Working hours">
        <WorkingHoursFields control={control} />
      </Section>
      <Section title="Size and age">
        <FormSelectField control={control} name="units" label="Units" options={unitOptions} />
        <FormTextField
          control={control}
          name="totalSF"
          label={areaLabel('Total area', units)}
          inputMode="decimal"
        />
        <FormTextField
          control={control}
          name="rentableSF"
          label={areaLabel('Rentable area', units)}
          inputMode="decimal"
        />
        <FormTextField
          control={control}
          name="avgRentableSFPerFloor"
          label={areaLabel('Average rentable area per floor', units)}
          inputMode="decimal"
        />
        <FormTextField control={control} name="floorCount" label="Floors" inputMode="decimal" />
        <FormTextField control={control} name="yearBuilt" label="Year built" inputMode="decimal" />
        <FormTextField
          control={control}
          name="yearRenovated"
          label="Year renovated"
          inputMode="decimal"
        />
        <FormTextField
          control={control}
          name="currency"
          label="Currency"
          helperText="Three-letter ISO 4217 code, e.g. USD"
        />
      </Section>
      <Section title="Integrations">
        <FormTextField control={control} name="externalSpatialId" label="External spatial id" />
        {dataSourceOptions !== null && (
          <FormSelectField
            control={control}
            name="primaryOccupancyDataSourceId"
            label="Primary occupancy data source"
            emptyLabel="None"
            options={dataSourceOptions}
          />
        )}
      </Section>
      <Box component="section" sx={{ mb: 6 }}>
        {images}
      </Box>
    </>
  );
}
