import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { MISSING } from '@atrium/contract';

export type Fact = { term: string; value: ReactNode };

/** Facts about one thing (an organization, a network, a user) as a list of terms and values. */
export function FactList({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(max-content, 180px) minmax(0, 1fr)',
        columnGap: 5,
        rowGap: 3,
      }}
    >
      {facts.map(({ term, value }) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? MISSING : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
