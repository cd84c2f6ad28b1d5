import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WebhookEvent } from '../../graphql/generated-lazy';
import { readError } from '../../lib/errors';
import { useCreateWebhook } from './api/webhookMutations';
import { EVENT_LABELS, SUBSCRIBABLE_EVENTS } from './eventNames';
import { WebhookSecret } from './WebhookSecret';

export const CREATE_ERROR = 'Could not add the webhook.';

/**
 * Adds an endpoint: its URL and the events it wants. The signing secret the server answers is
 * shown here once, to copy; it is never shown again.
 */
export function CreateWebhookForm() {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [create, { loading }] = useCreateWebhook();

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!events.length) return setErrors({ events: 'Choose at least one event' });
    setErrors({});
    try {
      const result = await create({ variables: { input: { url: url.trim(), events } } });
      const created = result.data?.createWebhook;
      if (created) setSecret({ url: created.webhook.url, secret: created.secret });
      setUrl('');
      setEvents([]);
    } catch (failure) {
      const info = readError(failure, CREATE_ERROR);
      const { url: urlError, events: eventsError } = info.fields;
      setErrors({ url: urlError, events: eventsError, form: urlError || eventsError ? undefined : info.message });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Add an endpoint
      </Typography>
      {secret && (
        <WebhookSecret
          title={`Signing secret for ${secret.url}`}
          secret={secret.secret}
          onClose={() => setSecret(null)}
        >
          Copy it now: it is shown this once. Receivers verify each delivery with it (Standard Webhooks).
        </WebhookSecret>
      )}
      {errors.form && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.form}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Endpoint URL"
          type="url"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={!!errors.url}
          helperText={errors.url ?? 'https://… on a public address'}
          fullWidth
        />
        <FormControl error={!!errors.events} component="fieldset">
          <FormLabel component="legend">Events</FormLabel>
          <FormGroup>
            {SUBSCRIBABLE_EVENTS.map((event) => (
              <FormControlLabel
                key={event}
                control={
                  <Checkbox checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
                }
                label={
                  <span>
                    <code>{EVENT_LABELS[event].wire}</code>: {EVENT_LABELS[event].help}
                  </span>
                }
              />
            ))}
          </FormGroup>
          {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
        </FormControl>
        <Box>
          <Button type="submit" variant="contained" disabled={loading} sx={{ minHeight: 44 }}>
            Add endpoint
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
