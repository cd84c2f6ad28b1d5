import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import {
  ConversationRole,
  ConversationsDocument,
  type ConversationRowFieldsFragment,
} from '../../graphql/generated-lazy';
import { PagedList } from '../../components/PagedList';
import { RetryAlert } from '../../components/RetryAlert';
import { RouterLink } from '../../components/RouterLink';
import { UserAvatar } from '../../components/UserAvatar';
import { timeAgo } from '../../lib/timeAgo';
import { usePagedQuery } from '../../lib/usePagedQuery';
import {
  EMPTY_INBOX,
  INBOX_ERROR,
  LISTING_REMOVED,
  listingOf,
  messagePreview,
  memberName,
  otherMember,
} from '../../components/chat/chatText';

const PAGE = 20;
type Filter = 'ALL' | ConversationRole;

/** The inbox: the member's conversations, newest activity first, all of them or one side only. */
export function Inbox({ selectedId }: { selectedId?: string }) {
  const [filter, setFilter] = useState<Filter>('ALL');
  const paged = usePagedQuery(ConversationsDocument, {
    field: 'conversations',
    appendBy: (node) => node.id,
    loadMoreFallback: INBOX_ERROR,
    variables: { first: PAGE, ...(filter !== 'ALL' && { role: filter }) },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <Box>
      <Tabs
        value={filter}
        onChange={(_, value: Filter) => setFilter(value)}
        aria-label="Which conversations"
        variant="fullWidth"
        sx={{ mb: 1.5 }}
      >
        <Tab value="ALL" label="All" sx={{ minHeight: 48 }} />
        <Tab value={ConversationRole.Buying} label="Buying" sx={{ minHeight: 48 }} />
        <Tab value={ConversationRole.Selling} label="Selling" sx={{ minHeight: 48 }} />
      </Tabs>
      <PagedList
        paged={paged}
        loading={
          <Stack spacing={1} aria-label="Loading conversations">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={72} />
            ))}
          </Stack>
        }
        error={(error) => <RetryAlert message={INBOX_ERROR} error={error} onRetry={() => paged.refetch()} />}
        empty={
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
            <ChatBubbleOutlineIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
            <Typography variant="h3" component="p" sx={{ mt: 1, fontSize: '1.25rem' }}>
              No conversations yet.
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {EMPTY_INBOX}.
            </Typography>
          </Paper>
        }
      >
        <Stack component="ul" aria-label="Conversations" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {paged.connection?.nodes.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
            />
          ))}
        </Stack>
      </PagedList>
    </Box>
  );
}

function ConversationRow({
  conversation,
  selected,
}: {
  conversation: ConversationRowFieldsFragment;
  selected: boolean;
}) {
  const listing = listingOf(conversation);
  const other = otherMember(conversation);
  const unread = conversation.unreadCount > 0;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ borderRadius: 3, ...(selected && { borderColor: 'primary.main', bgcolor: 'action.selected' }) }}
    >
      <Link
        component={RouterLink}
        to={`/messages/${conversation.id}`}
        underline="none"
        aria-current={selected ? 'page' : undefined}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5, color: 'inherit', borderRadius: 3 }}
      >
        <Avatar variant="rounded" src={listing.picture ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
          {listing.title.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography component="span" noWrap sx={{ flex: 1, fontWeight: unread ? 700 : 600 }}>
              {listing.title}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {timeAgo(conversation.updatedAt, Date.now(), { short: true })}
            </Typography>
          </Box>
          {listing.removed && (
            <Typography component="span" variant="caption" color="warning.main" sx={{ display: 'block' }}>
              {LISTING_REMOVED}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
            <UserAvatar user={other} size={20} />
            <Typography component="span" variant="body2" sx={{ flexShrink: 0, fontWeight: 600 }}>
              {memberName(other)}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              color={unread ? 'text.primary' : 'text.secondary'}
              noWrap
              sx={{ flex: 1, minWidth: 0 }}
            >
              {messagePreview(conversation.lastMessage)}
            </Typography>
            {unread && (
              <Box
                component="span"
                role="img"
                aria-label="Unread"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
              />
            )}
          </Box>
        </Box>
      </Link>
    </Paper>
  );
}
