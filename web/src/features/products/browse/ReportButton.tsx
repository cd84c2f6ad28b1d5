import { Suspense, useEffect } from 'react';
import { useNavigate } from '../../../lib/router';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { ProductReportStateDocument } from '../../../graphql/generated';
import { useReportProduct } from '../api/reportMutations';
import { useAuth } from '../../../lib/auth/authContext';
import { readError } from '../../../lib/errors';
import { lazyWithRetry, preloadPieces } from '../../../lib/lazyWithRetry';
import { useDrawnOnOpen } from '../../../lib/useDrawnOnOpen';
import { whenIdle } from '../../../lib/whenIdle';
import { useToast } from '../../../lib/useToast';
import type { ReportSubmit } from './ReportDialog';

// The form (react-hook-form, MUI's text field, radios and dialog) is most of this button's code and
// few readers open it: it loads on the first opening, not with every listing's page.
const ReportDialog = lazyWithRetry('ReportDialog', () =>
  import('./ReportDialog').then((module) => ({ default: module.ReportDialog })),
);

export const REPORT_ERROR = 'Could not send your report.';

/**
 * "Report" on a listing's page for a signed-in user who is not its seller (docs/product.md#reports);
 * once sent, "You reported this" instead. An unverified user is sent to verify first.
 */
export function ReportButton({ product }: { product: { id: string; title: string; sellerId: string } }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const dialog = useDrawnOnOpen();
  const mine = !user || user.id === product.sellerId;
  const { data } = useQuery(ProductReportStateDocument, { variables: { id: product.id }, skip: mine });
  // Fetched once the page is idle, for the readers who can report: ready by the time they press.
  useEffect(() => {
    if (!mine) void whenIdle().then(() => preloadPieces(['ReportDialog']));
  }, [mine]);
  const report = useReportProduct();
  if (mine) return null;

  if (data?.product?.reportedByMe)
    return (
      <Typography
        role="status"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}
      >
        <FlagOutlinedIcon fontSize="small" aria-hidden /> You reported this listing. The moderators will look at it.
      </Typography>
    );

  const submit: ReportSubmit = async ({ reason, details }) => {
    try {
      const result = await report({ productId: product.id, reason, details: details || null });
      dialog.hide();
      toast({ title: result.data?.reportProduct.message ?? 'Report sent', variant: 'success' });
      return null;
    } catch (failure) {
      const info = readError(failure, REPORT_ERROR);
      if (info.fields.reason || info.fields.details) return info.fields;
      dialog.hide();
      toast({ title: REPORT_ERROR, message: info.message, variant: 'destructive' });
      return null;
    }
  };
  return (
    <>
      <Button
        variant="text"
        color="inherit"
        startIcon={<FlagOutlinedIcon />}
        onClick={() => {
          if (!user.isVerified) return void navigate('/verify-email');
          dialog.show();
        }}
        sx={{ alignSelf: 'flex-start', minHeight: 44, color: 'text.secondary' }}
      >
        Report this listing
      </Button>
      {dialog.drawn && (
        <Suspense fallback={null}>
          <ReportDialog title={product.title} open={dialog.open} onClose={dialog.hide} onSubmit={submit} />
        </Suspense>
      )}
    </>
  );
}
