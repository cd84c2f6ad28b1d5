import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import WallpaperOutlinedIcon from '@mui/icons-material/WallpaperOutlined';
import { type Role, type ProfileUserFragment } from '../../graphql/generated';
import { DEFAULT_BANNER } from '../../lib/defaultPictures';
import { UserAvatar } from '../../components/UserAvatar';
import { formatDate } from '../../lib/dates';

export const ROLE_LABEL: Record<Role, string> = {
  USER: 'Student',
  MODERATOR: 'Moderator',
  ADMIN: 'Admin',
};

const ROLE_COLOR: Record<Role, 'default' | 'primary' | 'secondary'> = {
  USER: 'default',
  MODERATOR: 'primary',
  ADMIN: 'secondary',
};

/**
 * Banner (the user's picture, else a gradient of the theme's colours), avatar (picture, else the
 * first letter of the name, else U), name and role. The owner gets the picture buttons.
 */
export function ProfileHeader({
  user,
  isOwner,
  onChangePicture,
  onChangeBanner,
  actions,
}: {
  user: ProfileUserFragment;
  isOwner: boolean;
  onChangePicture: () => void;
  onChangeBanner: () => void;
  /** Beside the name on wide screens, under it on a phone: the owner's "Edit profile". */
  actions?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label="Profile" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box
        role={user.bannerPic ? 'img' : undefined}
        aria-label={user.bannerPic ? `${user.name}'s banner` : undefined}
        sx={(theme) => {
          const palette = (theme.vars ?? theme).palette;
          return {
            position: 'relative',
            height: { xs: 120, sm: 200 },
            backgroundColor: palette.primary.dark,
            // The default banner when none is set; the gradient shows while it loads.
            backgroundImage: `url("${encodeURI(user.bannerPic ?? DEFAULT_BANNER)}"), linear-gradient(120deg, ${palette.primary.dark} 0%, ${palette.primary.main} 55%, ${palette.secondary.main} 100%)`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          };
        }}
      >
        {isOwner && (
          <Button
            size="small"
            variant="contained"
            color="inherit"
            startIcon={<WallpaperOutlinedIcon />}
            onClick={onChangeBanner}
            sx={{
              position: 'absolute',
              right: 12,
              bottom: 12,
              bgcolor: 'background.paper',
              color: 'text.primary',
              '&:hover': { bgcolor: 'background.default' },
            }}
          >
            Change banner
          </Button>
        )}
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 3 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
        >
          <Box
            sx={{
              mt: { xs: '-48px', sm: '-64px' },
              borderRadius: '50%',
              border: 4,
              borderColor: 'background.paper',
              bgcolor: 'background.paper',
              flexShrink: 0,
              lineHeight: 0,
            }}
          >
            <UserAvatar
              user={user}
              sx={{
                width: { xs: 96, sm: 128 },
                height: { xs: 96, sm: 128 },
                fontSize: { xs: '2.5rem', sm: '3.25rem' },
              }}
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, pt: { sm: 2 } }}>
            <Typography
              variant="h1"
              component="h1"
              sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}
            >
              {user.name}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <Chip size="small" color={ROLE_COLOR[user.role]} label={ROLE_LABEL[user.role]} />
              <Typography variant="body2" color="text.secondary">
                Member since {formatDate(user.createdAt, 'monthYear')}
              </Typography>
            </Stack>
          </Box>
          {(isOwner || actions) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
              {isOwner && (
                <Button variant="outlined" startIcon={<PhotoCameraOutlinedIcon />} onClick={onChangePicture}>
                  Change picture
                </Button>
              )}
              {actions}
            </Stack>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
