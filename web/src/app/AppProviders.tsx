import { useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { ToastAlert } from '../lib/useToast';
import { createApolloClient } from './apollo';
import { AuthProvider } from './auth/AuthProvider';
import { theme, THEME_STORAGE_KEY } from './theme';
import { themeStorage } from './themeStorage';

const toastComponents = { default: ToastAlert, success: ToastAlert, error: ToastAlert, info: ToastAlert, warning: ToastAlert };

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme} defaultMode="light" modeStorageKey={THEME_STORAGE_KEY} storageManager={themeStorage} disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <SnackbarProvider maxSnack={1} autoHideDuration={5000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} Components={toastComponents}>
          <AuthProvider>{children}</AuthProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
