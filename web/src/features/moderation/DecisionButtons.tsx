import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useAuth } from '../../lib/auth/authContext';
import type { PendingProductRowFragment } from '../../graphql/generated';

export interface DecisionButtonsProps {
  product: PendingProductRowFragment;
  busy: boolean;
  /** "Approve" on /product-moderation, "Accept" in the profile panel (the documented words, docs/product.md#screens). */
  approveLabel: string;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * Approve and Reject for one pending product, at opposite ends of the space they are given
 * (Reject first, Approve last, at least 24 px apart) and 44 px tall, so a thumb does not hit one
 * for the other; Reject opens a dialog anyway. A moderator's own listing gets a note instead: the
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
    <Box sx={{ flex: 1, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 3 }}>
      <Button
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        onClick={onReject}
        disabled={busy}
        aria-label={`Reject ${product.title}`}
        sx={{ minHeight: 44 }}
      >
        Reject
      </Button>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        onClick={onApprove}
        disabled={busy}
        aria-label={`${approveLabel} ${product.title}`}
        sx={{ minHeight: 44 }}
      >
        {approveLabel}
      </Button>
    </Box>
  );
}
