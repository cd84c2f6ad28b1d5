import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { ProductReportStateDocument, ReportProductDocument } from '../../../graphql/generated';
import { useAuth } from '../../../lib/auth/authContext';
import { readError } from '../../../lib/errors';
import { useToast } from '../../../lib/useToast';
import { ReportDialog, type ReportSubmit } from './ReportDialog';

export const REPORT_ERROR = 'Could not send your report.';

/**
 * "Report" on a listing's page for a signed-in user who is not its seller (docs/product.md#reports);
 * once sent, "You reported this" instead. An unverified user is sent to verify first.
 */
export function ReportButton({ product }: { product: { id: string; title: string; sellerId: string } }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const mine = !user || user.id === product.sellerId;
  const { data } = useQuery(ProductReportStateDocument, { variables: { id: product.id }, skip: mine });
  const [report] = useMutation(ReportProductDocument);
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
      const result = await report({
        variables: { input: { productId: product.id, reason, details: details || null } },
        // Shown at once: the state query reads this product's reportedByMe from the cache.
        update: (cache) =>
          cache.modify({
            id: cache.identify({ __typename: 'Product', id: product.id }),
            fields: { reportedByMe: () => true },
          }),
      });
      setOpen(false);
      toast({ title: result.data?.reportProduct.message ?? 'Report sent', variant: 'success' });
      return null;
    } catch (failure) {
      const info = readError(failure, REPORT_ERROR);
      if (info.fields.reason || info.fields.details) return info.fields;
      setOpen(false);
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
        onClick={() => (user.isVerified ? setOpen(true) : void navigate('/verify-email'))}
        sx={{ alignSelf: 'flex-start', minHeight: 44, color: 'text.secondary' }}
      >
        Report this listing
      </Button>
      <ReportDialog title={product.title} open={open} onClose={() => setOpen(false)} onSubmit={submit} />
    </>
  );
}
