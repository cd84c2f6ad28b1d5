import { WebhookDeliveryStatus, WebhookEvent } from '../../graphql/generated-lazy';
import { formatDate } from '../../lib/dates';

/** Each event as the admin page names it: the wire name receivers see in the body's `type`. */
export const EVENT_LABELS: Record<WebhookEvent, { wire: string; help: string }> = {
  [WebhookEvent.ProductApproved]: { wire: 'product.approved', help: 'a listing is approved' },
  [WebhookEvent.ProductRemoved]: {
    wire: 'product.removed',
    help: 'a listing is deleted, taken down or hidden after reports',
  },
  [WebhookEvent.ProductSold]: { wire: 'product.sold', help: 'a listing is marked sold' },
  [WebhookEvent.RoleChanged]: { wire: 'role.changed', help: "a user's role changes" },
  [WebhookEvent.WebhookTest]: { wire: 'webhook.test', help: 'a test event an admin sent' },
};

/** What an endpoint may ask for: every event but the test one, which is sent on demand only. */
export const SUBSCRIBABLE_EVENTS = Object.values(WebhookEvent).filter((e) => e !== WebhookEvent.WebhookTest);

export const STATUS_LABELS: Record<WebhookDeliveryStatus, { label: string; color: 'default' | 'success' | 'error' }> = {
  [WebhookDeliveryStatus.Pending]: { label: 'Pending', color: 'default' },
  [WebhookDeliveryStatus.Delivered]: { label: 'Delivered', color: 'success' },
  [WebhookDeliveryStatus.Failed]: { label: 'Failed', color: 'error' },
};

export const formatTime = (iso: string) => formatDate(iso, 'dateTimeSeconds');
