import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from '../../lib/router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/AuthCard';
import { PasswordField } from '../../components/PasswordField';
import { RouterLink } from '../../components/RouterLink';
import { hasCode, readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { fromPath } from '../../lib/auth/fromPath';
import { useLogin } from './api/sessionMutations';
import { useAuth } from '../../lib/auth/authContext';
import { muiField } from '../../lib/muiField';

interface LoginForm {
  collegeId: string;
  password: string;
}

export default function LoginPage() {
  const { register, handleSubmit, formState } = useForm<LoginForm>({ defaultValues: { collegeId: '', password: '' } });
  const [login] = useLogin();
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  const onSubmit = async ({ collegeId, password }: LoginForm) => {
    try {
      await login({
        variables: { input: { collegeId: collegeId.trim(), password } },
      });
      toast({ title: 'Successfully Logged in', variant: 'success' });
      void navigate(fromPath(location.state), { replace: true });
    } catch (error) {
      const info = readError(error, 'Login failed');
      if (hasCode(info, 'EMAIL_NOT_VERIFIED')) {
        // The server started an unverified session and sent a fresh code; the verify page uses it.
        toast({ title: 'Please verify your email', message: 'We sent a new code to your email.', variant: 'default' });
        await refresh().catch(() => undefined);
        void navigate('/verify-email');
        return;
      }
      toast({ title: 'Login Failed', message: info.message, variant: 'destructive' });
    }
  };

  return (
    <AuthCard
      title="Log in"
      subtitle="Welcome back to Campus Market"
      footer={
        <>
          <Typography variant="body2">
            New here?{' '}
            <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
              Create an account
            </Link>
          </Typography>
          <Link
            component={RouterLink}
            to="/forget-password"
            variant="body2"
            sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
          >
            Forgot password?
          </Link>
        </>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label="Registration Id"
          autoComplete="username"
          autoFocus
          {...muiField(register('collegeId', { validate: (v) => v.trim() !== '' || 'Enter your registration id' }))}
          error={!!formState.errors.collegeId}
          helperText={formState.errors.collegeId?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...register('password', { required: 'Enter your password' })}
          error={!!formState.errors.password}
          helperText={formState.errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Logging in…' : 'Log in'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
