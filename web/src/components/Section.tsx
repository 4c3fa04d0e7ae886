import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/** A titled part of a page (a table, a group of cards): its heading, a line of text, actions. */
export function Section({
  title,
  subtitle,
  actions,
  headingLevel = 'h2',
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="textSecondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}
