import type { ReactNode } from 'react';
import { Box } from '@mui/material';

// The layout of an analytics page (design brief, "The look"): a row of stat tiles, then charts
// two to a row on wide screens and one on narrow ones, on the spacing scale.

/** Stat tiles side by side, as many as fit (at least 180 px each). */
export function TileRow({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      role={label ? 'group' : undefined}
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        mb: 5,
      }}
    >
      {children}
    </Box>
  );
}

/** Cards two to a row from 1200 px, one below. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        mb: 5,
      }}
    >
      {children}
    </Box>
  );
}
