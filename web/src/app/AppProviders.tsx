import { useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastHost } from '../lib/useToast';
import { ToastHotkey } from '../lib/toastHotkey';
import { createApolloClient } from './apollo';
import { AuthProvider } from './auth/AuthProvider';
import { theme, THEME_STORAGE_KEY } from './theme';
import { themeStorage } from './themeStorage';

/** `client`: the server's (entry-server.tsx) or the one restored from its cache (main.tsx); a new browser one by default. */
export function AppProviders({ children, client: given }: { children: ReactNode; client?: ApolloClient }) {
  const [client] = useState(() => given ?? createApolloClient());
  return (
    <ApolloProvider client={client}>
      <AppTheme>
        <ToastHotkey />
        <AuthProvider>{children}</AuthProvider>
        {/* After the page, as notistack's provider drew its toasts before. */}
        <ToastHost />
      </AppTheme>
    </ApolloProvider>
  );
}

/** MUI's theme, light or dark as stored (`darkMode`), with its CSS baseline. */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="light"
      modeStorageKey={THEME_STORAGE_KEY}
      storageManager={themeStorage}
      disableTransitionOnChange
      // The stored mode from the first render: without it MUI reads it in an effect after
      // hydrating, and that change of its context makes React hydrate the whole page in one
      // blocking task (Lighthouse: a 180 ms task, 700 ms of blocking time on a phone). The markup
      // is the same in both modes (CSS variables); only the toggle differs, and it waits (ThemeToggle).
      noSsr
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
