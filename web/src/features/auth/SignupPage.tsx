import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../lib/router';
import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/AuthCard';
import { PasswordField } from '../../components/PasswordField';
import { RouterLink } from '../../components/RouterLink';
import { RosterNameDocument } from '../../graphql/generated';
import { hasCode, readError } from '../../lib/errors';
import { PASSWORD_LENGTH_HINT, passwordLength } from '../../lib/auth/passwordRules';
import { muiField } from '../../lib/muiField';
import { useToast } from '../../lib/useToast';
import { useRegister } from './api/sessionMutations';

interface SignupForm {
  collegeId: string;
  name: string;
  email: string;
  password: string;
}

const fieldNames: (keyof SignupForm)[] = ['collegeId', 'name', 'email', 'password'];

/** A CONFLICT names its field in words only ("...this email already exists"). */
function conflictField(message: string): keyof SignupForm | undefined {
  if (/e-?mail/i.test(message)) return 'email';
  if (/registration|college/i.test(message)) return 'collegeId';
  return undefined;
}

export default function SignupPage() {
  const { register, handleSubmit, formState, setValue, setError, watch, getValues } = useForm<SignupForm>({
    defaultValues: { collegeId: '', name: '', email: '', password: '' },
  });
  const [registerUser] = useRegister();
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  // The name is the roster's when the id is on it; the field is then read-only.
  const [rosterFilled, setRosterFilled] = useState(false);
  const rosterFilledRef = useRef(false);
  const lookedUp = useRef('');

  const lookUpName = async (raw: string) => {
    const collegeId = raw.trim();
    if (!collegeId || collegeId === lookedUp.current) return;
    lookedUp.current = collegeId;
    // What the name was when the lookup started: a name typed while it was under way is the student's.
    const nameBefore = getValues('name');
    try {
      const { data } = await client.query({
        query: RosterNameDocument,
        variables: { collegeId },
        fetchPolicy: 'network-only',
      });
      if (getValues('collegeId').trim() !== collegeId) return; // the id changed meanwhile
      const name = data?.rosterName;
      if (name) {
        setValue('name', name, { shouldValidate: true });
        rosterFilledRef.current = true;
        setRosterFilled(true);
        toast({ title: 'Name Auto-filled', message: `Welcome, ${name}!`, variant: 'success' });
      } else {
        // docs/product.md#screens (Forms): an id not on the roster clears the name (typed or filled)
        // and leaves it typeable, but never what was typed after the lookup started.
        if (getValues('name') === nameBefore) setValue('name', '');
        rosterFilledRef.current = false;
        setRosterFilled(false);
      }
    } catch {
      // Rate limited or offline: the student can still type the name.
      lookedUp.current = '';
    }
  };

  // Look the id up once typing pauses, as well as on blur.
  const collegeId = watch('collegeId');
  useEffect(() => {
    const timer = setTimeout(() => void lookUpName(collegeId), 600);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collegeId]);

  const onSubmit = async (values: SignupForm) => {
    try {
      await registerUser({
        variables: {
          input: {
            collegeId: values.collegeId.trim(),
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
          },
        },
      });
      toast({
        title: 'Please check your email for OTP',
        message: `We sent a six-digit code to ${values.email.trim()}.`,
        variant: 'success',
      });
      void navigate('/verify-email');
    } catch (error) {
      const info = readError(error);
      const fields = { ...info.fields };
      const conflict = hasCode(info, 'CONFLICT') ? conflictField(info.message) : undefined;
      if (conflict && !fields[conflict]) fields[conflict] = info.message;
      let first = true;
      for (const name of fieldNames) {
        if (fields[name]) {
          setError(name, { type: 'server', message: fields[name] }, { shouldFocus: first });
          first = false;
        }
      }
      toast({ title: 'Signup Failed', message: info.message, variant: 'destructive' });
    }
  };

  const idField = register('collegeId', { validate: (v) => v.trim() !== '' || 'Enter your registration id' });

  return (
    <AuthCard
      title="Create your Account"
      subtitle="Use your college registration id; we fill in your name when the college roster knows it."
      footer={
        <>
          <Typography variant="body2">
            Already have an account?{' '}
            <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
              Log in
            </Link>
          </Typography>
          <Link component={RouterLink} to="/forget-password" variant="body2" sx={{ fontWeight: 600 }}>
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
          {...muiField(idField)}
          onBlur={(event) => {
            void idField.onBlur(event);
            void lookUpName(event.target.value);
          }}
          error={!!formState.errors.collegeId}
          helperText={formState.errors.collegeId?.message}
        />
        <TextField
          label="Full Name"
          autoComplete="name"
          {...muiField(register('name', { validate: (v) => v.trim() !== '' || 'Enter your full name' }))}
          slotProps={{ input: { readOnly: rosterFilled }, inputLabel: { shrink: rosterFilled || undefined } }}
          error={!!formState.errors.name}
          helperText={
            formState.errors.name?.message ?? (rosterFilled ? 'Filled in from the college roster' : undefined)
          }
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...muiField(
            register('email', {
              validate: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) || 'Enter a valid email address',
            }),
          )}
          error={!!formState.errors.email}
          helperText={formState.errors.email?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...register('password', {
            ...passwordLength,
            required: 'Choose a password',
          })}
          error={!!formState.errors.password}
          helperText={formState.errors.password?.message ?? PASSWORD_LENGTH_HINT}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Signing up…' : 'Signup'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
