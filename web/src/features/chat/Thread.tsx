import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import {
  ConversationThreadDocument,
  MarkConversationReadDocument,
  SendChatMessageDocument,
  type ConversationThreadQuery,
} from '../../graphql/generated-lazy';
import { UnreadConversationCountDocument } from '../../graphql/generated';
import { LoadingView } from '../../components/LoadingView';
import { RetryAlert } from '../../components/RetryAlert';
import { RouterLink } from '../../components/RouterLink';
import { useAuth } from '../../lib/auth/authContext';
import { readError } from '../../lib/errors';
import { formatRupees } from '../../lib/money';
import { Composer } from '../../components/chat/Composer';
import { MessageBubble } from './MessageBubble';
import {
  dayOf,
  LISTING_REMOVED,
  listingOf,
  memberName,
  otherMember,
  SAFETY_TIP,
  THREAD_ERROR,
} from '../../components/chat/chatText';

/** How many messages a thread opens with, and how many more each scroll to the top brings. */
export const MESSAGE_PAGE = 30;

type Thread = NonNullable<ConversationThreadQuery['conversation']>;

/** One conversation: its listing, the messages (newest at the bottom, older ones above on scrolling up) and the composer. */
export function ConversationThread({ id }: { id: string }) {
  const { user } = useAuth();
  const variables = { id, last: MESSAGE_PAGE };
  const { data, loading, error, refetch, fetchMore } = useQuery(ConversationThreadDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMutation(MarkConversationReadDocument);
  const [sendMessage] = useMutation(SendChatMessageDocument);
  const [olderError, setOlderError] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const conversation = data?.conversation;
  const hasConversation = Boolean(conversation);

  // Opening the thread reads it: the inbox's dot and the top bar's count go down with it.
  useEffect(() => {
    if (!hasConversation) return;
    markRead({
      variables: { conversationId: id },
      update: (cache) => {
        cache.updateQuery({ query: UnreadConversationCountDocument }, (count) =>
          count && count.unreadConversationCount > 0
            ? { unreadConversationCount: count.unreadConversationCount - 1 }
            : count,
        );
      },
    }).catch(() => {
      // The mark is a courtesy: a thread that failed to mark read still reads fine.
    });
  }, [hasConversation, id, markRead]);

  const loadOlder = async () => {
    const pageInfo = conversation?.messages.pageInfo;
    if (!pageInfo?.hasPreviousPage || !pageInfo.startCursor || loadingOlder) return;
    setOlderError(null);
    setLoadingOlder(true);
    try {
      await fetchMore({
        variables: { before: pageInfo.startCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.conversation;
          const older = fetchMoreResult.conversation;
          if (!before || !older) return previous;
          const seen = new Set(before.messages.nodes.map((m) => m.id));
          return {
            conversation: {
              ...before,
              messages: {
                ...before.messages,
                pageInfo: older.messages.pageInfo,
                nodes: [...older.messages.nodes.filter((m) => !seen.has(m.id)), ...before.messages.nodes],
              },
            },
          };
        },
      });
    } catch (failure) {
      setOlderError(readError(failure, THREAD_ERROR).message);
    } finally {
      setLoadingOlder(false);
    }
  };

  const send = async (text: string) => {
    await sendMessage({
      variables: { input: { conversationId: id, text } },
      update: (cache, result) => {
        const sent = result.data?.sendMessage.chatMessage;
        if (!sent) return;
        cache.updateQuery({ query: ConversationThreadDocument, variables }, (current) => {
          const thread = current?.conversation;
          if (!thread || thread.messages.nodes.some((m) => m.id === sent.id)) return current;
          return {
            conversation: { ...thread, messages: { ...thread.messages, nodes: [...thread.messages.nodes, sent] } },
          };
        });
      },
    });
  };

  if (!conversation && loading) return <LoadingView minHeight="30vh" />;
  if (!conversation && error) return <RetryAlert message={THREAD_ERROR} error={error} onRetry={() => refetch()} />;
  if (!conversation) return <Alert severity="info">This conversation does not exist, or is not yours.</Alert>;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <ThreadHeader conversation={conversation} />
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
        <ShieldOutlinedIcon fontSize="small" aria-hidden />
        {SAFETY_TIP}
      </Typography>
      <MessageLog
        thread={conversation}
        myId={user?.id}
        hasOlder={conversation.messages.pageInfo.hasPreviousPage}
        loadingOlder={loadingOlder}
        olderError={olderError}
        onLoadOlder={() => void loadOlder()}
      />
      <Box sx={{ pt: 1 }}>
        <Composer onSend={send} />
      </Box>
    </Box>
  );
}

function ThreadHeader({ conversation }: { conversation: Thread }) {
  const listing = listingOf(conversation);
  const other = otherMember(conversation);
  const { product } = conversation;
  const body = (
    <>
      <Avatar variant="rounded" src={listing.picture ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
        {listing.title.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" noWrap sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {listing.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {product
            ? `${formatRupees(product.effectivePrice)} · ${availabilityLabel(product.availability)}`
            : LISTING_REMOVED}
          {' · with '}
          {memberName(other)}
        </Typography>
      </Box>
    </>
  );
  const sx = { display: 'flex', alignItems: 'center', gap: 1.5, p: 1, borderRadius: 2, color: 'inherit' } as const;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2 }}>
      {product ? (
        <Link component={RouterLink} to={`/product/${product.id}`} underline="none" sx={sx}>
          {body}
        </Link>
      ) : (
        <Box sx={sx}>{body}</Box>
      )}
    </Paper>
  );
}

function availabilityLabel(availability: string): string {
  return availability.charAt(0) + availability.slice(1).toLowerCase();
}

function MessageLog({
  thread,
  myId,
  hasOlder,
  loadingOlder,
  olderError,
  onLoadOlder,
}: {
  thread: Thread;
  myId: string | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: string | null;
  onLoadOlder: () => void;
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
            <MessageBubble message={message} mine={message.sender?.id === myId} />
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
