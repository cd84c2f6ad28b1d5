import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { UpdatePrivacyDocument, type ProfileUserFragment } from '../../graphql/generated';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { Section } from './ProfileDetails';
import { MessageMailSwitch } from './MessageMailSwitch';

export const PRIVACY_UPDATED = 'Your privacy settings have been updated successfully.';
export const PRIVACY_FAILED = 'Error updating privacy settings';

/**
 * The owner's 'Show Contact Details' switch: on, visitors who are not signed in see the contact
 * details too. It flips at once and flips back if the server refuses.
 */
export function PrivacySettings({ user }: { user: Pick<ProfileUserFragment, 'id' | 'showContactDetails'> }) {
  const [updatePrivacy, { loading }] = useMutation(UpdatePrivacyDocument);
  const toast = useToast();

  // The requested value shows while the server answers; the cached user (updated by the
  // mutation's answer) decides after that.
  const [requested, setRequested] = useState<boolean | null>(null);

  const onChange = async (show: boolean) => {
    setRequested(show);
    try {
      const result = await updatePrivacy({ variables: { input: { showContactDetails: show } } });
      toast({ title: result.data?.updatePrivacy.message ?? PRIVACY_UPDATED, variant: 'success' });
    } catch (failure) {
      toast({ title: PRIVACY_FAILED, message: readError(failure, PRIVACY_FAILED).message, variant: 'destructive' });
    } finally {
      setRequested(null);
    }
  };

  return (
    <Section id="privacy-settings" title="Privacy settings">
      <FormControlLabel
        control={
          <Switch
            checked={requested ?? user.showContactDetails}
            disabled={loading}
            onChange={(event) => void onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'privacy-hint' } }}
          />
        }
        label="Show Contact Details"
      />
      <FormHelperText id="privacy-hint">
        When on, visitors who are not signed in can see your contact details too. Signed-in students always can.
      </FormHelperText>
      <MessageMailSwitch />
    </Section>
  );
}
