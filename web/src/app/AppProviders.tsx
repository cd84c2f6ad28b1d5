import { useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastHost } from '../lib/useToast';
import { ToastHotkey } from '../lib/toastHotkey';
import { createApolloClient } from './apollo';
import { AuthProvider } from './auth/AuthProvider';
import { theme, THEME_STORAGE_KEY } from './theme';
import { themeStorage } from './themeStorage';

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider
        theme={theme}
        defaultMode="light"
        modeStorageKey={THEME_STORAGE_KEY}
        storageManager={themeStorage}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <ToastHotkey />
        <AuthProvider>{children}</AuthProvider>
        {/* After the page, as notistack's provider drew its toasts before. */}
        <ToastHost />
      </ThemeProvider>
    </ApolloProvider>
  );
}
