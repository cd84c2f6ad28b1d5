import { useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { readError } from '../../lib/errors';
import { checkMessage, MESSAGE_MAX, SEND_ERROR } from './chatText';

/**
 * The message box: Enter sends, Shift+Enter starts a new line. What the server refuses is shown
 * under the box and the text stays, so nothing typed is lost; it clears once the message is sent.
 */
export function Composer({
  onSend,
  initialText = '',
  label = 'Message',
  autoFocus,
  attachments,
  attachButton,
  hasAttachments = false,
  attachmentsBusy = false,
}: {
  /** Sends the text; a rejection is shown and keeps the text. */
  onSend: (text: string) => Promise<unknown>;
  initialText?: string;
  label?: string;
  autoFocus?: boolean;
  /** What goes with the text (the thread's photos), shown above the box. */
  attachments?: ReactNode;
  /** The button that adds them, beside the box. */
  attachButton?: ReactNode;
  /** Whether something is attached: the text may then be blank. */
  hasAttachments?: boolean;
  /** Whether the attachments are still being prepared: sending waits for them. */
  attachmentsBusy?: boolean;
}) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    const refused = attachmentsBusy ? 'Wait for the photos to finish uploading.' : checkMessage(text, hasAttachments);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch (failure) {
      const info = readError(failure, SEND_ERROR);
      setError(Object.values(info.fields)[0] ?? info.message);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1 }}
    >
      {attachments}
      {attachButton}
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        maxRows={6}
        sx={{ flex: '1 1 0', minWidth: 0 }}
        autoFocus={autoFocus}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label="Send"
        disabled={sending}
        sx={{ width: 48, height: 48, mb: 3 }}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
