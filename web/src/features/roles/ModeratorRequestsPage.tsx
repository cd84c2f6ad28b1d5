import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import { RoleRequestAction, RoleRequestsDocument, type RoleRequestsQuery } from '../../graphql/generated-lazy';
import { LoadingView } from '../../components/LoadingView';
import { PageContainer } from '../../components/PageContainer';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { useDecideRoleRequest } from './api/roleRequestMutations';
import { RetryAlert } from '../../components/RetryAlert';
import { formatDate } from '../../lib/dates';

export const FETCH_ERROR = 'Error fetching moderator requests';
export const DECIDE_ERROR = 'Error approving moderator request';

type RoleRequestRow = RoleRequestsQuery['roleRequests'][number];

function RequestRow({
  request,
  onDecide,
}: {
  request: RoleRequestRow;
  onDecide: (request: RoleRequestRow, action: RoleRequestAction) => void;
}) {
  const { name, email } = request.user;
  const nameId = `requester-${request.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        listStyle: 'none',
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 1.5,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {name.trim().charAt(0).toUpperCase() || 'U'}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {email ?? 'No email shown'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Requested <time dateTime={request.createdAt}>{formatDate(request.createdAt, 'date')}</time>
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          onClick={() => onDecide(request, RoleRequestAction.Accept)}
        >
          Accept
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          onClick={() => onDecide(request, RoleRequestAction.Reject)}
        >
          Reject
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /approve-or-reject-request (admins): each pending requester's name, email and date with Accept
 * and Reject. A decided row leaves at once; if the server refuses, it comes back with the reason.
 */
export default function ModeratorRequestsPage() {
  const { data, loading, error, refetch } = useQuery(RoleRequestsDocument, {
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const decideRequest = useDecideRoleRequest();
  const toast = useToast();
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());

  const decide = async (request: RoleRequestRow, action: RoleRequestAction) => {
    setLeaving((set) => new Set(set).add(request.id));
    try {
      const result = await decideRequest(request.id, request.user.id, action);
      toast({ title: result.data?.decideRoleRequest.message ?? 'Done', variant: 'success' });
    } catch (failure) {
      toast({ title: DECIDE_ERROR, message: readError(failure, DECIDE_ERROR).message, variant: 'destructive' });
    } finally {
      setLeaving((set) => {
        const next = new Set(set);
        next.delete(request.id);
        return next;
      });
    }
  };

  const requests = data?.roleRequests;
  const rows = (requests ?? []).filter((r) => !leaving.has(r.id));
  let body;
  if (!requests && loading) body = <LoadingView minHeight="30vh" />;
  else if (!requests)
    body = <RetryAlert message={error ? readError(error, FETCH_ERROR).message : FETCH_ERROR} onRetry={refetch} />;
  else if (rows.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <HowToRegOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h3" component="p" sx={{ mt: 1, fontSize: '1.25rem' }}>
          No pending requests.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Students who ask for the moderator role appear here.
        </Typography>
      </Paper>
    );
  else
    body = (
      <>
        <Typography color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
          {rows.length} waiting for a decision
        </Typography>
        <Box component="ul" aria-label="Moderator requests" sx={{ m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {rows.map((request) => (
            <RequestRow key={request.id} request={request} onDecide={(r, action) => void decide(r, action)} />
          ))}
        </Box>
      </>
    );

  return <PageContainer title="Moderator requests">{body}</PageContainer>;
}
