import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from '../../lib/router';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AuthCard } from '../../components/AuthCard';
import { PasswordField } from '../../components/PasswordField';
import { RouterLink } from '../../components/RouterLink';
import { ResetPasswordDocument } from '../../graphql/generated';
import { readError } from '../../lib/errors';
import { PASSWORD_LENGTH_HINT, passwordLength } from '../../lib/auth/passwordRules';
import { useToast } from '../../lib/useToast';

interface ResetForm {
  password: string;
  confirm: string;
}

const REDIRECT_DELAY_MS = 2000;

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const { register, handleSubmit, formState, setError } = useForm<ResetForm>({
    defaultValues: { password: '', confirm: '' },
  });
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();

  const onSubmit = async ({ password, confirm }: ResetForm) => {
    if (password !== confirm) {
      setError('confirm', { type: 'mismatch', message: 'Passwords do not match' });
      toast({
        title: 'Passwords do not match',
        message: 'Type the same new password in both boxes.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await resetPassword({ variables: { input: { token, password } } });
      setDone(true);
      toast({
        title: 'Password reset',
        message: 'Password reset successfully, redirecting to login page...',
        variant: 'success',
      });
      setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      const info = readError(error, 'Error resetting password');
      if (info.fields.password) setError('password', { type: 'server', message: info.fields.password });
      toast({ title: 'Reset Failed', message: info.message, variant: 'destructive' });
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Resetting signs you out on every device."
      footer={
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Back to login
        </Link>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          autoFocus
          {...register('password', {
            required: 'Choose a new password',
            ...passwordLength,
          })}
          error={!!formState.errors.password}
          helperText={formState.errors.password?.message ?? PASSWORD_LENGTH_HINT}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...register('confirm', { required: 'Type the new password again' })}
          error={!!formState.errors.confirm}
          helperText={formState.errors.confirm?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting || done}>
          {formState.isSubmitting ? 'Resetting…' : 'Reset'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
