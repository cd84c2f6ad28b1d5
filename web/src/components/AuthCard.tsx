import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './useDocumentTitle';

/** The centred card every account screen (login, signup, verify, reset, contact details) sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h2" component="h1" sx={{ mb: subtitle ? 1 : 3, textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
            {subtitle}
          </Typography>
        )}
        {children}
        {footer && (
          <Box
            sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}
          >
            {footer}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
