import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useParams } from '../../lib/router';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { ProfileDocument, type ProfileUserFragment, type SessionUserFragment } from '../../graphql/generated';
import { useAuth } from '../../lib/auth/authContext';
import { LoadingView } from '../../components/LoadingView';
import { RouterLink } from '../../components/RouterLink';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { CenteredMessage } from '../../components/CenteredMessage';
import { hasCode, readError } from '../../lib/errors';
import { EditProfileForm } from './EditProfileForm';
import { PictureDialog, type PictureKind } from './PictureDialog';
import { PrivacySettings } from './PrivacySettings';
import { ApiTokensSection } from './ApiTokensSection';
import { BasicInformation, ContactInformation } from './ProfileDetails';
import { ProfileHeader } from './ProfileHeader';
import { ProfileProducts } from './ProfileProducts';
import { ProfileSoldProducts } from './ProfileSoldProducts';
import { can } from '../../lib/permissions';

export const USER_FAILED = 'Failed to load user data.';

/**
 * The staff's panels drawn on a profile. They belong to the moderation feature, which this one may not
 * import: app/ passes them in. The page still decides who sees them.
 */
export interface ProfilePanels {
  /** The queue of listings waiting for review: an admin's, on any profile. */
  PendingProducts?: ComponentType;
  /** What a moderator (or admin) decided: for admins, on that member's profile. */
  ModeratorDecisions?: ComponentType<{ moderatorId: string; name: string }>;
}

const NO_PANELS: ProfilePanels = {};

/** /profile/{id}: open to everyone; the owner edits it, an admin also moderates from it. */
export default function ProfilePage({ panels = NO_PANELS }: { panels?: ProfilePanels }) {
  const { id = '' } = useParams();
  const { user: viewer } = useAuth();
  const { data, loading, error, refetch } = useQuery(ProfileDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  useDocumentTitle(data?.user?.name ?? 'Profile');

  // What the server shows depends on who asks (the privacy rule): ask again after sign-in/out.
  const viewerId = viewer?.id ?? null;
  const seenViewer = useRef(viewerId);
  useEffect(() => {
    if (seenViewer.current === viewerId) return;
    seenViewer.current = viewerId;
    void refetch().catch(() => undefined);
  }, [viewerId, refetch]);

  if (loading && !data) return <LoadingView />;
  if (error && !data?.user) {
    if (hasCode(readError(error), 'NOT_FOUND')) return <UserNotFound />;
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Alert severity="error" sx={{ justifyContent: 'center', fontSize: '1.1rem' }}>
          {USER_FAILED}
        </Alert>
        <Button variant="contained" sx={{ mt: 3 }} onClick={() => void refetch().catch(() => undefined)}>
          Try again
        </Button>
      </Container>
    );
  }
  if (!data?.user) return <UserNotFound />;
  return <Profile key={data.user.id} user={data.user} viewer={viewer} panels={panels} />;
}

function UserNotFound() {
  return (
    <CenteredMessage minHeight="50vh">
      <PersonOffOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h2" component="h1">
        User not found
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        This profile does not exist or has been removed.
      </Typography>
      <Button variant="contained" size="large" component={RouterLink} to="/">
        Go Home
      </Button>
    </CenteredMessage>
  );
}

function Profile({
  user,
  viewer,
  panels: { PendingProducts, ModeratorDecisions },
}: {
  user: ProfileUserFragment;
  viewer: SessionUserFragment | null;
  panels: ProfilePanels;
}) {
  const [editing, setEditing] = useState(false);
  const [picture, setPicture] = useState<PictureKind | null>(null);
  const isOwner = viewer !== null && viewer.id === user.id;
  // An unverified session has no staff powers on the server: it sees the page as a student would.
  const acting = viewer?.isVerified ? viewer : null;
  const isAdmin = can.administer(acting);
  const isStaff = can.moderate(acting);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <ProfileHeader
          user={user}
          isOwner={isOwner}
          onChangePicture={() => setPicture('avatar')}
          onChangeBanner={() => setPicture('banner')}
          actions={
            isOwner && !editing ? (
              <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
                Edit profile
              </Button>
            ) : undefined
          }
        />

        {isAdmin && PendingProducts && <PendingProducts />}

        {editing ? (
          <EditProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            <BasicInformation user={user} />
            <ContactInformation user={user} viewer={viewer} />
          </Box>
        )}

        {isOwner && <PrivacySettings user={user} />}
        {isOwner && acting && <ApiTokensSection />}

        {/* Admins review the staff: each moderator's (or admin's) decisions. */}
        {ModeratorDecisions && can.seeModerationDecisions(acting, user) && (
          <ModeratorDecisions moderatorId={user.id} name={user.name} />
        )}

        <ProfileProducts
          sellerId={user.id}
          isOwner={isOwner}
          showStatus={isOwner || isStaff}
          canDelete={isOwner || isAdmin}
        />
        {/* The owner and staff see sold listings among all of them, marked; others in their own section. */}
        {!isOwner && !isStaff && <ProfileSoldProducts sellerId={user.id} />}
      </Stack>

      {isOwner && (
        <>
          <PictureDialog kind="avatar" open={picture === 'avatar'} onClose={() => setPicture(null)} />
          <PictureDialog kind="banner" open={picture === 'banner'} onClose={() => setPicture(null)} />
        </>
      )}
    </Container>
  );
}
