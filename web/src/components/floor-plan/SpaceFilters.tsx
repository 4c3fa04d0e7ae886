import { Autocomplete, Stack, TextField } from '@mui/material';
import { spaceCategories, type SpaceCategory } from '@atrium/contract';
import { BuildingDatePicker } from '../date-range/BuildingDatePicker.tsx';
import type { DateRange } from '../date-range/dateRange.ts';
import { categoryLabel } from './geometry.ts';

export type SpaceFilter = { category: SpaceCategory | null; type: string | null };

/**
 * The left column's filters (specification section 2): a clearable Category, then either the
 * Date (when the floor has an occupancy source) or a Type filter. Choosing a category resets the
 * type (section 4).
 */
export function SpaceFilters({
  filter,
  onFilterChange,
  categories,
  types,
  date,
}: {
  filter: SpaceFilter;
  onFilterChange: (filter: SpaceFilter) => void;
  /** The categories the floor's spaces have. */
  categories: ReadonlySet<SpaceCategory>;
  /** The types of the spaces of the chosen category (all when none is chosen). */
  types: readonly string[];
  /** The date filter, when the floor has an occupancy source; else the Type filter shows. */
  date: {
    value: string | null;
    onChange: (date: string) => void;
    range: DateRange | null;
    timeZone: string;
  } | null;
}) {
  const options = spaceCategories.filter((category) => categories.has(category));
  return (
    <Stack spacing={3}>
      <Autocomplete<SpaceCategory>
        size="small"
        options={options}
        value={filter.category}
        getOptionLabel={categoryLabel}
        onChange={(_event, category) => {
          onFilterChange({ category, type: null });
        }}
        renderInput={(params) => <TextField {...params} label="Category" />}
      />
      {date ? (
        <BuildingDatePicker
          value={date.value}
          onChange={date.onChange}
          range={date.range}
          timeZone={date.timeZone}
        />
      ) : (
        <Autocomplete<string>
          size="small"
          options={types}
          value={filter.type}
          onChange={(_event, type) => {
            onFilterChange({ ...filter, type });
          }}
          renderInput={(params) => <TextField {...params} label="Type" />}
        />
      )}
    </Stack>
  );
}
