import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/AuthCard';
import { RouterLink } from '../../components/RouterLink';
import { ForgotPasswordDocument } from '../../graphql/generated';
import { readError } from '../../lib/errors';
import { muiField } from '../../lib/muiField';
import { useToast } from '../../lib/useToast';

export default function ForgetPasswordPage() {
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [forgotPassword] = useMutation(ForgotPasswordDocument);
  const [sent, setSent] = useState<string | null>(null);
  const toast = useToast();

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      const { data } = await forgotPassword({ variables: { input: { email: email.trim() } } });
      setSent(data?.forgotPassword.message ?? 'If an account uses that email, a reset link is on its way.');
    } catch (error) {
      setSent(null);
      // The documented title, colon included (docs/product.md#screens).
      toast({ title: 'Failed to send :', message: readError(error).message, variant: 'destructive' });
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <>
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            Back to login
          </Link>
          <Typography variant="body2">
            No account yet?{' '}
            <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
              Sign up
            </Link>
          </Typography>
        </>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
        {sent && (
          <Alert severity="success" role="status">
            {sent}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          {...muiField(
            register('email', {
              validate: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) || 'Enter a valid email address',
            }),
          )}
          error={!!formState.errors.email}
          helperText={formState.errors.email?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
