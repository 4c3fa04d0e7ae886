import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * A table cell's text with a smaller line under it: a tenant's industry, a lease's use, a room's
 * floor, an import's time. Without a caption it is the text alone.
 */
export function CaptionedCell({ children, caption }: { children: ReactNode; caption?: ReactNode }) {
  return (
    <Box>
      {children}
      {caption ? (
        <Typography variant="caption" component="div" color="textSecondary">
          {caption}
        </Typography>
      ) : null}
    </Box>
  );
}
