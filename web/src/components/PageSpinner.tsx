import { Box, CircularProgress, Typography } from '@mui/material';

/**
 * A centred spinner, with an optional line of text, while something loads. The status region
 * says what loads; the spinner itself is decoration, hidden from assistive technology (an
 * unnamed progress bar is a serious axe violation, and naming it too would say it twice).
 */
export function PageSpinner({ label, fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={label ?? 'Loading'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        minHeight: fullPage ? '100vh' : 240,
      }}
    >
      <CircularProgress aria-hidden />
      {label && <Typography color="textSecondary">{label}</Typography>}
    </Box>
  );
}
