import Avatar from '@mui/material/Avatar';
import type { SessionUserFragment } from '../../graphql/generated';

/** The profile picture, else the first letter of the name, else U (SPEC §2). */
export function UserAvatar({ user, size = 36 }: { user: Pick<SessionUserFragment, 'name' | 'profilePic'> | null; size?: number }) {
  const initial = user?.name?.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Avatar src={user?.profilePic ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}>
      {initial}
    </Avatar>
  );
}
