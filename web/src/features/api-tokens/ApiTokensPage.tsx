import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiTokensDocument, type ApiTokenFieldsFragment } from '../../graphql/generated-lazy';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingView } from '../../components/LoadingView';
import { RetryAlert } from '../../components/RetryAlert';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useAuth } from '../../lib/auth/authContext';
import { readError } from '../../lib/errors';
import { timeAgo } from '../../lib/timeAgo';
import { useToast } from '../../lib/useToast';
import { useRevokeApiToken } from './api/tokenMutations';
import { CreateTokenForm } from './CreateTokenForm';
import { NewTokenSecret } from './NewTokenSecret';
import { scopeName } from './scopeLabels';
import { formatDate } from '../../lib/dates';
import { can } from '../../lib/permissions';

export const LIST_ERROR = 'Error fetching your API tokens.';
export const REVOKE_ERROR = 'Could not revoke the token.';

/**
 * /api-tokens, linked from the owner's profile: personal API tokens for other campus apps
 * (docs/product.md#api-tokens). Create one (the secret shows once, with a copy button), see each
 * one's last four characters, expiry and last use, and revoke it (after a confirmation).
 */
export default function ApiTokensPage() {
  useDocumentTitle('API tokens');
  const { user } = useAuth();
  const staff = can.moderate(user);
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const { data, loading, error, refetch } = useQuery(ApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  const tokens = data?.apiTokens;

  let list;
  if (!tokens && loading) list = <LoadingView minHeight="20vh" />;
  else if (!tokens) list = <RetryAlert message={LIST_ERROR} error={error} onRetry={() => refetch()} />;
  else if (tokens.length === 0) list = <Typography color="text.secondary">No tokens yet.</Typography>;
  else
    list = (
      <Stack component="ul" aria-label="Your API tokens" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tokens.map((t) => (
          <TokenRow key={t.id} token={t} />
        ))}
      </Stack>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        API tokens
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Let another campus app (a hostel portal, a club&apos;s site, a bot) act for you, only within the scopes you
        choose. A token cannot change your password, email, profile or tokens.
      </Typography>
      <Stack spacing={3}>
        {created && <NewTokenSecret {...created} onDone={() => setCreated(null)} />}
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="new-token"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
        >
          <Typography id="new-token" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            New token
          </Typography>
          <CreateTokenForm staff={staff} onCreated={(token, name) => setCreated({ token, name })} />
        </Paper>
        <section aria-labelledby="your-tokens">
          <Typography id="your-tokens" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            Your tokens
          </Typography>
          {list}
        </section>
      </Stack>
    </Container>
  );
}

function TokenRow({ token }: { token: ApiTokenFieldsFragment }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [revoke, { loading }] = useRevokeApiToken(token);
  const onRevoke = async () => {
    try {
      await revoke({ variables: { id: token.id } });
      toast({ title: 'Token revoked', variant: 'success' });
    } catch (error) {
      setConfirming(false);
      toast({ title: REVOKE_ERROR, message: readError(error, REVOKE_ERROR).message, variant: 'destructive' });
    }
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        borderRadius: 3,
        p: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {token.name} <code>…{token.last4}</code>
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {token.scopes.map(scopeName).join(', ')}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          Expires {formatDate(token.expiresAt, 'shortDate')} ·{' '}
          {token.lastUsedAt ? `last used ${timeAgo(token.lastUsedAt)}` : 'never used'}
        </Typography>
      </Stack>
      <Button
        color="error"
        variant="outlined"
        aria-label={`Revoke token ${token.name}`}
        onClick={() => setConfirming(true)}
        disabled={loading}
        sx={{ minHeight: 44, flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Revoke “${token.name}”?`}
        message="Apps using this token stop working at once. This cannot be undone: they need a new token."
        confirmLabel="Revoke"
        busyLabel="Revoking…"
        busy={loading}
        onConfirm={() => void onRevoke()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
