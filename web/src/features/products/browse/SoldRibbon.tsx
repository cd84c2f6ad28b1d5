import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * docs/product.md#reserved-and-sold: a sold listing's photos wear a "Sold" ribbon across their top
 * left corner; the page stays (links shared earlier keep working) without the ways to contact.
 */
export function SoldRibbon({ sold, children }: { sold: boolean; children: ReactNode }) {
  if (!sold) return <>{children}</>;
  return (
    <Box sx={{ position: 'relative', minWidth: 0, overflow: 'hidden', borderRadius: 2 }}>
      {children}
      <Box
        data-testid="sold-ribbon"
        sx={{
          position: 'absolute',
          top: 22,
          left: -46,
          width: 180,
          transform: 'rotate(-45deg)',
          zIndex: 3,
          py: 0.5,
          textAlign: 'center',
          fontWeight: 800,
          fontSize: '1rem',
          letterSpacing: 2,
          textTransform: 'uppercase',
          color: '#fff',
          bgcolor: '#b3261e',
          boxShadow: 3,
          pointerEvents: 'none',
        }}
      >
        Sold
      </Box>
    </Box>
  );
}
