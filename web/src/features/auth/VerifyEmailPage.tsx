import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/router';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { AuthCard } from '../../components/AuthCard';
import { RouterLink } from '../../components/RouterLink';
import { CooldownLabel } from '../../components/code/CooldownLabel';
import { ResendVerificationDocument } from '../../graphql/generated';
import { hasCode, readError, type ErrorInfo } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { useAuth } from '../../lib/auth/authContext';
import type { FromState } from '../../lib/auth/fromPath';
import { LoadingView } from '../../components/LoadingView';
import { useVerifyEmail } from './api/sessionMutations';
import { CODE_LENGTH, CodeBoxes } from '../../components/code/CodeBoxes';
import { useCountdown } from '../../lib/useCountdown';

/** docs/product.md#screens (Forms): resend cooldown and the pause before moving on. */
export const RESEND_COOLDOWN_SECONDS = 30;
const REDIRECT_DELAY_MS = 1000;

/** Where login brings the student back to: this page, which then sends the code. */
const BACK_HERE: FromState = { from: { pathname: '/verify-email', search: '', hash: '' } };

/**
 * A visitor without a session has no account to send a code to (the page is not guarded: mail
 * links land here). It says what to do instead: log in, which brings them back here with a code.
 */
function SignedOutNotice() {
  return (
    <AuthCard
      title="Verify your email"
      subtitle="Log in to get your verification code. We email a new six-digit code to your account as soon as you are signed in."
      footer={
        <Link component={RouterLink} to="/signup" sx={{ fontWeight: 600 }}>
          No account yet? Sign up
        </Link>
      }
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <MarkEmailReadOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
      </Box>
      <Button fullWidth variant="contained" size="large" component={RouterLink} to="/login" state={BACK_HERE}>
        Log in to get a code
      </Button>
    </AuthCard>
  );
}

/** /verify-email: the six-digit code of a signed-in, unverified account; a visitor is asked to log in first. */
export default function VerifyEmailPage() {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingView />;
  if (status === 'signedOut') return <SignedOutNotice />;
  return <CodeForm />;
}

function CodeForm() {
  const [code, setCode] = useState<string[]>(() => Array<string>(CODE_LENGTH).fill(''));
  const [resends, setResends] = useState(0);
  const [cooldown, startCooldown] = useCountdown();
  const [verified, setVerified] = useState(false);
  const [verify, { loading: verifying }] = useVerifyEmail();
  const [resend, { loading: resending }] = useMutation(ResendVerificationDocument);
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const firstSend = useRef(false);

  /** Sends a code and starts the cooldown; answers what went wrong, or null when the code went out. */
  const send = async (): Promise<ErrorInfo | null> => {
    try {
      const { data } = await resend({ variables: { input: null } });
      startCooldown(data?.resendVerification.retryAfterSeconds || RESEND_COOLDOWN_SECONDS);
      return null;
    } catch (error) {
      const info = readError(error, 'Please try again later');
      startCooldown(
        hasCode(info, 'RATE_LIMITED') && info.retryAfterSeconds
          ? info.retryAfterSeconds
          : hasCode(info, 'RATE_LIMITED')
            ? RESEND_COOLDOWN_SECONDS
            : 0,
      );
      return info;
    }
  };

  // The code goes out once when the page opens; a failure of that first send stays silent.
  useEffect(() => {
    if (firstSend.current) return;
    firstSend.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onResend = async () => {
    const problem = await send();
    if (problem) {
      toast({
        title: 'Failed to resend OTP',
        message: problem.message || 'Please try again later',
        variant: 'destructive',
      });
      return;
    }
    setResends((n) => n + 1);
    toast({
      title: 'Code sent',
      message: 'A new verification code has been sent to your email.',
      variant: 'success',
    });
  };

  const complete = code.every((c) => c !== '') && code.join('').length === CODE_LENGTH;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    try {
      await verify({
        variables: { input: { code: code.join('') } },
      });
      setVerified(true);
      toast({ title: 'Email verified', message: 'Your account has been successfully verified!', variant: 'success' });
      setTimeout(() => void navigate('/contact-details', { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      toast({
        title: 'Verification Failed',
        message: readError(error, 'Please check your code and try again').message,
        variant: 'destructive',
      });
    }
  };

  const counter = resends === 0 ? 'First code sent' : `Resent ${resends} ${resends === 1 ? 'time' : 'times'}`;

  return (
    <AuthCard
      title="Verify your email"
      subtitle={
        <>
          Enter the six-digit code we sent
          {user?.email ? (
            <>
              {' '}
              to{' '}
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Box>
            </>
          ) : (
            ' to your email'
          )}
          . It is valid for 10 minutes.
        </>
      }
      footer={
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
          Back to login
        </Link>
      }
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
        <MarkEmailReadOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'primary.main' }} />
      </Box>
      <Stack component="form" spacing={3} onSubmit={onSubmit}>
        <CodeBoxes value={code} onChange={setCode} disabled={verifying || verified} autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={!complete || verifying || verified}>
          {verifying ? 'Verifying…' : 'Verify Email'}
        </Button>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {counter}
          </Typography>
          <Button variant="text" onClick={() => void onResend()} disabled={cooldown > 0 || resending || verified}>
            <CooldownLabel label="Resend OTP" seconds={cooldown} />
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
