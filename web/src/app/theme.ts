import { createTheme } from '@mui/material/styles';

// Specification section 9: palette, spacing scale and border-radius scale.
export const spacingScale = [0, 4, 8, 12, 16, 24, 32, 48] as const;
export const radiusScale = [0, 2, 4, 8, 12, 16, 24, 32] as const;

export const theme = createTheme({
  palette: {
    primary: { main: '#00AAEF' },
    success: { main: '#00C853' },
  },
  spacing: (factor: number) => `${spacingScale[factor] ?? factor * 4}px`,
  shape: { borderRadius: radiusScale[3] },
});
