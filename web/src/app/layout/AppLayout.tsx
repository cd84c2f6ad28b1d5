import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { LoadingView } from '../../components/LoadingView';
import { Footer } from './Footer';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useSignOut } from './useSignOut';

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
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = useSignOut();
  useScrollOnNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: 8, top: -48, zIndex: 2000, bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1, borderRadius: 1, '&:focus': { top: 8 } }}
      >
        Skip to content
      </Box>
      <TopBar onOpenMenu={() => setMenuOpen(true)} onSignOut={() => void signOut()} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} onSignOut={() => void signOut()} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<LoadingView />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
