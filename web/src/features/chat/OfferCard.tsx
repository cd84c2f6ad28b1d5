import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { OfferAction, OfferStatus, type ChatMessageFieldsFragment } from '../../graphql/generated-lazy';
import { formatDate } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import { readError } from '../../lib/errors';
import { ANSWER_ERROR, OFFER_STATUS_LABEL } from '../../components/chat/chatText';

type Offer = NonNullable<ChatMessageFieldsFragment['offer']>;

const STATUS_COLOR: Record<OfferStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> = {
  PENDING: 'info',
  ACCEPTED: 'success',
  DECLINED: 'error',
  WITHDRAWN: 'default',
  EXPIRED: 'warning',
  SUPERSEDED: 'default',
};

/**
 * An OFFER message: the amount, its status and until when it stands. While it is pending the
 * seller may Accept or Decline it and the buyer Withdraw it; the answer comes back as the
 * offer's new status (and the listing's availability), so the card changes in place.
 */
export function OfferCard({
  message,
  mine,
  myRole,
  onAnswer,
}: {
  message: ChatMessageFieldsFragment;
  mine: boolean;
  /** The viewer's side of the conversation: the seller answers, the buyer withdraws. */
  myRole: 'BUYING' | 'SELLING' | undefined;
  onAnswer?: (offerId: string, action: OfferAction) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offer = message.offer as Offer;
  const pending = offer.status === OfferStatus.Pending;
  const titleId = `offer-${offer.id}`;

  const answer = async (action: OfferAction) => {
    if (!onAnswer || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onAnswer(offer.id, action);
    } catch (failure) {
      setError(readError(failure, ANSWER_ERROR).message);
    } finally {
      setBusy(false);
    }
  };

  const actions: { action: OfferAction; label: string; variant: 'contained' | 'outlined' }[] = !pending
    ? []
    : myRole === 'SELLING'
      ? [
          { action: OfferAction.Accept, label: 'Accept', variant: 'contained' },
          { action: OfferAction.Decline, label: 'Decline', variant: 'outlined' },
        ]
      : myRole === 'BUYING'
        ? [{ action: OfferAction.Withdraw, label: 'Withdraw', variant: 'outlined' }]
        : [];

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-kind="offer"
      sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', width: { xs: '85%', sm: 320 }, p: 1.5, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LocalOfferOutlinedIcon fontSize="small" aria-hidden />
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {mine ? 'Your offer' : 'Offer'}: {formatRupees(offer.amount)}
        </Typography>
        <Chip size="small" label={OFFER_STATUS_LABEL[offer.status]} color={STATUS_COLOR[offer.status]} />
      </Box>
      {(pending || offer.status === OfferStatus.Expired) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {pending ? 'Expires ' : 'Expired '}
          <time dateTime={offer.expiresAt}>{formatDate(offer.expiresAt, 'dateTime')}</time>
        </Typography>
      )}
      {actions.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          {actions.map(({ action, label, variant }) => (
            <Button
              key={action}
              variant={variant}
              disabled={busy}
              onClick={() => void answer(action)}
              sx={{ minHeight: 44, flex: 1 }}
            >
              {label}
            </Button>
          ))}
        </Box>
      )}
      {error && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Paper>
  );
}
