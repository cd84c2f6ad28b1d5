import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductStatus, type ReportedProductFieldsFragment } from '../../graphql/generated-lazy';
import { RouterLink } from '../../components/RouterLink';
import { ProductHistory } from '../../components/history/ProductHistory';
import { ProductImage } from '../../components/product/ProductImage';
import { REPORT_REASON_LABELS } from '../../components/reports/reportReasons';
import { formatRupees } from '../../lib/money';
import { timeAgo } from '../../lib/timeAgo';

export interface ReportedCardProps {
  entry: ReportedProductFieldsFragment;
  busy: boolean;
  onDismiss: () => void;
  onTakeDown: () => void;
}

/**
 * One reported listing as staff judge it: the photo, price and title (opening the listing), the
 * report count and reasons, each report's details with its reporter, and the decision at the foot.
 */
export function ReportedProductCard({ entry, busy, onDismiss, onTakeDown }: ReportedCardProps) {
  const { product } = entry;
  const image = product.images[0];
  const state = product.hiddenByReports
    ? { label: 'Hidden', color: 'warning' as const }
    : product.status === ProductStatus.Approved
      ? { label: 'Public', color: 'success' as const }
      : { label: product.status === ProductStatus.Pending ? 'Pending' : 'Rejected', color: 'default' as const };
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={product.title}
      sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }} sx={{ alignItems: 'flex-start' }}>
        <Box
          component={RouterLink}
          to={`/product/${product.id}`}
          tabIndex={-1}
          aria-hidden
          sx={{ flexShrink: 0, width: 88, height: 88, borderRadius: 1.5, overflow: 'hidden' }}
        >
          <ProductImage src={image?.thumbnail} alt="" sx={{ width: '100%', height: '100%' }} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
            {formatRupees(product.effectivePrice)}
          </Typography>
          <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/product/${product.id}`} underline="hover" color="inherit">
              {product.title}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            by {product.seller.name} · first reported {timeAgo(entry.firstReportedAt)}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 0.75, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              color="error"
              label={`${entry.reportCount} report${entry.reportCount === 1 ? '' : 's'}`}
            />
            <Chip size="small" variant="outlined" color={state.color} label={state.label} />
            {entry.reasons.map((r) => (
              <Chip
                key={r.reason}
                size="small"
                variant="outlined"
                label={`${REPORT_REASON_LABELS[r.reason]} × ${r.count}`}
              />
            ))}
          </Stack>
        </Box>
      </Stack>
      <Box component="ul" aria-label="Reports" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {entry.reports.map((r) => (
          <Typography component="li" variant="body2" key={r.reporterId} sx={{ overflowWrap: 'anywhere' }}>
            <strong>{r.reporterName}</strong> ({REPORT_REASON_LABELS[r.reason]}, {timeAgo(r.reportedAt)})
            {r.details ? `: ${r.details}` : ''}
          </Typography>
        ))}
      </Box>
      {/* What staff decided before (an earlier take-down or dismissal, a rejection), with their names. */}
      <ProductHistory productId={product.id} title={product.title} />
      <Stack
        direction="row"
        spacing={1}
        // At the card's foot, so the decisions of two cards side by side line up.
        sx={{ mt: 'auto', justifyContent: 'space-between', '& .MuiButton-root': { minHeight: 44 } }}
      >
        <Button variant="outlined" color="error" onClick={onTakeDown} disabled={busy}>
          Take down
        </Button>
        <Button variant="contained" onClick={onDismiss} disabled={busy}>
          Dismiss
        </Button>
      </Stack>
    </Paper>
  );
}
