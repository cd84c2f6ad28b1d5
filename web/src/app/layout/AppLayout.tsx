import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from '../../lib/router';
import Box from '@mui/material/Box';
import { ErrorScreen } from '../../components/ErrorScreen';
import { LoadingView } from '../../components/LoadingView';
import { RouteProgress } from '../../components/RouteProgress';
import { ErrorBoundary } from '../../lib/ErrorBoundary';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { whenIdle } from '../../lib/whenIdle';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { useFocusOnNavigate } from './useFocusOnNavigate';
import { useSignOut } from './useSignOut';

const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazyWithRetry('SideMenu', () => loadSideMenu().then((module) => ({ default: module.SideMenu })));

/**
 * The side menu (a Drawer, with MUI's Modal and focus trap: 11 KiB gzip) is not part of the first
 * download: its code is fetched once the page is idle, and the menu mounted (closed) then, so it
 * slides in as it always did. A tap before that mounts it at once.
 */
function useSideMenu() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle()
      .then(loadSideMenu)
      .then(() => live && setMounted(true));
    return () => {
      live = false;
    };
  }, []);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  return { open, mounted, show, hide: () => setOpen(false) };
}

/** In-page anchors (/#categories) and a fresh page starting at the top, which the router leaves to us. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      // The target may be on a lazy page still loading; try again briefly.
      let tries = 0;
      const find = () => {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        else if (tries++ < 20) timer = window.setTimeout(find, 50);
      };
      let timer = window.setTimeout(find, 0);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
}

export function AppLayout() {
  const menu = useSideMenu();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  useScrollOnNavigate();
  useFocusOnNavigate('main');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          minHeight: 44,
          display: 'flex',
          alignItems: 'center',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      <TopBar onOpenMenu={menu.show} onSignOut={() => void signOut()} />
      {menu.mounted && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <SideMenu open={menu.open} onClose={menu.hide} onSignOut={() => void signOut()} />
          </Suspense>
        </ErrorBoundary>
      )}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        // The heading or section focused after a navigation is a starting point, not a control: no ring.
        sx={{
          flex: 1,
          outline: 'none',
          '& h1[tabindex="-1"]:focus, & section[tabindex="-1"]:focus': { outline: 'none' },
        }}
      >
        {/* data-route-loading: the footer stays hidden while the page's code loads (Footer.tsx). */}
        {/* A page that fails (its file offline, a bug): ErrorScreen in its place, the top bar and footer stay. */}
        {/* Keyed by the address: the router navigates in a transition, which keeps a boundary already
            shown on the old page (for seconds on a slow network) until the new page's code comes. A
            new boundary draws its fallback at once: the progress bar, and the page's own loading
            state (skeleton cards) as soon as its code is there. */}
        <ErrorBoundary resetKey={pathname} fallback={(_error, reset) => <ErrorScreen onRetry={reset} />}>
          <Suspense
            key={pathname}
            fallback={
              <Box data-route-loading="">
                <RouteProgress />
                <LoadingView />
              </Box>
            }
          >
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
