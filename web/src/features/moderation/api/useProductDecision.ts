import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  type ProductStatus,
  SetProductStatusDocument,
  type PendingProductRowFragment,
} from '../../../graphql/generated';
import { readError } from '../../../lib/errors';
import { type ToastOptions, useToast } from '../../../lib/useToast';
import { removeFromPending } from './pendingCache';

/**
 * Approving or rejecting a pending product, wherever the queue is shown (/product-moderation, the
 * admin's panel on profiles). A row is hidden the moment a decision is sent and comes back if the
 * server refuses; the server's message is toasted either way.
 */
export function useProductDecision(failureToast: (message: string) => ToastOptions) {
  const [setStatus] = useMutation(SetProductStatusDocument);
  const toast = useToast();
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<PendingProductRowFragment | null>(null);

  const decide = async (product: PendingProductRowFragment, status: ProductStatus, reason?: string) => {
    setLeaving((set) => new Set(set).add(product.id));
    try {
      const result = await setStatus({
        variables: { input: { id: product.id, status, reason: reason || null } },
        update: (cache) => removeFromPending(cache, product.id),
      });
      toast({ title: result.data?.setProductStatus.message ?? 'Done', variant: 'success' });
    } catch (failure) {
      toast(failureToast(readError(failure, 'Error updating product status').message));
    } finally {
      setLeaving((set) => {
        const next = new Set(set);
        next.delete(product.id);
        return next;
      });
    }
  };

  return { leaving, decide, rejecting, setRejecting };
}
