import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import {
  ReportAction,
  ReportedProductsDocument,
  type ReportedProductFieldsFragment,
} from '../../graphql/generated-lazy';
import { PagedList } from '../../components/PagedList';
import { LoadingView } from '../../components/LoadingView';
import { PageContainer } from '../../components/PageContainer';
import { readError } from '../../lib/errors';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { useToast } from '../../lib/useToast';
import { ReportedProductCard } from './ReportedProductCard';
import { TakeDownDialog } from './TakeDownDialog';
import { queueGrid } from './queueGrid';
import { REPORTS_PAGE_SIZE, useResolveReports } from './api/reportsQueue';

export const PAGE_SIZE = REPORTS_PAGE_SIZE;
const LOAD_ERROR = 'Error fetching reported listings';

/**
 * /reports (moderators and admins): listings with open reports, the oldest first report first
 * (docs/product.md#reports). Dismiss keeps a listing up; Take down asks for the seller's reason.
 * A decided entry leaves the list at once and comes back if the server refuses.
 */
export default function ReportsPage() {
  const toast = useToast();
  const paged = usePagedQuery(ReportedProductsDocument, {
    field: 'reportedProducts',
    appendBy: (entry) => entry.product.id,
    loadMoreFallback: LOAD_ERROR,
    describeLoadMoreError: (message) => `Error: ${message}`,
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const resolve = useResolveReports();
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const [takingDown, setTakingDown] = useState<ReportedProductFieldsFragment | null>(null);

  const decide = async (entry: ReportedProductFieldsFragment, action: ReportAction, reason?: string) => {
    const id = entry.product.id;
    setLeaving((set) => new Set(set).add(id));
    try {
      const result = await resolve(id, action, reason);
      toast({ title: result.data?.resolveReports.message ?? 'Done', variant: 'success' });
    } catch (failure) {
      toast({ title: `Error: ${readError(failure, 'Could not decide the reports').message}`, variant: 'destructive' });
    } finally {
      setLeaving((set) => {
        const next = new Set(set);
        next.delete(id);
        return next;
      });
    }
  };

  const { connection, error } = paged;
  const rows = (connection?.nodes ?? []).filter((e) => !leaving.has(e.product.id));

  const body = (
    <PagedList
      paged={paged}
      isEmpty={rows.length === 0}
      loading={<LoadingView />}
      error={(failure) => <Alert severity="error">Error: {readError(failure, LOAD_ERROR).message}</Alert>}
      empty={
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <FlagOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h3" component="p" sx={{ mt: 1 }}>
            No reported listings
          </Typography>
          <Typography color="text.secondary">Listings students report appear here.</Typography>
        </Paper>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        {Math.max(0, (connection?.totalCount ?? 0) - leaving.size)} reported
      </Typography>
      <Box component="ul" aria-label="Reported listings" sx={queueGrid}>
        {rows.map((entry) => (
          <ReportedProductCard
            key={entry.product.id}
            entry={entry}
            busy={leaving.has(entry.product.id)}
            onDismiss={() => void decide(entry, ReportAction.Dismiss)}
            onTakeDown={() => setTakingDown(entry)}
          />
        ))}
      </Box>
    </PagedList>
  );

  return (
    <PageContainer
      title="Reported listings"
      subtitle="Dismiss reports that break no rule, or take the listing down with a reason for the seller."
      maxWidth="lg"
    >
      {connection && error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Error: {readError(error, LOAD_ERROR).message}
        </Alert>
      )}
      <Box>{body}</Box>
      <TakeDownDialog
        open={takingDown !== null}
        title={takingDown?.product.title ?? ''}
        onCancel={() => setTakingDown(null)}
        onTakeDown={(reason) => {
          const entry = takingDown;
          setTakingDown(null);
          if (entry) void decide(entry, ReportAction.TakeDown, reason);
        }}
      />
    </PageContainer>
  );
}
