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

/** Tiles or charts side by side on wide screens, one under the other on narrow ones. */
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
        // Tiles pair up on a tablet; charts (two columns) only from md, as at 768 px a chart of
        // a year's months has no room for its labels at half the width.
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
