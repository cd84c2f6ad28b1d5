import { useMutation } from '@apollo/client/react';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  RedeliverWebhookDocument,
  RotateWebhookSecretDocument,
  TestWebhookDocument,
  WebhookDeliveriesDocument,
  type WebhookFieldsFragment,
  WebhooksDocument,
} from '../../../graphql/generated-lazy';
import { forgetEntity } from '../../../lib/cacheEntity';

/** The first page of an endpoint's deliveries: the list's query and the cache updates below share it. */
export const DELIVERIES_PAGE = 10;

/** Registering an endpoint. */
export function useCreateWebhook() {
  return useMutation(CreateWebhookDocument, {
    // The new endpoint joins the list (newest first) as soon as the server answers, whether or not
    // the list's own query is still watched; the refetch then confirms the whole list.
    update: (cache, { data }) => {
      const created = data?.createWebhook.webhook;
      if (!created) return;
      cache.updateQuery({ query: WebhooksDocument }, (list) =>
        list && !list.webhooks.some((w) => w.id === created.id) ? { webhooks: [created, ...list.webhooks] } : list,
      );
    },
    refetchQueries: [WebhooksDocument],
  });
}

/** Deleting an endpoint: its row goes once the server agrees. */
export function useDeleteWebhook(webhook: WebhookFieldsFragment) {
  return useMutation(DeleteWebhookDocument, { update: (cache) => forgetEntity(cache, webhook) });
}

/** "Send test event": the delivery lists show the test once it is queued. */
export function useSendTestWebhook() {
  return useMutation(TestWebhookDocument, { refetchQueries: [WebhookDeliveriesDocument] });
}

/** A new signing secret (the old one still signs for a while): nothing cached changes. */
export function useRotateWebhookSecret() {
  return useMutation(RotateWebhookSecretDocument);
}

/** Sending a delivery again: a new queued copy. */
export function useRedeliverWebhook(webhookId: string) {
  const firstPage = { query: WebhookDeliveriesDocument, variables: { webhookId, first: DELIVERIES_PAGE } };
  return useMutation(RedeliverWebhookDocument, {
    // The queued copy tops the list at once; the list then follows it until it is tried.
    update: (cache, { data }) => {
      const queued = data?.redeliverWebhook.delivery;
      if (!queued) return;
      cache.updateQuery(firstPage, (list) =>
        list && !list.webhookDeliveries.nodes.some((d) => d.id === queued.id)
          ? { webhookDeliveries: { ...list.webhookDeliveries, nodes: [queued, ...list.webhookDeliveries.nodes] } }
          : list,
      );
    },
    refetchQueries: [firstPage, WebhooksDocument],
  });
}
