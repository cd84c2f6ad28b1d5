import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { RouterLink } from '../../components/RouterLink';
import { Tooltip } from '../../components/Tooltip';
import { ChatButton } from '../../features/chat/ChatButton';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import type { SessionUserFragment } from '../../graphql/generated';
import { UserAvatar } from '../../components/UserAvatar';

/**
 * The top bar's controls for a signed-in user: the chat button, the bell, Sell, their profile and Sign out.
 * Loaded by TopBar only once someone is signed in: a visitor's first download does without them.
 */
export default function MemberActions({
  user,
  onSignOut,
}: {
  user: Pick<SessionUserFragment, 'id' | 'name' | 'profilePic'>;
  onSignOut: () => void;
}) {
  return (
    <>
      <ChatButton />
      <NotificationBell />
      <Button
        variant="contained"
        component={RouterLink}
        to="/user-products/upload"
        startIcon={<AddPhotoAlternateOutlinedIcon />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, ml: 0.5 }}
      >
        Sell
      </Button>
      <Tooltip title="Your profile">
        <IconButton component={RouterLink} to={`/profile/${user.id}`} aria-label="Your profile" sx={{ p: 0.5 }}>
          <UserAvatar user={user} />
        </IconButton>
      </Tooltip>
      <Tooltip title="Sign out">
        <IconButton
          color="inherit"
          aria-label="Sign out"
          onClick={onSignOut}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
