import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import {
  AnswerOfferDocument,
  ConversationRole,
  ConversationThreadDocument,
  MakeOfferDocument,
  type OfferAction,
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
import { OfferDialog } from '../../components/chat/OfferDialog';
import { MessageLog } from './MessageLog';
import { Composer } from '../../components/chat/Composer';
import {
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
type SentMessage = Thread['messages']['nodes'][number];

/** Whether the page is in front: a message arriving in a hidden tab stays unread until it is looked at. */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

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
  const [makeOffer] = useMutation(MakeOfferDocument);
  const [answerOffer] = useMutation(AnswerOfferDocument);
  const [offering, setOffering] = useState(false);
  const visible = usePageVisible();
  const [olderError, setOlderError] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const conversation = data?.conversation;
  const hasConversation = Boolean(conversation);

  // Opening the thread reads it, and so does a message arriving while it is open and in front:
  // the inbox's dot and the top bar's count go down with it.
  const unread = conversation?.unreadCount ?? 0;
  const markedOnce = useRef(false);
  useEffect(() => {
    if (!hasConversation || !visible) return;
    if (markedOnce.current && unread === 0) return;
    markedOnce.current = true;
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
  }, [hasConversation, visible, unread, id, markRead]);

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

  // The sender's own message joins the log from the answer (the live push for it is then known).
  const append = (cache: ApolloCache, sent?: SentMessage) => {
    if (!sent) return;
    cache.updateQuery({ query: ConversationThreadDocument, variables }, (current) => {
      const thread = current?.conversation;
      if (!thread || thread.messages.nodes.some((m) => m.id === sent.id)) return current;
      return {
        conversation: { ...thread, messages: { ...thread.messages, nodes: [...thread.messages.nodes, sent] } },
      };
    });
  };

  const send = async (text: string, images: string[] = []) => {
    await sendMessage({
      variables: { input: { conversationId: id, text, ...(images.length > 0 && { images }) } },
      update: (cache, result) => append(cache, result.data?.sendMessage.chatMessage),
    });
  };

  const offer = async (amount: number) => {
    await makeOffer({
      variables: { input: { conversationId: id, amount } },
      update: (cache, result) => append(cache, result.data?.makeOffer.chatMessage),
    });
  };

  // The answer carries the offer's new status (the card changes in place) and the listing's
  // availability (the header says Reserved); a system line the server adds comes live.
  const answer = async (offerId: string, action: OfferAction) => {
    await answerOffer({
      variables: { input: { offerId, action } },
      update: (cache, result) => append(cache, result.data?.answerOffer.chatMessage),
    });
  };

  if (!conversation && loading) return <LoadingView minHeight="30vh" />;
  if (!conversation && error) return <RetryAlert message={THREAD_ERROR} error={error} onRetry={() => refetch()} />;
  if (!conversation) return <Alert severity="info">This conversation does not exist, or is not yours.</Alert>;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <ThreadHeader conversation={conversation} />
      {conversation.myRole === ConversationRole.Buying && conversation.product && (
        <>
          <Button
            variant="outlined"
            startIcon={<LocalOfferOutlinedIcon />}
            onClick={() => setOffering(true)}
            sx={{ minHeight: 44, alignSelf: 'flex-start', mt: 1 }}
          >
            Make an offer
          </Button>
          <OfferDialog
            open={offering}
            onClose={() => setOffering(false)}
            productTitle={conversation.product.title}
            maxAmount={conversation.product.effectivePrice}
            onOffer={offer}
          />
        </>
      )}
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
        onAnswerOffer={answer}
      />
      <Box sx={{ pt: 1 }}>
        {/* Text only for now: the server does not take pictures in messages yet (ThreadComposer is
            the composer with photos, to mount once it does). */}
        <Composer onSend={(text) => send(text)} />
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
            ? `${formatRupees(product.effectivePrice)} · ${product.reservedForMe ? 'Reserved for you' : availabilityLabel(product.availability)}`
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
