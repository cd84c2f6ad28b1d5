import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar sweeping along the top of the window while a page's code loads, drawn at once on a tap
 * (the old page is gone, the new one not there yet). Plain CSS: MUI's LinearProgress would add its
 * code to every page's first download.
 */
export function RouteProgress() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 1500, overflow: 'hidden' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        }}
      />
    </Box>
  );
}
