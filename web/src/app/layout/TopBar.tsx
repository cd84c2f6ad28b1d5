import { Suspense, useRef, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MenuIcon from '@mui/icons-material/Menu';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { RouterLink } from '../../components/RouterLink';
import { Tooltip } from '../../components/Tooltip';
import { useAuth } from '../../lib/auth/authContext';
import { ErrorBoundary } from '../../lib/ErrorBoundary';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';

const MemberActions = lazyWithRetry('MemberActions', () => import('./MemberActions'));

/** Holds the place of the account controls while they are not known yet. */
const placeholder = <Box sx={{ width: 44 }} aria-hidden />;

/**
 * One row on every screen: 56 px on a phone (with its border), 64 from 600 px. From 900 px the search box sits in
 * the bar; below that a search button opens it over the bar (and Escape, the back arrow or a search
 * folds it again), so a phone spends one row, not two, before the page (docs/product.md#screens).
 * Whatever fits beside it, "Campus Market" stays: at the narrowest widths it takes two lines.
 */
export function TopBar({ onOpenMenu, onSignOut }: { onOpenMenu: () => void; onSignOut: () => void }) {
  const { status, user } = useAuth();
  // Only for folding an open phone search when the window widens: what shows at which width is
  // CSS (below), so a server-rendered page (docs/architecture.md) has the same bar as the browser's.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [searching, setSearching] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const expanded = searching && !wide;
  const fold = () => {
    setSearching(false);
    // Back to the button that opened it, once it is drawn again.
    requestAnimationFrame(() => openButton.current?.focus());
  };
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 0, sm: 1 }, minHeight: { xs: 55, sm: 64 }, px: { xs: 0.5, sm: 2 } }}>
        {expanded ? (
          <>
            <IconButton color="inherit" aria-label="Close search" onClick={fold} sx={{ mr: 0.5 }}>
              <ArrowBackIcon />
            </IconButton>
            <SearchBox id="search-mobile" autoFocus onSearch={fold} onCancel={fold} />
          </>
        ) : (
          <>
            <IconButton color="inherit" aria-label="Open menu" onClick={onOpenMenu}>
              <MenuIcon />
            </IconButton>
            <Box
              component={RouterLink}
              to="/"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                minHeight: 44,
                minWidth: 0,
                color: 'inherit',
                textDecoration: 'none',
                borderRadius: 1,
                mr: { md: 2 },
                '&:focus-visible': { outline: '3px solid var(--mui-palette-secondary-main)', outlineOffset: 2 },
              }}
            >
              <StorefrontIcon aria-hidden sx={{ color: 'primary.main', display: { xs: 'none', sm: 'block' } }} />
              <Typography
                component="span"
                sx={{
                  fontWeight: 800,
                  fontSize: { xs: '1.05rem', sm: '1.25rem' },
                  lineHeight: 1.1,
                  whiteSpace: { sm: 'nowrap' },
                }}
              >
                Campus Market
              </Typography>
            </Box>
            <Box sx={{ flex: 1, maxWidth: 520, display: { xs: 'none', md: 'block' } }}>
              <SearchBox id="search-desktop" />
            </Box>
            <Box sx={{ flex: 1 }} />
            {/* No tooltip: a magnifier is understood without one. */}
            <IconButton
              ref={openButton}
              color="inherit"
              aria-label="Open search"
              onClick={() => setSearching(true)}
              sx={{ display: { md: 'none' } }}
            >
              <SearchIcon />
            </IconButton>
            <ThemeToggle />
            {/* On a phone the wishlist is in the side menu: the row keeps room for the name. */}
            <Tooltip title="Wishlist">
              <IconButton
                color="inherit"
                component={RouterLink}
                to="/wishlist"
                aria-label="Wishlist"
                sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
              >
                <FavoriteBorderIcon />
              </IconButton>
            </Tooltip>
            {status === 'loading' ? (
              placeholder
            ) : user ? (
              <ErrorBoundary fallback={() => placeholder}>
                <Suspense fallback={placeholder}>
                  <MemberActions user={user} onSignOut={onSignOut} />
                </Suspense>
              </ErrorBoundary>
            ) : (
              <Button
                variant="contained"
                component={RouterLink}
                to="/login"
                sx={{ ml: 0.5, px: { xs: 1.5, sm: 2 }, minWidth: 0, flexShrink: 0 }}
              >
                Log in
              </Button>
            )}
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
