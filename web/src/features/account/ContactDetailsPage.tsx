import { useState } from 'react';
import { useNavigate } from '../../lib/router';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AuthCard } from '../../components/AuthCard';
import { LoadingView } from '../../components/LoadingView';
import { UpdateContactDetailsDocument } from '../../graphql/generated';
import { readError, type ErrorInfo } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { useAuth } from '../../lib/auth/authContext';
import { ContactDetailsForm, initialContactDetails, toInput, type ContactDetailsValues } from './ContactDetailsForm';

/** Onboarding step after verification: optional contact details, then the terms. */
export default function ContactDetailsPage() {
  const { user, status } = useAuth();
  const [update] = useMutation(UpdateContactDetailsDocument);
  const [failure, setFailure] = useState<ErrorInfo | null>(null);
  const navigate = useNavigate();
  const toast = useToast();

  const onSubmit = async (values: ContactDetailsValues) => {
    setFailure(null);
    try {
      await update({ variables: { input: toInput(values) } });
      toast({ title: 'Profile updated', message: 'Your profile has been updated successfully.', variant: 'success' });
      void navigate('/terms-and-conditions');
    } catch (error) {
      setFailure(readError(error, 'Error updating contact details'));
    }
  };

  if (status === 'loading') return <LoadingView />;

  return (
    <AuthCard
      title="Add your contact details"
      subtitle="Buyers reach sellers on WhatsApp or Instagram. Everything here is optional and you can change it later."
    >
      <ContactDetailsForm
        initial={initialContactDetails(user)}
        onSubmit={onSubmit}
        serverFields={failure?.fields}
        actions={(submitting) => (
          <>
            {failure && <Alert severity="error">{failure.message}</Alert>}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button variant="outlined" size="large" onClick={() => navigate('/terms-and-conditions')}>
                Skip
              </Button>
              <Button type="submit" variant="contained" size="large" disabled={submitting}>
                {submitting ? 'Updating...' : 'Update Profile'}
              </Button>
            </Stack>
          </>
        )}
      />
    </AuthCard>
  );
}
