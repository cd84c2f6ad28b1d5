import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from '../../lib/router';
import { LogoutDocument } from '../../graphql/generated';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';

/** Ends the session on the server, then forgets everything cached about the user. */
export function useSignOut(): () => Promise<void> {
  const [logout] = useMutation(LogoutDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      toast({ title: 'Logout failed', message: readError(error, 'Logout failed').message, variant: 'destructive' });
      return;
    }
    // Leave a guarded page first, so its guard does not bounce us to /login on the way out.
    void navigate('/', { replace: true });
    // The session is gone: a query of the page being left may fail while the store refetches;
    // that is not a failed sign-out.
    await client.resetStore().catch(() => undefined);
    toast({ title: 'Signed out', message: 'See you soon!', variant: 'success' });
  }, [logout, client, navigate, toast]);
}
