import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { MessageMailSettingDocument, UpdateMessageMailDocument } from '../../graphql/generated';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';

export const MESSAGE_MAIL_LABEL = 'Email me about new messages';
export const MESSAGE_MAIL_UPDATED = 'Your message email setting has been updated.';
export const MESSAGE_MAIL_FAILED = 'Error updating the message email setting';

/**
 * The owner's chat mail switch (`emailOnMessages`, on unless turned off): a message still unread
 * a while after it came sends one mail. It flips at once and flips back if the server refuses.
 */
export function MessageMailSwitch() {
  const { data } = useQuery(MessageMailSettingDocument, { errorPolicy: 'all' });
  const [update, { loading }] = useMutation(UpdateMessageMailDocument);
  const toast = useToast();
  const [requested, setRequested] = useState<boolean | null>(null);
  const current = data?.me?.emailOnMessages;

  const onChange = async (on: boolean) => {
    setRequested(on);
    try {
      const result = await update({ variables: { emailOnMessages: on } });
      toast({ title: result.data?.editProfile.message ?? MESSAGE_MAIL_UPDATED, variant: 'success' });
    } catch (failure) {
      toast({
        title: MESSAGE_MAIL_FAILED,
        message: readError(failure, MESSAGE_MAIL_FAILED).message,
        variant: 'destructive',
      });
    } finally {
      setRequested(null);
    }
  };

  return (
    <>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={requested ?? current ?? true}
            disabled={loading || current == null}
            onChange={(event) => void onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'message-mail-hint' } }}
          />
        }
        label={MESSAGE_MAIL_LABEL}
      />
      <FormHelperText id="message-mail-hint">
        When on, a message you have not read after a few minutes sends you one email, at most one an hour per
        conversation. It never contains the message&apos;s photos.
      </FormHelperText>
    </>
  );
}
