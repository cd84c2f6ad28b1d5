import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../lib/auth/authContext';
import type { PendingProductRowFragment } from '../../graphql/generated';

export interface DecisionButtonsProps {
  product: PendingProductRowFragment;
  busy: boolean;
  /** "Approve" on /product-moderation, "Accept" in the profile panel (the spec's words). */
  approveLabel: string;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * Approve and Reject for one pending product. A moderator's own listing gets a note instead: the
 * server refuses anyone a decision on their own product, so another moderator reviews it.
 */
export function DecisionButtons({ product, busy, approveLabel, onApprove, onReject }: DecisionButtonsProps) {
  const own = useAuth().user?.id === product.seller.id;
  if (own) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        Your listing: another moderator reviews it
      </Typography>
    );
  }
  return (
    <>
      <Button
        size="small"
        variant="contained"
        color="success"
        onClick={onApprove}
        disabled={busy}
        aria-label={`${approveLabel} ${product.title}`}
      >
        {approveLabel}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={onReject}
        disabled={busy}
        aria-label={`Reject ${product.title}`}
      >
        Reject
      </Button>
    </>
  );
}
