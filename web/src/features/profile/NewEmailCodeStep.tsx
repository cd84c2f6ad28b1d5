import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { VerifyNewEmailDocument } from '../../graphql/generated';
import { hasCode, readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { CODE_LENGTH, CodeBoxes } from '../../components/code/CodeBoxes';
import { CooldownLabel } from '../../components/code/CooldownLabel';
import { useCountdown } from '../../lib/useCountdown';

export const EMAIL_VERIFY_FAILED = 'Could not change your email';
export const CODE_SENT = 'New code sent';

/** The server's resend cooldown (docs/product.md#accounts); it answers the real wait when refused. */
const RESEND_COOLDOWN_SECONDS = 30;

const emptyCode = () => Array<string>(CODE_LENGTH).fill('');

/**
 * The second step of an email change: the code mailed to the new address. Until it is entered
 * the current email stays in use. `onResend` (when the form still holds the current password)
 * asks the server for a fresh code by saving the change again; it answers the cooldown.
 */
export function NewEmailCodeStep({
  email,
  onVerified,
  onLater,
  onResend,
  justSent = false,
}: {
  email: string;
  onVerified: () => void;
  onLater: () => void;
  onResend?: () => Promise<void>;
  /** The code went out moments ago: the resend button starts on its cooldown. */
  justSent?: boolean;
}) {
  const [code, setCode] = useState<string[]>(emptyCode);
  const [problem, setProblem] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [cooldown, startCooldown] = useCountdown();
  const [verify, { loading: verifying }] = useMutation(VerifyNewEmailDocument);
  const toast = useToast();

  useEffect(() => {
    if (justSent) startCooldown(RESEND_COOLDOWN_SECONDS);
    // Only when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const complete = code.every((c) => c !== '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || verifying) return;
    setProblem(null);
    try {
      const { data } = await verify({ variables: { code: code.join('') } });
      toast({ title: 'Email changed', message: data?.verifyNewEmail.message, variant: 'success' });
      onVerified();
    } catch (failure) {
      const info = readError(failure, EMAIL_VERIFY_FAILED);
      setProblem(info.fields.code ?? info.message);
      setCode(emptyCode());
      toast({
        title: EMAIL_VERIFY_FAILED,
        message: info.message === EMAIL_VERIFY_FAILED ? undefined : info.message,
        variant: 'destructive',
      });
      // The address was taken meanwhile: the change is over, back to the profile.
      if (hasCode(info, 'CONFLICT')) onLater();
    }
  };

  const resend = async () => {
    if (!onResend) return;
    setResending(true);
    setProblem(null);
    try {
      await onResend();
      startCooldown(RESEND_COOLDOWN_SECONDS);
      toast({ title: CODE_SENT, message: `We sent a new code to ${email}.`, variant: 'success' });
    } catch (failure) {
      const info = readError(failure, 'Please try again later');
      if (hasCode(info, 'RATE_LIMITED')) startCooldown(info.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS);
      toast({ title: 'Failed to send a new code', message: info.message, variant: 'destructive' });
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      onSubmit={onSubmit}
      aria-label="Verify your new email"
      sx={{ maxWidth: 460, mx: 'auto', textAlign: 'center' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MarkEmailReadOutlinedIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main' }} />
      </Box>
      <Typography>
        Enter the six-digit code we sent to{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Box>
        . It is valid for 10 minutes. Until then your current email stays in use.
      </Typography>
      <CodeBoxes value={code} onChange={setCode} disabled={verifying} autoFocus />
      {problem && (
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {problem}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={!complete || verifying}>
        {verifying ? 'Verifying…' : 'Verify new email'}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLater} disabled={verifying}>
          Later
        </Button>
        {onResend ? (
          <Button variant="text" onClick={() => void resend()} disabled={cooldown > 0 || resending || verifying}>
            {resending ? 'Sending…' : <CooldownLabel label="Send a new code" seconds={cooldown} />}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right', flex: '1 1 200px' }}>
            No code? Save the new email again with your current password.
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
