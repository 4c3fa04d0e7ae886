import type { ReactNode } from 'react';
import { Box } from '@mui/material';

// The page grid of the analytics screens (design brief, "The look"): a row of stat tiles, then
// charts two to a row on wide screens and one on narrow ones.

/** Stat tiles, as many to a row as fit at 200 px or more (two at 768 px, four or more wide). */
export function TileGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      role={label ? 'region' : undefined}
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * Charts two to a row from the `lg` breakpoint (always two with `fixed`, for a print page of a
 * set width); a WideCell spans the row.
 */
export function ChartGrid({ children, fixed = false }: { children: ReactNode; fixed?: boolean }) {
  const two = 'repeat(2, minmax(0, 1fr))';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: fixed ? two : { xs: 'minmax(0, 1fr)', lg: two },
      }}
    >
      {children}
    </Box>
  );
}

/** A ChartGrid cell that takes the whole row. */
export function WideCell({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>{children}</Box>;
}
