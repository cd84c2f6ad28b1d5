import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import GppGoodOutlinedIcon from '@mui/icons-material/GppGoodOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { MyRoleRequestDocument, RoleRequestStatus, type RoleRequestStateFragment } from '../../graphql/generated-lazy';
import { useAuth } from '../../lib/auth/authContext';
import { LoadingView } from '../../components/LoadingView';
import { PageContainer } from '../../components/PageContainer';
import { RouterLink } from '../../components/RouterLink';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { RetryAlert } from '../../components/RetryAlert';
import { formatDate } from '../../lib/dates';
import { useRequestModeratorRole } from './api/roleRequestMutations';

export const REQUEST_ERROR = 'Error requesting moderator role';

const duties = [
  {
    icon: FactCheckOutlinedIcon,
    text: 'Review new listings and approve the ones that follow the rules, or reject them with a reason the seller can act on.',
  },
  { icon: GppGoodOutlinedIcon, text: 'Keep the market safe: no prohibited items, no misleading pictures or prices.' },
  { icon: ForumOutlinedIcon, text: 'Be fair and quick: sellers are waiting for your answer.' },
];

const day = (iso: string | null | undefined) => (iso ? formatDate(iso, 'date') : '');

/** Where the latest request stands, said in words. */
function RequestState({ request }: { request: RoleRequestStateFragment }) {
  const { refresh } = useAuth();
  if (request.status === RoleRequestStatus.Pending) {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>Request pending</AlertTitle>
        Your request is waiting for an admin. Sent on {day(request.createdAt)}; you will get a notification when it is
        decided.
      </Alert>
    );
  }
  if (request.status === RoleRequestStatus.Accepted) {
    return (
      <Alert
        severity="success"
        role="status"
        action={
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to="/product-moderation"
            onClick={() => void refresh()}
          >
            Open moderation
          </Button>
        }
      >
        <AlertTitle>Request accepted</AlertTitle>
        You are now a moderator{request.decidedAt ? ` (since ${day(request.decidedAt)})` : ''}. Pending listings wait
        for you in Product moderation.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>Request rejected</AlertTitle>
      An admin did not accept your request sent on {day(request.createdAt)}. You may ask again.
    </Alert>
  );
}

/**
 * /request-role (users only): what moderators do, the Request Moderator Role button, and the state
 * of the latest request. When it is accepted the user's role changes on the server; `me` follows by
 * the meUpdated push (or the refresh on "Open moderation").
 */
export default function RequestRolePage() {
  // errorPolicy 'all' (here and on the other pages of this feature): a failure is shown on the page
  // and never rejects the client.resetStore() that signing out runs.
  const { data, loading, error, refetch } = useQuery(MyRoleRequestDocument, {
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const [request, { loading: sending }] = useRequestModeratorRole();
  const toast = useToast();
  const latest = data?.myRoleRequest ?? null;
  const canAsk = !latest || latest.status === RoleRequestStatus.Rejected;

  const send = async () => {
    try {
      const result = await request();
      toast({ title: result.data?.requestModeratorRole.message ?? 'Request sent', variant: 'success' });
    } catch (failure) {
      toast({ title: REQUEST_ERROR, message: readError(failure, REQUEST_ERROR).message, variant: 'destructive' });
    }
  };

  let state;
  if (!data && loading) state = <LoadingView minHeight={120} />;
  else if (error && !latest)
    state = <RetryAlert message={readError(error, 'Error fetching your request').message} onRetry={refetch} />;
  else if (latest) state = <RequestState request={latest} />;
  else state = <Typography color="text.secondary">You have not asked yet.</Typography>;

  return (
    <PageContainer title="Request Moderator Role" subtitle="Moderators review what students list before it goes live.">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          What moderators do
        </Typography>
        <List dense disablePadding>
          {duties.map(({ icon: Icon, text }) => (
            <ListItem key={text} disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: 'primary.main' }}>
                <Icon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={text} />
            </ListItem>
          ))}
        </List>
        <Box sx={{ mt: 2 }}>
          <Button
            variant="contained"
            size="large"
            onClick={() => void send()}
            disabled={!canAsk || sending || (!data && loading)}
          >
            {sending ? 'Sending…' : 'Request Moderator Role'}
          </Button>
        </Box>
      </Paper>
      <Box component="section" aria-label="Your request" sx={{ mt: 3 }}>
        {state}
      </Box>
    </PageContainer>
  );
}
