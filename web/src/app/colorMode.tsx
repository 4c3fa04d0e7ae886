import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { createAppTheme, type ColorMode } from './theme.ts';

const STORAGE_KEY = 'atrium.colorMode';

type ColorModeChoice = ColorMode | 'system';

const ColorModeContext = createContext<{
  mode: ColorMode;
  setMode: (mode: ColorModeChoice) => void;
}>({ mode: 'light', setMode: () => undefined });

function storedChoice(): ColorModeChoice {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** The light or dark theme: the user's choice, remembered in the browser, else the system's. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const [choice, setChoice] = useState<ColorModeChoice>(storedChoice);
  const mode: ColorMode = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const value = useMemo(
    () => ({
      mode,
      setMode: (next: ColorModeChoice) => {
        setChoice(next);
        try {
          if (next === 'system') window.localStorage.removeItem(STORAGE_KEY);
          else window.localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // Not remembered; the choice still holds for this page.
        }
      },
    }),
    [mode],
  );
  return (
    <ColorModeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorModeContext>
  );
}

export const useColorMode = () => useContext(ColorModeContext);
