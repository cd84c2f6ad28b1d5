import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  product: { id: string; title: string };
  open: boolean;
  /** The mark is being saved: the dialog stays, its buttons wait. */
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Mark sold" asks first, because it is final (docs/product.md#reserved-and-sold). */
export function MarkSoldDialog({ product, open, saving, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={open} onClose={() => !saving && onCancel()} aria-labelledby={`sold-${product.id}-title`}>
      <DialogTitle id={`sold-${product.id}-title`}>Mark “{product.title}” as sold?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          This is final: the listing leaves the lists and search, it can no longer be edited or marked available again,
          and whoever saved it is told. Its page stays, marked Sold.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={saving}>
          {saving ? 'Saving...' : 'Mark sold'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
