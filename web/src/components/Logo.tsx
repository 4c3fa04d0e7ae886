import { Box, Typography } from '@mui/material';

/**
 * Atrium's mark: a building seen from above around its open courtyard, the atrium. Drawn in the
 * current text colour so it reads on the top bar in both themes.
 */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden focusable="false">
      <rect x="1" y="1" width="26" height="26" rx="7" fill="currentColor" opacity="0.18" />
      <path d="M6 6h16v16H6z M11 11v6h6v-6z" fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/** The mark and the wordmark, as the top bar shows them. */
export function Logo() {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
      <LogoMark />
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 700, letterSpacing: '0.02em', display: { xs: 'none', sm: 'inline' } }}
      >
        Atrium
      </Typography>
    </Box>
  );
}
