import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { DeleteProductDocument } from '../../graphql/generated';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { dropDeletedProduct } from './productCache';

/** The confirmation behind Delete; the product leaves the lists on the server's yes. */
export function DeleteProductDialog({
  id,
  title,
  open,
  onClose,
}: {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const [deleteProduct, { loading }] = useMutation(DeleteProductDocument);
  const toast = useToast();

  const confirm = async () => {
    try {
      const result = await deleteProduct({ variables: { id }, update: (cache) => dropDeletedProduct(cache, id) });
      onClose();
      toast({ title: result.data?.deleteProduct.message ?? 'Product deleted successfully.', variant: 'success' });
    } catch (error) {
      onClose();
      toast({
        title: 'Failed to delete product.',
        message: readError(error, 'Error deleting product').message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onClose={() => !loading && onClose()} aria-labelledby={`delete-${id}-title`}>
      <DialogTitle id={`delete-${id}-title`}>Delete “{title}”?</DialogTitle>
      <DialogContent>
        <DialogContentText>The listing and its photos are removed for good. This cannot be undone.</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={loading}>
          {loading ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Delete with a confirmation (DeleteProductDialog). */
export function DeleteProductButton({ id, title, sx }: { id: string; title: string; sx?: object }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        aria-label={`Delete ${title}`}
        sx={{ flexShrink: 0, minWidth: 44, minHeight: 44, ...sx }}
      >
        Delete
      </Button>
      <DeleteProductDialog id={id} title={title} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
