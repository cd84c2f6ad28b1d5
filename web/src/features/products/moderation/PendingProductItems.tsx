import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PendingProductRowFragment } from '../../../graphql/generated';
import { RouterLink } from '../../../components/RouterLink';
import { conditionLabel } from '../../../lib/categories';
import { DecisionButtons } from '../../../components/moderation/DecisionButtons';

// One pending product drawn two ways: a table row on wide screens, a card on phones.

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export interface ItemProps {
  product: PendingProductRowFragment;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** Stacked in the table (the seven columns must fit a laptop), in a row on a card. */
function Actions({ product, busy, onApprove, onReject, stacked }: ItemProps & { stacked?: boolean }) {
  return (
    <Stack
      direction={stacked ? 'column' : 'row'}
      spacing={1}
      sx={{ flexWrap: 'nowrap', alignItems: stacked ? 'stretch' : 'center' }}
    >
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={`/product/${product.id}`}
        aria-label={`View ${product.title}`}
      >
        View
      </Button>
      <DecisionButtons product={product} busy={busy} approveLabel="Approve" onApprove={onApprove} onReject={onReject} />
    </Stack>
  );
}

function Thumb({ product }: { product: PendingProductRowFragment }) {
  return (
    <Avatar variant="rounded" src={product.images[0]?.thumbnail} alt="" sx={{ width: 48, height: 48 }}>
      {product.title.charAt(0).toUpperCase()}
    </Avatar>
  );
}

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    wordBreak: 'break-word',
  }) as const;
const conditionText = (product: PendingProductRowFragment) =>
  product.condition ? conditionLabel(product.condition) : 'N/A';
const pendingChip = <Chip size="small" color="warning" variant="outlined" label="Pending" />;

export function PendingRow(props: ItemProps) {
  const { product } = props;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Thumb product={product} />
          <Typography sx={{ fontWeight: 600, ...clamp(3) }}>{product.title}</Typography>
        </Stack>
      </TableCell>
      <TableCell>{product.seller.name}</TableCell>
      <TableCell>{conditionText(product)}</TableCell>
      <TableCell>
        <Typography variant="body2" sx={clamp(3)}>
          {product.description}
        </Typography>
      </TableCell>
      <TableCell>{pendingChip}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateFormat.format(new Date(product.createdAt))}</TableCell>
      <TableCell sx={{ width: 120 }}>
        <Actions {...props} stacked />
      </TableCell>
    </TableRow>
  );
}

/** The same facts as a table row, stacked: a phone cannot show seven columns. */
export function PendingCard(props: ItemProps) {
  const { product } = props;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }} aria-label={product.title}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Thumb product={product} />
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', ...clamp(3) }}>
          {product.title}
        </Typography>
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1.5,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>Requested By</dt>
        <dd>{product.seller.name}</dd>
        <dt>Condition</dt>
        <dd>{conditionText(product)}</dd>
        <dt>Status</dt>
        <dd>{pendingChip}</dd>
        <dt>Created Date</dt>
        <dd>{dateFormat.format(new Date(product.createdAt))}</dd>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, mb: 1.5, ...clamp(3) }}>
        {product.description}
      </Typography>
      <Actions {...props} />
    </Paper>
  );
}
