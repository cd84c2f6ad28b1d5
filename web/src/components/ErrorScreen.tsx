import { useEffect } from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { isReloading } from '../lib/chunkReload';
import { useOnline, whenBackOnline } from '../lib/useOnline';
import { CenteredMessage } from './CenteredMessage';
import { LoadingView } from './LoadingView';

interface Props {
  /** Draws the page again (the error boundary's reset): the failed file is fetched afresh. */
  onRetry: () => void;
  /** The whole app failed, top bar included: draw a plain one, so "Campus Market" stays on screen. */
  withBar?: boolean;
}

/**
 * What a part of the app that failed to render shows, in the student's words and never the raw
 * error: offline, "You're offline" and Try again (by itself when the network comes back); online,
 * "Something went wrong" and Reload. While the page reloads to a new build, a loading screen.
 */
export function ErrorScreen({ onRetry, withBar = false }: Props) {
  const online = useOnline();
  useEffect(() => (online ? undefined : whenBackOnline(onRetry)), [online, onRetry]);
  const body = isReloading() ? (
    <LoadingView />
  ) : (
    <CenteredMessage minHeight="50vh">
      {online ? (
        <ReportProblemOutlinedIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      ) : (
        <CloudOffIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      )}
      <Typography variant="h2" component="h1" tabIndex={-1}>
        {online ? 'Something went wrong' : "You're offline"}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {online
          ? 'This page could not be shown. Reloading it usually helps.'
          : 'This page needs a connection the first time. Listings you have already opened still work; check your connection and try again.'}
      </Typography>
      <Button
        variant="contained"
        size="large"
        sx={{ minHeight: 44 }}
        onClick={online ? () => window.location.reload() : onRetry}
      >
        {online ? 'Reload' : 'Try again'}
      </Button>
    </CenteredMessage>
  );
  if (!withBar) return body;
  return (
    <>
      <AppBar
        position="sticky"
        elevation={0}
        sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ minHeight: 56 }}>
          <Typography
            component="a"
            href="/"
            sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'inherit', textDecoration: 'none', py: 1.5 }}
          >
            Campus Market
          </Typography>
        </Toolbar>
      </AppBar>
      <main id="main">{body}</main>
    </>
  );
}
