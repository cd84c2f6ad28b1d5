import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { UnreadConversationCountDocument } from '../../graphql/generated';
import { useAuth } from '../../lib/auth/authContext';
import { RouterLink } from '../../components/RouterLink';
import { Tooltip } from '../../components/Tooltip';
import { ChatListener } from './ChatListener';

export function chatLabel(count: number): string {
  return `Messages, ${count} unread`;
}

/** The top bar's chat button: a link to /messages with how many conversations are unread, kept live; a 44 px target. */
export function ChatButton() {
  const { user } = useAuth();
  // errorPolicy 'all': a failed count shows as none, as the bell's does.
  const { data } = useQuery(UnreadConversationCountDocument, { skip: !user, errorPolicy: 'all' });
  const count = data?.unreadConversationCount ?? 0;
  return (
    <>
      {user?.isVerified && <ChatListener key={user.id} />}
      <Tooltip title="Messages" describeChild>
        <IconButton
          color="inherit"
          component={RouterLink}
          to="/messages"
          aria-label={chatLabel(count)}
          sx={{ minWidth: 44, minHeight: 44 }}
        >
          <Badge badgeContent={count} color="error" max={99} aria-hidden>
            <ChatBubbleOutlineIcon />
          </Badge>
        </IconButton>
      </Tooltip>
    </>
  );
}
