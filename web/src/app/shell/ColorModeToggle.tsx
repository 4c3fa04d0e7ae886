import { IconButton } from '@mui/material';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { useColorMode } from '../colorMode.tsx';

/** Switches between the light and the dark theme. */
export function ColorModeToggle() {
  const { mode, setMode } = useColorMode();
  const label = mode === 'light' ? 'Switch to the dark theme' : 'Switch to the light theme';
  return (
    // A plain title, not MUI's Tooltip: the top bar loads with the first page, the popper need not.
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => {
        setMode(mode === 'light' ? 'dark' : 'light');
      }}
    >
      {mode === 'light' ? <DarkModeOutlinedIcon /> : <LightModeOutlinedIcon />}
    </IconButton>
  );
}
