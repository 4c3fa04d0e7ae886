import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { loadSmplr } from './smplrspace.ts';

type ViewerState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; details: string };

const describe = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';

/**
 * The Smplrspace viewer of a building's floor plan, in 2D without level picker (specification
 * section 2): loading, ready, or failed with the error and `fallback` (the floor images) below.
 */
export function SmplrspaceViewer({
  spaceId,
  clientToken,
  organizationId,
  height,
  fallback,
}: {
  spaceId: string;
  clientToken: string;
  organizationId: string;
  height: number;
  fallback: ReactNode;
}) {
  const containerId = `smplr-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [state, setState] = useState<ViewerState>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let space: { remove?: () => void } | null = null;
    const fail = (error: unknown) => {
      if (!cancelled) setState({ kind: 'failed', details: describe(error) });
    };
    loadSmplr()
      .then((smplr) => {
        if (cancelled) return;
        const viewer = new smplr.Space({ spaceId, clientToken, containerId, organizationId });
        space = viewer;
        viewer.startViewer({
          preview: false,
          mode: '2d',
          allowModeChange: false,
          hideLevelPicker: true,
          onReady: () => {
            if (!cancelled) setState({ kind: 'ready' });
          },
          onError: fail,
        });
      })
      .catch(fail);
    return () => {
      cancelled = true;
      space?.remove?.();
    };
  }, [spaceId, clientToken, organizationId, containerId]);

  if (state.kind === 'failed') {
    return (
      <Stack spacing={3}>
        <Alert severity="error">
          <AlertTitle>Couldn&apos;t load Simplr Space viewer.</AlertTitle>
          {state.details}
        </Alert>
        {fallback}
      </Stack>
    );
  }
  return (
    <Box sx={{ position: 'relative', height }}>
      <Box id={containerId} aria-label="Floor plan viewer" role="region" sx={{ height: '100%' }} />
      {state.kind === 'loading' && (
        <Box
          role="status"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
        >
          <Typography color="textSecondary">Loading...</Typography>
        </Box>
      )}
    </Box>
  );
}
