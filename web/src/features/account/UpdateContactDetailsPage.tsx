import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AuthCard } from '../../components/AuthCard';
import { UpdateContactDetailsDocument } from '../../graphql/generated';
import { readError, type ErrorInfo } from '../../lib/errors';
import { useAuth } from '../../lib/auth/authContext';
import { ContactDetailsForm, initialContactDetails, toInput, type ContactDetailsValues } from './ContactDetailsForm';

export default function UpdateContactDetailsPage() {
  const { user } = useAuth();
  const [update] = useMutation(UpdateContactDetailsDocument);
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: ErrorInfo } | null>(null);

  const onSubmit = async (values: ContactDetailsValues) => {
    setResult(null);
    try {
      await update({ variables: { input: toInput(values) } });
      setResult({ ok: true });
    } catch (error) {
      setResult({ ok: false, error: readError(error, 'Error updating contact details') });
    }
  };

  return (
    <AuthCard title="Update contact details" subtitle="How buyers can reach you about your listings.">
      <ContactDetailsForm
        initial={initialContactDetails(user)}
        onSubmit={onSubmit}
        serverFields={result && !result.ok ? result.error.fields : undefined}
        actions={(submitting) => (
          <>
            {result?.ok && (
              <Alert severity="success" role="status">
                Contact details updated successfully!
              </Alert>
            )}
            {result && !result.ok && <Alert severity="error">{result.error.message}</Alert>}
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitting ? 'Updating...' : 'Update Details'}
            </Button>
          </>
        )}
      />
    </AuthCard>
  );
}
