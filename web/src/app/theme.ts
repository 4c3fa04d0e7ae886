import { createTheme } from '@mui/material/styles';

// Specification section 9: palette, spacing scale and border-radius scale.
export const spacingScale = [0, 4, 8, 12, 16, 24, 32, 48] as const;
export const radiusScale = [0, 2, 4, 8, 12, 16, 24, 32] as const;

/**
 * The brand blue (#00AAEF) is too light for text on white (contrast 2.7:1, WCAG AA needs 4.5:1):
 * wherever the primary colour is text — text and outlined buttons, links, selected tabs — this
 * darker shade of it is used instead (5.3:1). Filled buttons keep the brand blue with dark text.
 */
export const primaryText = '#00709E';

export const theme = createTheme({
  palette: {
    primary: { main: '#00AAEF' },
    success: { main: '#00C853' },
  },
  components: {
    MuiButton: {
      styleOverrides: {
        root: {
          variants: [
            { props: { variant: 'text', color: 'primary' }, style: { color: primaryText } },
            { props: { variant: 'outlined', color: 'primary' }, style: { color: primaryText } },
          ],
        },
      },
    },
    MuiLink: { styleOverrides: { root: { color: primaryText } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: primaryText } } } },
  },
  spacing: (factor: number) => `${spacingScale[factor] ?? factor * 4}px`,
  shape: { borderRadius: radiusScale[3] },
});
