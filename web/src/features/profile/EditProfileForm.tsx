import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EditProfileDocument, type ProfileUserFragment } from '../../graphql/generated';
import { PasswordField } from '../../components/PasswordField';
import { readError } from '../../lib/errors';
import { muiField } from '../../lib/muiField';
import { PHONE_HINT, instagramProblem, phoneProblem } from '../../lib/contactRules';
import { useToast } from '../../lib/useToast';
import { Section } from './ProfileDetails';
import {
  initialProfileValues,
  PASSWORD_HINT,
  profileFieldErrors,
  toEditProfileInput,
  type ProfileFormValues,
} from './profileValues';

export const PROFILE_UPDATED = 'Your profile has been updated successfully.';
export const PROFILE_UPDATE_FAILED = 'Error updating profile';

/**
 * The owner's "Edit profile" mode: name, email, password (blank keeps it), phone, WhatsApp,
 * Instagram and address, edited in place. The server's per-field messages land under their box.
 */
export function EditProfileForm({ user, onDone }: { user: ProfileUserFragment; onDone: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<ProfileFormValues>({ defaultValues: initialProfileValues(user) });
  const [editProfile] = useMutation(EditProfileDocument);
  const toast = useToast();
  const navigate = useNavigate();
  const errors = formState.errors;

  const onSubmit = async (values: ProfileFormValues) => {
    try {
      const result = await editProfile({ variables: { input: toEditProfileInput(values) } });
      const payload = result.data?.editProfile;
      toast({ title: payload?.message ?? PROFILE_UPDATED, variant: 'success' });
      onDone();
      // A new email must be verified before the guarded pages open again.
      if (payload && !payload.user.isVerified) navigate('/verify-email');
    } catch (failure) {
      const info = readError(failure, PROFILE_UPDATE_FAILED);
      const fields = profileFieldErrors(info.fields);
      fields.forEach(([name, message], index) => setError(name, { type: 'server', message }, { shouldFocus: index === 0 }));
      toast({ title: PROFILE_UPDATE_FAILED, message: info.message === PROFILE_UPDATE_FAILED ? undefined : info.message, variant: 'destructive' });
    }
  };

  const help = (name: keyof ProfileFormValues, hint?: string) => ({ error: !!errors[name], helperText: errors[name]?.message ?? hint });

  return (
    <Section id="edit-profile" title="Edit profile">
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="edit-profile">
        {/* One column on a phone, two from md up (the address and buttons span both). */}
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, '& > .full': { gridColumn: '1 / -1' } }}>
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
            {...muiField(register('email', { validate: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) || 'Enter a valid email address' }))}
            {...help('email', 'Changing it asks you to verify the new address.')}
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            {...register('password', {
              validate: (v) => v === '' || (v.length >= 8 && v.length <= 128) || 'Use 8 to 128 characters',
            })}
            {...help('password', PASSWORD_HINT)}
          />
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
            slotProps={{ inputLabel: { shrink: true }, input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } }}
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
            {...muiField(register('blockAddress', { validate: (v) => [...v.trim()].length <= 200 || 'Address must be at most 200 characters' }))}
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
