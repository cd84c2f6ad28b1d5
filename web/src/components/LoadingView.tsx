import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** docs/product.md#screens (Guards): a spinning icon and "Loading" with 0 to 3 dots cycling every 500 ms. */
export function LoadingView({ minHeight = '50vh' }: { minHeight?: number | string }) {
  const [dots, setDots] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setDots((d) => (d + 1) % 4), 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden size={44} />
      <Typography sx={{ fontWeight: 600, minWidth: '6ch' }}>Loading{'.'.repeat(dots)}</Typography>
    </Box>
  );
}
