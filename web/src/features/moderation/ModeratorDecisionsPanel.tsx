import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ModeratorDecisionsDocument, ProductEventAction } from '../../graphql/generated';
import { RouterLink } from '../../components/RouterLink';
import { PagedList } from '../../components/PagedList';
import { readError } from '../../lib/errors';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { formatDate } from '../../lib/dates';

const PAGE_SIZE = 10;
const FAILED = 'Failed to load the decisions.';

const DECISION_TEXT: Partial<Record<ProductEventAction, string>> = {
  [ProductEventAction.Approved]: 'Approved',
  [ProductEventAction.Rejected]: 'Rejected',
  [ProductEventAction.ReportsDismissed]: 'Dismissed the reports on',
  [ProductEventAction.TakenDown]: 'Took down',
};

/** Admins, on a moderator's (or admin's) profile: what they decided, newest first (docs/product.md#moderation-history). */
export function ModeratorDecisionsPanel({ moderatorId, name }: { moderatorId: string; name: string }) {
  const paged = usePagedQuery(ModeratorDecisionsDocument, {
    field: 'moderationDecisions',
    loadMoreFallback: FAILED,
    variables: { moderatorId, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { connection } = paged;

  const body = (
    <PagedList
      paged={paged}
      loading={<Skeleton variant="rounded" height={64} />}
      error={(error) => <Alert severity="error">{readError(error, FAILED).message}</Alert>}
      empty={<Typography color="text.secondary">No decisions yet.</Typography>}
    >
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {connection?.nodes.map((d) => (
          <Box component="li" key={d.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {DECISION_TEXT[d.action] ?? d.action}{' '}
              {d.product ? (
                // Underlined: inside a sentence, a link must not stand out by its colour alone.
                <Link component={RouterLink} to={`/product/${d.product.id}`} underline="always">
                  {d.product.title}
                </Link>
              ) : (
                'a deleted listing'
              )}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <time dateTime={d.createdAt}>{formatDate(d.createdAt)}</time>
              {d.reason ? ` · Reason: ${d.reason}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </PagedList>
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="decisions-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="decisions-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {name}&apos;s moderation decisions{connection ? ` (${connection.totalCount})` : ''}
      </Typography>
      {body}
    </Paper>
  );
}
