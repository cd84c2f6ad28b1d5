import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Availability, ProductStatus } from '../../../graphql/generated';
import { RouterLink } from '../../../components/RouterLink';
import { DeleteProductDialog } from '../../../components/product/DeleteProductButton';
import { useAvailabilityActions } from '../../../components/product/AvailabilityControl';

interface Props {
  product: { id: string; title: string; status: ProductStatus; availability: Availability };
}

/**
 * A listing's actions on a phone: one button for what a seller does most (Edit, or Edit and
 * resubmit for a rejected listing) and the rest in a menu (Mark reserved or available, Mark sold,
 * Delete), instead of five full-width buttons. A sold listing has only Delete, so no menu.
 */
export function MyProductPhoneActions({ product }: Props) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [deleting, setDeleting] = useState(false);
  const availability = useAvailabilityActions(product);
  const rejected = product.status === ProductStatus.Rejected;
  const sold = product.availability === Availability.Sold;
  const canMark = product.status === ProductStatus.Approved && !sold;
  const reserved = product.availability === Availability.Reserved;
  const close = () => setAnchor(null);
  const deleteDialog = (
    <DeleteProductDialog id={product.id} title={product.title} open={deleting} onClose={() => setDeleting(false)} />
  );

  if (sold)
    return (
      <Stack direction="row" sx={{ mt: 0.5 }}>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setDeleting(true)}
          aria-label={`Delete ${product.title}`}
          sx={{ minHeight: 44 }}
        >
          Delete
        </Button>
        {deleteDialog}
      </Stack>
    );

  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
      <Button
        component={RouterLink}
        to={`/edit-product/${product.id}`}
        size="small"
        variant={rejected ? 'contained' : 'outlined'}
        startIcon={<EditIcon />}
        aria-label={`${rejected ? 'Edit and resubmit' : 'Edit'} ${product.title}`}
        sx={{ minHeight: 44 }}
      >
        {rejected ? 'Edit and resubmit' : 'Edit'}
      </Button>
      <IconButton
        aria-label={`More actions: ${product.title}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={availability.loading}
        sx={{ width: 44, height: 44 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        {canMark && (
          <MenuItem
            onClick={() => {
              close();
              void availability.mark(reserved ? Availability.Available : Availability.Reserved);
            }}
            sx={{ minHeight: 48 }}
          >
            <ListItemIcon>{reserved ? <EventAvailableOutlinedIcon /> : <LockClockOutlinedIcon />}</ListItemIcon>
            <ListItemText>{reserved ? 'Mark available' : 'Mark reserved'}</ListItemText>
          </MenuItem>
        )}
        {canMark && (
          <MenuItem
            onClick={() => {
              close();
              availability.askSold();
            }}
            sx={{ minHeight: 48 }}
          >
            <ListItemIcon>
              <HandshakeOutlinedIcon />
            </ListItemIcon>
            <ListItemText>Mark sold…</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            setDeleting(true);
          }}
          sx={{ minHeight: 48, color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteIcon />
          </ListItemIcon>
          <ListItemText>Delete…</ListItemText>
        </MenuItem>
      </Menu>
      {availability.dialog}
      {deleteDialog}
    </Stack>
  );
}
