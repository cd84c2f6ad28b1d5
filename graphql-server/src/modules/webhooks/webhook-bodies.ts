import { z } from 'zod';
import { ROLES } from '../../db/columns';
import { timestamp } from '../../rest/rest-schemas';
import { RestProduct } from '../products/products.rest-schemas';
import { RestUser } from '../users/user.rest-shape';
import type { DeliveryEventValue } from './webhook-events';

/**
 * The `data` of each event's body, in the REST shapes (docs/product.md#webhooks): what a delivery
 * POSTs and the event log lists. For the OpenAPI document's `webhooks` section and the tests.
 */
export const EVENT_DATA = {
  'product.approved': z.object({ product: RestProduct }),
  'product.removed': z.object({
    product: RestProduct,
    reason: z.enum(['deleted', 'taken-down', 'hidden']).meta({
      description: 'Deleted by its seller or an admin; taken down by moderators; hidden by reports.',
    }),
  }),
  'product.sold': z.object({ product: RestProduct }),
  'role.changed': z.object({ user: RestUser, previousRole: z.enum(ROLES) }),
  'webhook.test': z.object({ webhookId: z.string(), message: z.string() }),
} satisfies Record<DeliveryEventValue, z.ZodType>;

/** The JSON body of a delivery of `type`: `{ type, timestamp, data }`. */
export const eventBody = (type: DeliveryEventValue) =>
  z.object({ type: z.literal(type), timestamp, data: EVENT_DATA[type] });
