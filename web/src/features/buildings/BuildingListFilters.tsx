import { MenuItem, Stack, TextField } from '@mui/material';
import type { BuildingListSearch } from './buildingListSearch.ts';
import { BuildingNameFilter } from './BuildingNameFilter.tsx';
import { useNetworkChoices, useOrganizationChoices } from './choices.ts';

type Filters = Pick<BuildingListSearch, 'name' | 'networkId' | 'organizationId'>;

function ChoiceFilter({
  label,
  allLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: number | null;
  choices: readonly { id: number; name: string }[] | undefined;
  onChange: (id: number | null) => void;
}) {
  // Until the choices arrive, a chosen id has no label; it is kept, not dropped.
  const known = value === null || (choices ?? []).some((choice) => choice.id === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        onChange(event.target.value === '' ? null : Number(event.target.value));
      }}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">
        <em>{allLabel}</em>
      </MenuItem>
      {!known && <MenuItem value={String(value)}>…</MenuItem>}
      {(choices ?? []).map((choice) => (
        <MenuItem key={choice.id} value={String(choice.id)}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Name, network and (owner) organization filters of the building list. */
export function BuildingListFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}) {
  const networks = useNetworkChoices();
  const organizations = useOrganizationChoices(null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 4 }}>
      <BuildingNameFilter
        value={filters.name}
        onChange={(name) => {
          onChange({ name });
        }}
      />
      <ChoiceFilter
        label="Network"
        allLabel="All networks"
        value={filters.networkId}
        choices={networks.data}
        onChange={(networkId) => {
          onChange({ networkId });
        }}
      />
      <ChoiceFilter
        label="Organization"
        allLabel="All organizations"
        value={filters.organizationId}
        choices={organizations.data}
        onChange={(organizationId) => {
          onChange({ organizationId });
        }}
      />
    </Stack>
  );
}
