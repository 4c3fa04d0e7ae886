import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link } from 'react-router';

/** A block of the dashboard: its title, a link to the screen behind it, and its content. */
export function DashboardSection({
  title,
  link,
  children,
}: {
  title: string;
  link?: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    // A grid of the heading and the content, so that a card filling its cell (height 100 %) ends
    // with the section instead of running into the block below.
    <Box
      component="section"
      aria-label={title}
      sx={{ display: 'grid', gridTemplateRows: 'auto 1fr', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {link && (
          <Button component={Link} to={link.to} size="small" endIcon={<ArrowForwardIcon />}>
            {link.label}
          </Button>
        )}
      </Stack>
      <Box sx={{ minHeight: 0 }}>{children}</Box>
    </Box>
  );
}

/**
 * Tiles side by side on wide screens, one under the other on narrow ones. Rows of charts and
 * tables are the analytics pages' ChartGrid instead: two to a row only from lg, as beside the side
 * menu half the page has no room for a year's months on a chart nor for a table's figures.
 */
export function DashboardGrid({
  columns = 3,
  children,
}: {
  columns?: number;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        // Tiles pair up on a tablet; a grid of two (a tile beside its donut, tiles in half the
        // page) only from md, where each half has the room.
        gridTemplateColumns: {
          xs: '1fr',
          sm: columns > 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
          md: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
