import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { Tooltip } from '../../components/Tooltip';
import { useHydrated } from '../../lib/hydration';

export function ThemeToggle() {
  const { mode, setMode } = useColorScheme();
  // As the server drew it (light: it cannot know the stored mode) until hydrated, then the real one.
  const dark = useHydrated() && mode === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={dark}
        onClick={() => setMode(dark ? 'light' : 'dark')}
      >
        {dark ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
      </IconButton>
    </Tooltip>
  );
}
