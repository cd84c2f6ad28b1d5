import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { badgeCountdown, cardCountdown, useNow } from '../../lib/discount';

/**
 * Time left on a discount, refreshed each minute. `card`: a line of text that ends as
 * "Discount expired"; `badge` (detail page): a chip that disappears once the discount ends.
 */
export function DiscountCountdown({
  endsAt,
  variant = 'card',
}: {
  endsAt: string | null | undefined;
  variant?: 'card' | 'badge';
}) {
  const now = useNow();
  if (variant === 'badge') {
    const text = badgeCountdown(endsAt, now);
    if (!text) return null;
    return (
      <Chip
        icon={<TimerOutlinedIcon aria-hidden />}
        label={text}
        color="secondary"
        size="small"
        sx={{ fontWeight: 700 }}
      />
    );
  }
  const text = cardCountdown(endsAt, now);
  if (!text) return null;
  const expired = text === 'Discount expired';
  return (
    <Typography
      variant="body2"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        color: expired ? 'text.secondary' : 'secondary.main',
      }}
    >
      <TimerOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
      {text}
    </Typography>
  );
}
