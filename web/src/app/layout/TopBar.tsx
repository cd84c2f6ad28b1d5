import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { RouterLink } from '../../components/RouterLink';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { useAuth } from '../auth/authContext';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';
import { UserAvatar } from './UserAvatar';

export function TopBar({ onOpenMenu, onSignOut }: { onOpenMenu: () => void; onSignOut: () => void }) {
  const { status, user } = useAuth();
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0, sm: 1 }, minHeight: { xs: 56, sm: 64 }, px: { xs: 0.5, sm: 2 } }}>
        <IconButton color="inherit" aria-label="Open menu" onClick={onOpenMenu}>
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', borderRadius: 1, mr: { md: 2 }, '&:focus-visible': { outline: '3px solid var(--mui-palette-secondary-main)', outlineOffset: 2 } }}
        >
          <StorefrontIcon aria-hidden sx={{ color: 'primary.main', display: { xs: 'none', sm: 'block' } }} />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: { xs: '1.05rem', sm: '1.25rem' }, whiteSpace: 'nowrap' }}>
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
          <Box sx={{ width: 40 }} aria-hidden />
        ) : user ? (
          <>
            <NotificationBell />
            <Button variant="contained" component={RouterLink} to="/user-products/upload" startIcon={<AddPhotoAlternateOutlinedIcon />} sx={{ display: { xs: 'none', sm: 'inline-flex' }, ml: 0.5 }}>
              Upload
            </Button>
            <Tooltip title="Your profile">
              <IconButton component={RouterLink} to={`/profile/${user.id}`} aria-label="Your profile" sx={{ p: 0.5 }}>
                <UserAvatar user={user} />
              </IconButton>
            </Tooltip>
            <Tooltip title="Sign out">
              <IconButton color="inherit" aria-label="Sign out" onClick={onSignOut} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                <LogoutIcon />
              </IconButton>
            </Tooltip>
          </>
        ) : (
          <Button variant="contained" component={RouterLink} to="/login" sx={{ ml: 0.5, px: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
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
