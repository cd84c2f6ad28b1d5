import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChatMessageFieldsFragment, ConversationRole, OfferAction } from '../../graphql/generated-lazy';
import { FLAG_WARNING } from '../../components/chat/chatText';
import { formatDate } from '../../lib/dates';
import { OfferCard } from './OfferCard';
import { MessageImages } from './MessageImages';

/** One message: mine on the right, theirs on the left with a warning when the server flagged it; system notes centred. */
export function MessageBubble({
  message,
  mine,
  myRole,
  onAnswerOffer,
}: {
  message: ChatMessageFieldsFragment;
  mine: boolean;
  myRole?: ConversationRole;
  onAnswerOffer?: (offerId: string, action: OfferAction) => Promise<unknown>;
}) {
  const time = formatDate(message.createdAt, 'dateTime');
  if (message.kind === 'OFFER' && message.offer) {
    return <OfferCard message={message} mine={mine} myRole={myRole} onAnswer={onAnswerOffer} />;
  }
  if (message.kind === 'SYSTEM') {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        data-kind="system"
        sx={{ alignSelf: 'center', textAlign: 'center', fontStyle: 'italic', maxWidth: '90%' }}
      >
        {message.text}
      </Typography>
    );
  }
  return (
    <Box
      data-mine={mine ? 'true' : 'false'}
      sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: { xs: '85%', sm: '70%' } }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 3,
          ...(mine
            ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderBottomRightRadius: 4 }
            : { bgcolor: 'action.selected', color: 'text.primary', borderBottomLeftRadius: 4 }),
        }}
      >
        {message.images.length > 0 && <MessageImages images={message.images} />}
        {message.text && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
        )}
        <Typography variant="caption" component="time" dateTime={message.createdAt} sx={{ opacity: 0.8 }}>
          {time}
        </Typography>
      </Box>
      {!mine && message.flags.length > 0 && (
        <Alert severity="warning" sx={{ mt: 0.5, py: 0 }}>
          {FLAG_WARNING}
        </Alert>
      )}
    </Box>
  );
}
