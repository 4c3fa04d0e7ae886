import { createTheme, type Theme } from '@mui/material/styles';

// Specification section 9: palette, spacing scale and border-radius scale; light and dark.
export const spacingScale = [0, 4, 8, 12, 16, 24, 32, 48] as const;
export const radiusScale = [0, 2, 4, 8, 12, 16, 24, 32] as const;

/**
 * The brand blue (#00AAEF) is too light for text on white (contrast 2.7:1, WCAG AA needs 4.5:1):
 * wherever the primary colour is text — text and outlined buttons, links, selected tabs — this
 * darker shade of it is used instead (5.3:1). Filled buttons keep the brand blue with dark text.
 * On the dark background the brand blue itself reads well (7.4:1).
 */
export const primaryText = '#00709E';

export type ColorMode = 'light' | 'dark';

export function createAppTheme(mode: ColorMode): Theme {
  const textColour = mode === 'light' ? primaryText : '#00AAEF';
  return createTheme({
    palette: {
      mode,
      primary: { main: '#00AAEF' },
      success: { main: '#00C853' },
      ...(mode === 'light'
        ? { background: { default: '#F6F8FA', paper: '#FFFFFF' } }
        : { background: { default: '#0F1419', paper: '#161C23' } }),
    },
    components: {
      MuiButton: {
        styleOverrides: {
          root: {
            variants: [
              { props: { variant: 'text', color: 'primary' }, style: { color: textColour } },
              { props: { variant: 'outlined', color: 'primary' }, style: { color: textColour } },
            ],
          },
        },
      },
      MuiLink: { styleOverrides: { root: { color: textColour } } },
      MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: textColour } } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
    spacing: (factor: number) => `${spacingScale[factor] ?? factor * 4}px`,
    shape: { borderRadius: radiusScale[3] },
  });
}

/** The light theme (tests and anything outside the colour-mode provider). */
export const theme = createAppTheme('light');
