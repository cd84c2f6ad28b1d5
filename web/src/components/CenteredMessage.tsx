import Box from '@mui/material/Box';
import type { ElementType, ReactNode } from 'react';

/**
 * A screen that is only a message in the middle of the page (a page not found, an unknown user, a
 * page that failed to render): one layout, so that they read alike.
 */
export function CenteredMessage({
  minHeight,
  as = 'div',
  children,
}: {
  minHeight: string;
  as?: ElementType;
  children: ReactNode;
}) {
  return (
    <Box
      component={as}
      sx={{
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 2,
        py: 6,
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}
