import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Badge from '@mui/material/Badge';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import FiberNewOutlinedIcon from '@mui/icons-material/FiberNewOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import LoginIcon from '@mui/icons-material/Login';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import SavedSearchOutlinedIcon from '@mui/icons-material/SavedSearchOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import type { SvgIconComponent } from '@mui/icons-material';
import { RouterLink } from '../../components/RouterLink';
import { bellLabel, useUnreadCount } from '../../features/notifications/NotificationBell';
import { useAuth } from '../../lib/auth/authContext';
import { can } from '../../lib/permissions';

interface Item {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** A count shown as a badge on the icon (and in the accessible name). */
  count?: number;
  ariaLabel?: string;
}

/**
 * The side menu of docs/product.md#screens: Home, Categories, New, About, Sell or Log in, Wishlist, Profile; then,
 * signed in, the seller's and staff pages, which have no other way in from the top bar.
 */
export function SideMenu({ open, onClose, onSignOut }: { open: boolean; onClose: () => void; onSignOut: () => void }) {
  const { user } = useAuth();
  const unread = useUnreadCount();
  const items: Item[] = [
    { label: 'Home', to: '/#home', icon: HomeOutlinedIcon },
    { label: 'Categories', to: '/#categories', icon: CategoryOutlinedIcon },
    { label: 'New', to: '/#new', icon: FiberNewOutlinedIcon },
    { label: 'About', to: '/#about', icon: InfoOutlinedIcon },
    user
      ? { label: 'Sell', to: '/user-products/upload', icon: AddPhotoAlternateOutlinedIcon }
      : { label: 'Log in', to: '/login', icon: LoginIcon },
    { label: 'Wishlist', to: '/wishlist', icon: FavoriteBorderIcon },
    { label: 'Profile', to: user ? `/profile/${user.id}` : '/login', icon: PersonOutlineIcon },
  ];
  const memberItems: Item[] = user
    ? [
        {
          label: 'Notifications',
          to: '/notification',
          icon: NotificationsNoneIcon,
          count: unread,
          ariaLabel: bellLabel(unread),
        },
        { label: 'Your products', to: '/user-products', icon: Inventory2OutlinedIcon },
        { label: 'Saved searches', to: '/saved-searches', icon: SavedSearchOutlinedIcon },
        { label: 'Approved products', to: '/approved-products', icon: StorefrontOutlinedIcon },
        ...(can.moderate(user)
          ? [
              { label: 'Product moderation', to: '/product-moderation', icon: FactCheckOutlinedIcon },
              { label: 'Reports', to: '/reports', icon: FlagOutlinedIcon },
            ]
          : []),
        ...(can.requestModeration(user)
          ? [{ label: 'Become a moderator', to: '/request-role', icon: HowToRegOutlinedIcon }]
          : []),
        ...(can.administer(user)
          ? [
              { label: 'Moderator requests', to: '/approve-or-reject-request', icon: AdminPanelSettingsOutlinedIcon },
              { label: 'Webhooks', to: '/admin/webhooks', icon: WebhookIcon },
            ]
          : []),
      ]
    : [];
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box component="nav" aria-label="Main menu" sx={{ py: 1 }}>
        <Typography sx={{ px: 2, py: 1.5, fontWeight: 800, fontSize: '1.15rem' }}>Campus Market</Typography>
        <Divider />
        <List>
          {[...items, ...memberItems].map(({ label, to, icon: Icon, count, ariaLabel }) => (
            <ListItemButton key={label} component={RouterLink} to={to} onClick={onClose} aria-label={ariaLabel}>
              <ListItemIcon>
                {count === undefined ? (
                  <Icon />
                ) : (
                  <Badge badgeContent={count} color="error" max={99} aria-hidden>
                    <Icon />
                  </Badge>
                )}
              </ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          ))}
          {user && (
            <>
              <Divider sx={{ my: 1 }} />
              <ListItemButton
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
              >
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary="Sign out" />
              </ListItemButton>
            </>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
