import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { RouterLink } from '../../components/RouterLink';
import { Tooltip } from '../../components/Tooltip';
import { useAuth } from '../../lib/auth/authContext';
import { ErrorBoundary } from '../../lib/ErrorBoundary';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';

const MemberActions = lazyWithRetry(() => import('./MemberActions'));

/** Holds the place of the account controls while they are not known yet. */
const placeholder = <Box sx={{ width: 40 }} aria-hidden />;

export function TopBar({ onOpenMenu, onSignOut }: { onOpenMenu: () => void; onSignOut: () => void }) {
  const { status, user } = useAuth();
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 0, sm: 1 }, minHeight: { xs: 56, sm: 64 }, px: { xs: 0.5, sm: 2 } }}>
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
            sx={{ fontWeight: 800, fontSize: { xs: '1.05rem', sm: '1.25rem' }, whiteSpace: 'nowrap' }}
          >
            Campus Market
          </Typography>
        </Box>
        <Box sx={{ flex: 1, maxWidth: 520, display: { xs: 'none', md: 'block' } }}>
          <SearchBox id="search-desktop" />
        </Box>
        <Box sx={{ flex: 1 }} />
        <ThemeToggle />
        <Tooltip title="Wishlist">
          <IconButton color="inherit" component={RouterLink} to="/wishlist" aria-label="Wishlist">
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
            sx={{ ml: 0.5, px: { xs: 1.5, sm: 2 }, minWidth: 0 }}
          >
            Login
          </Button>
        )}
      </Toolbar>
      <Box sx={{ display: { md: 'none' }, px: 1.5, pb: 1.25 }}>
        <SearchBox id="search-mobile" />
      </Box>
    </AppBar>
  );
}
