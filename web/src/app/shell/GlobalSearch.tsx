import { useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  ZSearchResponseSchema,
  type SearchResult,
} from '@atrium/contract';
import { useApiClient } from '../../api/ApiClientContext.ts';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';

const groupLabels: Record<SearchResult['type'], string> = {
  location: 'Locations',
  tenant: 'Tenants',
};

/**
 * Global search (specification section 2): opens with 2 or more characters, asks the API 500 ms
 * after the last keystroke, groups results by type and opens the chosen one.
 */
export function GlobalSearch() {
  const client = useApiClient();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const text = input.trim();
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searching = debounced.length >= SEARCH_MIN_LENGTH;

  const results = useQuery({
    queryKey: ['search', debounced],
    queryFn: ({ signal }) =>
      client.apiCall('search', { text: debounced }, ZSearchResponseSchema, { signal }),
    enabled: searching,
    staleTime: 30_000,
  });
  const settled = text === debounced && !results.isFetching;
  // Results of an older text are not shown; grouping needs them ordered by type.
  const options =
    text === debounced && searching
      ? [...(results.data?.items ?? [])].sort((a, b) => a.type.localeCompare(b.type))
      : [];

  return (
    <Autocomplete<SearchResult>
      sx={{ width: { xs: 160, sm: 280, md: 360 } }}
      size="small"
      open={open && text.length >= SEARCH_MIN_LENGTH}
      onOpen={() => {
        setOpen(true);
      }}
      onClose={() => {
        setOpen(false);
      }}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        // After a choice the box empties; the page is opened instead.
        setInput(reason === 'reset' ? '' : value);
        if (reason === 'input') setOpen(true);
      }}
      onChange={(_event, result) => {
        if (!result) return;
        setInput('');
        void navigate(`/${result.path.replace(/^\/+/, '')}`);
      }}
      options={options}
      filterOptions={(all) => all}
      groupBy={(result) => groupLabels[result.type]}
      getOptionLabel={(result) => result.label}
      isOptionEqualToValue={(a, b) => a.type === b.type && a.path === b.path}
      loading={!settled}
      loadingText="Loading..."
      noOptionsText="No options"
      clearOnBlur={false}
      forcePopupIcon={false}
      renderOption={({ key, ...props }, result) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{result.label}</Typography>
            {result.subtitle && (
              <Typography variant="caption" color="textSecondary">
                {result.subtitle}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Search"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': 'Search' },
            input: {
              ...params.slotProps.input,
              startAdornment: <SearchIcon fontSize="small" sx={{ mr: 1, opacity: 0.7 }} />,
            },
          }}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
      )}
    />
  );
}
