import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** A titled part of the lease form: Tenant, Term, Figures, Spaces. */
export function LeaseSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={4}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
