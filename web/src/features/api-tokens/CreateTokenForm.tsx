import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ApiScope } from '../../graphql/generated-lazy';
import { TOKEN_LIMITS } from '../../graphql/serverConstants';
import { PasswordField } from '../../components/PasswordField';
import { readError } from '../../lib/errors';
import { muiField } from '../../lib/muiField';
import { useToast } from '../../lib/useToast';
import { useCreateApiToken } from './api/tokenMutations';
import { SCOPE_CHOICES, scopeName } from './scopeLabels';

export const CREATE_FAILED = 'Could not create the token.';
export const PASSWORD_NEEDED = 'Enter your current password to create a token.';

interface Values {
  name: string;
  expiresInDays: string;
  currentPassword: string;
}

/**
 * A new token: a name, the scopes (checkboxes; "moderate" for staff only), an expiry in days
 * (1 to 365, default 90) and the current password (a session alone mints no token). The server
 * checks all of it again; its field errors show under the fields.
 */
export function CreateTokenForm({
  staff,
  onCreated,
}: {
  staff: boolean;
  onCreated: (token: string, name: string) => void;
}) {
  const toast = useToast();
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [scopeError, setScopeError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
    defaultValues: { name: '', expiresInDays: String(TOKEN_LIMITS.defaultDays), currentPassword: '' },
  });
  const [create, { loading }] = useCreateApiToken();

  const toggle = (scope: ApiScope, on: boolean) => {
    setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));
    setScopeError(null);
  };

  // Told with the other fields' errors, not after them.
  const scopesChosen = () => {
    if (scopes.length === 0) setScopeError('Choose at least one scope');
    return scopes.length > 0;
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!scopesChosen()) return;
    try {
      const name = values.name.trim();
      const result = await create({
        variables: {
          input: { name, scopes, expiresInDays: Number(values.expiresInDays), currentPassword: values.currentPassword },
        },
      });
      const token = result.data?.createApiToken.token;
      if (token) onCreated(token, name);
      reset();
      setScopes([]);
    } catch (error) {
      const info = readError(error, CREATE_FAILED);
      if (info.fields.name) setError('name', { message: info.fields.name });
      if (info.fields.expiresInDays) setError('expiresInDays', { message: info.fields.expiresInDays });
      if (info.fields.scopes) setScopeError(info.fields.scopes);
      if (info.fields.currentPassword) setError('currentPassword', { message: info.fields.currentPassword });
      if (!Object.keys(info.fields).length)
        toast({ title: CREATE_FAILED, message: info.message, variant: 'destructive' });
    }
  }, scopesChosen);

  const errors = formState.errors;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => void onSubmit(e)} aria-label="New API token">
      <TextField
        label="Name"
        required
        helperText={errors.name?.message ?? 'What the token is for, e.g. “Hostel bot”.'}
        error={!!errors.name}
        slotProps={{ htmlInput: { maxLength: TOKEN_LIMITS.nameMax } }}
        {...muiField(
          register('name', {
            validate: (v) => (v.trim() ? true : 'Give the token a name'),
          }),
        )}
      />
      <FormControl component="fieldset" error={!!scopeError} variant="standard">
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          Scopes: what the token may do
        </FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {SCOPE_CHOICES.filter((c) => staff || !c.staffOnly).map(({ scope, label }) => (
            <FormControlLabel
              key={scope}
              sx={{ minHeight: 44 }}
              control={<Checkbox checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />}
              label={
                <>
                  {label} <code>{scopeName(scope)}</code>
                </>
              }
            />
          ))}
        </FormGroup>
        {scopeError && <FormHelperText>{scopeError}</FormHelperText>}
      </FormControl>
      <TextField
        label="Expires after (days)"
        type="number"
        required
        sx={{ maxWidth: { sm: 240 } }}
        helperText={errors.expiresInDays?.message ?? `${TOKEN_LIMITS.minDays} to ${TOKEN_LIMITS.maxDays} days.`}
        error={!!errors.expiresInDays}
        slotProps={{ htmlInput: { min: TOKEN_LIMITS.minDays, max: TOKEN_LIMITS.maxDays, inputMode: 'numeric' } }}
        {...muiField(
          register('expiresInDays', {
            validate: (v) => {
              const n = Number(v);
              return Number.isInteger(n) && n >= TOKEN_LIMITS.minDays && n <= TOKEN_LIMITS.maxDays
                ? true
                : `Expiry must be ${TOKEN_LIMITS.minDays} to ${TOKEN_LIMITS.maxDays} days`;
            },
          }),
        )}
      />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        sx={{ maxWidth: { sm: 360 } }}
        error={!!errors.currentPassword}
        helperText={errors.currentPassword?.message ?? 'Your password, asked again before a token is made.'}
        {...register('currentPassword', { validate: (v) => (v !== '' ? true : PASSWORD_NEEDED) })}
      />
      <Button type="submit" variant="contained" disabled={loading} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        Create token
      </Button>
    </Stack>
  );
}
