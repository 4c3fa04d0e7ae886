import { MenuItem, Paper, Stack, Typography } from '@mui/material';
import type { CatalogueEntry } from '@atrium/contract';
import { LeaseTextField } from './LeaseTextField.tsx';

const catalogueOptions = (entries: readonly CatalogueEntry[]) => [
  <MenuItem key="" value="">
    <em>None</em>
  </MenuItem>,
  ...entries.map((entry) => (
    <MenuItem key={entry.id} value={String(entry.id)}>
      {entry.name}
    </MenuItem>
  )),
];

type LeaseFigureFieldsProps = {
  readOnly: boolean;
  areaUnit: 'sqft' | 'sqm';
  currency: string;
  /** A sublease's limit: its parent's area. */
  maxArea: number | null;
  usageTypes: readonly CatalogueEntry[];
  leaseTypes: readonly CatalogueEntry[];
};

/** Rent, area, capacity, density, usage and lease type, in the building's currency and unit. */
export function LeaseFigureFields(props: LeaseFigureFieldsProps) {
  const { readOnly, areaUnit, currency, maxArea, usageTypes, leaseTypes } = props;
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Stack spacing={4}>
        <Typography variant="h6" component="h2">
          Figures
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <LeaseTextField
            name="rentRate"
            label="Rent rate"
            type="number"
            unit={`${currency}/${areaUnit}`}
            readOnly={readOnly}
          />
          <LeaseTextField
            name="rentableSF"
            label="Rentable area"
            type="number"
            unit={areaUnit}
            readOnly={readOnly}
            hint={maxArea !== null ? `At most ${maxArea} ${areaUnit}` : undefined}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <LeaseTextField
            name="capacity"
            label="Capacity"
            type="number"
            unit="people"
            readOnly={readOnly}
          />
          <LeaseTextField
            name="targetDensity"
            label="Target density"
            type="number"
            unit={`${areaUnit}/person`}
            hint="Area per person"
            readOnly={readOnly}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
          <LeaseTextField
            name="usageTypeId"
            label="Usage type"
            readOnly={readOnly}
            options={catalogueOptions(usageTypes)}
          />
          <LeaseTextField
            name="leaseTypeId"
            label="Lease type"
            readOnly={readOnly}
            options={catalogueOptions(leaseTypes)}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
