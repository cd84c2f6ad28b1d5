import { Fragment, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ConversationThreadQuery, OfferAction } from '../../graphql/generated-lazy';
import { dayOf } from '../../components/chat/chatText';
import { MessageBubble } from './MessageBubble';

type Thread = NonNullable<ConversationThreadQuery['conversation']>;

/**
 * The thread's messages, a `log` region (a screen reader reads out what is added at the end):
 * day separators, "Seen" under the caller's last message the other member has read, older
 * messages loaded on scrolling to the top.
 */
export function MessageLog({
  thread,
  myId,
  hasOlder,
  loadingOlder,
  olderError,
  onLoadOlder,
  onAnswerOffer,
}: {
  thread: Thread;
  myId: string | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: string | null;
  onLoadOlder: () => void;
  onAnswerOffer: (offerId: string, action: OfferAction) => Promise<unknown>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const messages = thread.messages.nodes;
  const newest = messages.at(-1)?.id;
  const oldest = messages[0]?.id;
  const fromBottom = useRef(0);

  // A new message at the bottom scrolls to it; older ones added on top keep the reader where they were.
  useLayoutEffect(() => {
    const log = ref.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newest]);
  useLayoutEffect(() => {
    const log = ref.current;
    if (log && fromBottom.current) log.scrollTop = log.scrollHeight - fromBottom.current;
  }, [oldest]);

  const onScroll = () => {
    const log = ref.current;
    if (!log) return;
    fromBottom.current = log.scrollHeight - log.scrollTop;
    if (log.scrollTop <= 0 && hasOlder) onLoadOlder();
  };

  const myLast = [...messages].reverse().find((m) => m.sender?.id === myId && m.kind !== 'SYSTEM');
  const seen = Boolean(
    myLast && thread.otherLastReadAt && Date.parse(thread.otherLastReadAt) >= Date.parse(myLast.createdAt),
  );

  return (
    <Box
      ref={ref}
      role="log"
      aria-label="Messages"
      onScroll={onScroll}
      sx={{ flex: 1, minHeight: 240, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 0.75, py: 1 }}
    >
      {hasOlder && (
        <Box sx={{ textAlign: 'center' }}>
          <Button onClick={onLoadOlder} disabled={loadingOlder} sx={{ minHeight: 44 }}>
            {loadingOlder ? 'Loading…' : 'Load older messages'}
          </Button>
          {olderError && (
            <Typography variant="body2" color="error">
              {olderError}
            </Typography>
          )}
        </Box>
      )}
      {messages.map((message, index) => {
        const day = dayOf(message.createdAt);
        const newDay = index === 0 || dayOf(messages[index - 1].createdAt) !== day;
        return (
          <Fragment key={message.id}>
            {newDay && (
              <Typography
                role="separator"
                variant="caption"
                color="text.secondary"
                sx={{ alignSelf: 'center', px: 1.5, py: 0.25, borderRadius: 4, bgcolor: 'action.hover' }}
              >
                {day}
              </Typography>
            )}
            <MessageBubble
              message={message}
              mine={message.sender?.id === myId}
              myRole={thread.myRole}
              onAnswerOffer={onAnswerOffer}
            />
            {seen && message.id === myLast?.id && (
              <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-end', mr: 0.5 }}>
                Seen
              </Typography>
            )}
          </Fragment>
        );
      })}
    </Box>
  );
}
