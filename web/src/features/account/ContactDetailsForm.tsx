import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { SessionUserFragment, UpdateContactDetailsInput } from '../../graphql/generated';
import { muiField } from '../../lib/muiField';
import { compactNumber, instagramProblem, phoneProblem } from '../../lib/contactRules';

export interface ContactDetailsValues {
  phoneNumber: string;
  instagramHandle: string;
  whatsAppNumber: string;
  showContactDetails: boolean;
}

export function initialContactDetails(user: SessionUserFragment | null): ContactDetailsValues {
  return {
    phoneNumber: user?.phoneNumber ?? '',
    instagramHandle: user?.instagramHandle ?? '',
    whatsAppNumber: user?.whatsAppNumber ?? '',
    showContactDetails: user?.showContactDetails ?? false,
  };
}

/** Blank means "none": sent as null so the server clears it. */
export function toInput(values: ContactDetailsValues): UpdateContactDetailsInput {
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    phoneNumber: orNull(compactNumber(values.phoneNumber)),
    whatsAppNumber: orNull(compactNumber(values.whatsAppNumber)),
    instagramHandle: orNull(values.instagramHandle.trim().replace(/^@/, '')),
    showContactDetails: values.showContactDetails,
  };
}

/**
 * Phone, Instagram, WhatsApp and the public-visibility switch, shared by onboarding
 * (/contact-details) and later edits (/update-contact-details). The values stay on a server error.
 */
export function ContactDetailsForm({
  initial,
  onSubmit,
  serverFields,
  actions,
}: {
  initial: ContactDetailsValues;
  onSubmit: (values: ContactDetailsValues) => Promise<void>;
  serverFields?: Record<string, string>;
  actions: (submitting: boolean) => ReactNode;
}) {
  const { register, handleSubmit, control, formState } = useForm<ContactDetailsValues>({ defaultValues: initial });
  const err = (name: keyof ContactDetailsValues) => formState.errors[name]?.message ?? serverFields?.[name];

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder="+91XXXXXXXXXX"
        slotProps={{ inputLabel: { shrink: true } }}
        {...muiField(register('phoneNumber', { validate: (v) => phoneProblem(v, 'Phone number') }))}
        error={!!err('phoneNumber')}
        helperText={err('phoneNumber') ?? 'Optional'}
      />
      <TextField
        label="Instagram Handle"
        autoComplete="off"
        placeholder="your.handle"
        {...muiField(register('instagramHandle', { validate: instagramProblem }))}
        slotProps={{
          inputLabel: { shrink: true },
          input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
        }}
        error={!!err('instagramHandle')}
        helperText={err('instagramHandle') ?? 'Optional'}
      />
      <TextField
        label="WhatsApp Number"
        type="tel"
        autoComplete="tel"
        placeholder="+91XXXXXXXXXX"
        slotProps={{ inputLabel: { shrink: true } }}
        {...muiField(register('whatsAppNumber', { validate: (v) => phoneProblem(v, 'WhatsApp number') }))}
        error={!!err('whatsAppNumber')}
        helperText={err('whatsAppNumber') ?? 'Optional'}
      />
      <div>
        <Controller
          name="showContactDetails"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { 'aria-describedby': 'show-contact-hint' } }}
                />
              }
              label="Show Contact Details"
            />
          )}
        />
        <FormHelperText id="show-contact-hint">
          When on, visitors who are not signed in can see these details too. Signed-in students always can.
        </FormHelperText>
      </div>
      {actions(formState.isSubmitting)}
    </Stack>
  );
}
