import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';

export type Crumb = { label: string; to: string };

/**
 * The head of every page (design brief, "The look"): breadcrumbs, the title and a subtitle on
 * the left, the page's actions on the right; they wrap under the title on narrow screens.
 */
export function PageHeader({
  title,
  subtitle,
  crumbs,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  crumbs?: readonly Crumb[];
  actions?: ReactNode;
}) {
  return (
    <Box component="header" sx={{ mb: 5 }}>
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs aria-label="Breadcrumbs" sx={{ mb: 1 }}>
          {crumbs.map((crumb) => (
            <MuiLink key={crumb.to} component={Link} to={crumb.to} underline="hover">
              {crumb.label}
            </MuiLink>
          ))}
        </Breadcrumbs>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" color="textSecondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={2} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/** The padding every page has around its content. */
export const pagePadding = { p: { xs: 4, md: 6 } } as const;
