import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SessionUserFragment } from '../graphql/generated';
import { DEFAULT_AVATAR } from '../lib/defaultPictures';

/**
 * The profile picture, else the default picture; the first letter of the name (else U) shows
 * while neither can load (docs/product.md#screens). `sx` overrides the
 * look (the profile page's large, responsive avatar).
 */
export function UserAvatar({
  user,
  size = 36,
  sx,
}: {
  user: Pick<SessionUserFragment, 'name' | 'profilePic'> | null;
  size?: number;
  sx?: SxProps<Theme>;
}) {
  const initial = user?.name?.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Avatar
      src={user?.profilePic ?? DEFAULT_AVATAR}
      alt=""
      sx={[
        { width: size, height: size, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initial}
    </Avatar>
  );
}
