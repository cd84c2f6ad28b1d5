import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EditProfileDocument, type EditProfileInput, type ProfileUserFragment } from '../../graphql/generated';
import { PasswordField } from '../../components/PasswordField';
import { readError } from '../../lib/errors';
import { PASSWORD_LENGTH_HINT, passwordLengthFits } from '../../lib/auth/passwordRules';
import { muiField } from '../../lib/muiField';
import { PHONE_HINT, instagramProblem, phoneProblem } from '../../lib/contactRules';
import { useToast } from '../../lib/useToast';
import { NewEmailCodeStep } from './NewEmailCodeStep';
import { Section } from './ProfileDetails';
import {
  initialProfileValues,
  needsCurrentPassword,
  PASSWORD_HINT,
  profileFieldErrors,
  sameEmail,
  toEditProfileInput,
  type ProfileFormValues,
} from './profileValues';

export const PROFILE_UPDATED = 'Your profile has been updated successfully.';
export const PROFILE_UPDATE_FAILED = 'Error updating profile';
export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your email or password.';
export const OTHER_SESSIONS_ENDED = 'Your password was changed. Other devices were signed out.';
export const PROFILE_SAVED = 'Profile saved';
export const NEW_EMAIL_CODE_SENT = 'Enter the code we sent to your new email to finish the change.';

/** The email step: which address waits, and the saved input that asks for a fresh code (if held). */
type CodeStep = { email: string; resendInput: EditProfileInput | null; justSent: boolean };

/**
 * The owner's "Edit profile" mode: name, email, password (blank keeps it), phone, WhatsApp,
 * Instagram and address, edited in place. A new password or a different email asks for the
 * current password; a new email then waits for the code sent to it (the second step). The
 * server's per-field messages land under their box.
 */
export function EditProfileForm({ user, onDone }: { user: ProfileUserFragment; onDone: () => void }) {
  const { register, handleSubmit, formState, setError, watch } = useForm<ProfileFormValues>({
    defaultValues: initialProfileValues(user),
  });
  const [editProfile] = useMutation(EditProfileDocument);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const toast = useToast();
  const errors = formState.errors;
  const askCurrent = needsCurrentPassword({ password: watch('password'), email: watch('email') }, user.email);

  const onSubmit = async (values: ProfileFormValues) => {
    const input = toEditProfileInput(values, user.email);
    try {
      const result = await editProfile({ variables: { input } });
      const payload = result.data?.editProfile;
      const passwordChanged = input.password !== undefined;
      const waiting = payload?.user.pendingEmail;
      const emailStep = !!waiting && !sameEmail(values.email, user.email);
      // Kept short: the step below names the new address (a long one does not fit a phone's toast).
      const notes = [passwordChanged && OTHER_SESSIONS_ENDED, emailStep && NEW_EMAIL_CODE_SENT]
        .filter(Boolean)
        .join(' ');
      toast({
        title: emailStep ? PROFILE_SAVED : (payload?.message ?? PROFILE_UPDATED),
        message: notes || undefined,
        variant: 'success',
      });
      if (waiting && emailStep) {
        // Saving the same change again is how a fresh code is asked for. A password changed in this
        // save is not sent twice: it is the current one now.
        const { password: newPassword, ...resend } = input;
        setCodeStep({
          email: waiting,
          resendInput: { ...resend, currentPassword: newPassword ?? input.currentPassword },
          justSent: true,
        });
      } else onDone();
    } catch (failure) {
      const info = readError(failure, PROFILE_UPDATE_FAILED);
      const fields = profileFieldErrors(info.fields);
      fields.forEach(([name, message], index) =>
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      toast({
        title: PROFILE_UPDATE_FAILED,
        message: info.message === PROFILE_UPDATE_FAILED ? undefined : info.message,
        variant: 'destructive',
      });
    }
  };

  if (codeStep) {
    const resendInput = codeStep.resendInput;
    return (
      <Section id="edit-profile" title="Verify your new email">
        <NewEmailCodeStep
          email={codeStep.email}
          justSent={codeStep.justSent}
          onVerified={onDone}
          onLater={onDone}
          onResend={
            resendInput ? async () => void (await editProfile({ variables: { input: resendInput } })) : undefined
          }
        />
      </Section>
    );
  }

  const help = (name: keyof ProfileFormValues, hint?: string) => ({
    error: !!errors[name],
    helperText: errors[name]?.message ?? hint,
  });

  return (
    <Section id="edit-profile" title="Edit profile">
      {user.pendingEmail && (
        <Alert
          severity="info"
          sx={{ mb: 2.5 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => setCodeStep({ email: user.pendingEmail as string, resendInput: null, justSent: false })}
            >
              Enter code
            </Button>
          }
        >
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            Your new email {user.pendingEmail} is waiting for its code.
          </Box>
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="edit-profile">
        {/* One column on a phone, two from md up (the address and buttons span both). */}
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            '& > .full': { gridColumn: '1 / -1' },
          }}
        >
          <TextField
            label="Full Name"
            autoComplete="name"
            required
            {...muiField(
              register('name', {
                validate: (v) => {
                  const length = [...v.trim()].length;
                  return (length >= 2 && length <= 100) || 'Name must be 2 to 100 characters';
                },
              }),
            )}
            {...help('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...muiField(
              register('email', {
                validate: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) || 'Enter a valid email address',
              }),
            )}
            {...help('email', 'A new address takes effect once you enter the code we send to it.')}
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            {...register('password', {
              validate: (v) => v === '' || passwordLengthFits(v) || `Use ${PASSWORD_LENGTH_HINT}`,
            })}
            {...help('password', PASSWORD_HINT)}
          />
          {askCurrent && (
            <PasswordField
              label="Current Password"
              autoComplete="current-password"
              required
              {...register('currentPassword', {
                validate: (v, all) => !needsCurrentPassword(all, user.email) || v !== '' || CURRENT_PASSWORD_NEEDED,
              })}
              {...help('currentPassword', 'Needed to change your email or password.')}
            />
          )}
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            placeholder="+91XXXXXXXXXX"
            slotProps={{ inputLabel: { shrink: true } }}
            {...muiField(register('phoneNumber', { validate: (v) => phoneProblem(v, 'Phone number') }))}
            {...help('phoneNumber', `Optional: ${PHONE_HINT}`)}
          />
          <TextField
            label="WhatsApp Number"
            type="tel"
            autoComplete="tel"
            placeholder="+91XXXXXXXXXX"
            slotProps={{ inputLabel: { shrink: true } }}
            {...muiField(register('whatsAppNumber', { validate: (v) => phoneProblem(v, 'WhatsApp number') }))}
            {...help('whatsAppNumber', `Optional: ${PHONE_HINT}`)}
          />
          <TextField
            label="Instagram Handle"
            autoComplete="off"
            placeholder="your.handle"
            slotProps={{
              inputLabel: { shrink: true },
              input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
            }}
            {...muiField(register('instagramHandle', { validate: instagramProblem }))}
            {...help('instagramHandle', 'Optional')}
          />
          <TextField
            className="full"
            label="Address"
            autoComplete="street-address"
            placeholder="Hostel block and room"
            multiline
            minRows={2}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
            {...muiField(
              register('blockAddress', {
                validate: (v) => [...v.trim()].length <= 200 || 'Address must be at most 200 characters',
              }),
            )}
            {...help('blockAddress', 'Optional')}
          />
          <Stack className="full" direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onDone} disabled={formState.isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving...' : 'Save'}
            </Button>
          </Stack>
        </Box>
      </Box>
    </Section>
  );
}
