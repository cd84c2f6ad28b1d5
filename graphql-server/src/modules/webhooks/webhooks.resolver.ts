import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { MessagePayload } from '../../core/graphql-types';
import type { ServiceContext } from '../../core/service-context';
import type { WebhooksService } from './webhooks.service';
import { SessionOnly } from '../../core/require-scope';
import {
  CreateWebhookInput,
  CreatedWebhook,
  RedeliverWebhookPayload,
  RotatedWebhookSecret,
  TestWebhookPayload,
  WebhookDeliveryConnection,
  WebhookType,
} from './webhook.types';
import { WEBHOOK_MESSAGES } from './webhooks.service';

/** The services these resolvers call. */
type WebhooksContext = ServiceContext<{ webhooks: WebhooksService }>;

/** Thin adapter over WebhooksService; admins only, with a session (administration: never a token). */
@Resolver()
export class WebhooksResolver {
  @SessionOnly()
  @Query(() => [WebhookType], { description: 'Admins: every webhook endpoint, newest first.' })
  webhooks(@Ctx() ctx: WebhooksContext) {
    return ctx.services.webhooks.list(ctx);
  }

  @SessionOnly()
  @Query(() => WebhookDeliveryConnection, {
    description: "Admins: an endpoint's deliveries, newest first, each with its attempts.",
  })
  webhookDeliveries(
    @Arg('webhookId', () => ID, { description: 'The endpoint.' }) webhookId: string,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1 to 100 (default 20).' }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'pageInfo.endCursor of the previous page.' })
    after: string | null,
    @Ctx() ctx: WebhooksContext,
  ) {
    return ctx.services.webhooks.deliveries(ctx, webhookId, { first, after });
  }

  @SessionOnly()
  @Mutation(() => CreatedWebhook, {
    description:
      'Admins: registers an endpoint. The answer holds its signing secret, shown this once. A private address, a bad URL or no events is BAD_USER_INPUT.',
  })
  createWebhook(
    @Arg('input', () => CreateWebhookInput, { description: 'The endpoint URL and the events it wants.' })
    input: CreateWebhookInput,
    @Ctx() ctx: WebhooksContext,
  ) {
    return ctx.services.webhooks.create(ctx, input);
  }

  @SessionOnly()
  @Mutation(() => MessagePayload, { description: 'Admins: removes an endpoint, its deliveries with it.' })
  async deleteWebhook(@Arg('id', () => ID, { description: 'The endpoint.' }) id: string, @Ctx() ctx: WebhooksContext) {
    await ctx.services.webhooks.remove(ctx, id);
    return { message: WEBHOOK_MESSAGES.deleted };
  }

  @SessionOnly()
  @Mutation(() => RedeliverWebhookPayload, {
    description:
      'Admins: sends a delivered or failed event again, as a new delivery with the same webhook-id and body; enables a disabled endpoint again.',
  })
  async redeliverWebhook(
    @Arg('deliveryId', () => ID, { description: 'The delivery to send again.' }) deliveryId: string,
    @Ctx() ctx: WebhooksContext,
  ) {
    return { message: WEBHOOK_MESSAGES.redelivered, delivery: await ctx.services.webhooks.redeliver(ctx, deliveryId) };
  }

  @SessionOnly()
  @Mutation(() => TestWebhookPayload, {
    description:
      'Admins: sends a signed `webhook.test` event to this endpoint only, as a delivery listed with the others (even when it is disabled, which it stays).',
  })
  async testWebhook(@Arg('id', () => ID, { description: 'The endpoint.' }) id: string, @Ctx() ctx: WebhooksContext) {
    return { message: WEBHOOK_MESSAGES.tested, delivery: await ctx.services.webhooks.sendTest(ctx, id) };
  }

  @SessionOnly()
  @Mutation(() => RotatedWebhookSecret, {
    description:
      'Admins: a new signing secret, answered this once; the previous one signs beside it for 24 hours (two signatures).',
  })
  async rotateWebhookSecret(
    @Arg('id', () => ID, { description: 'The endpoint.' }) id: string,
    @Ctx() ctx: WebhooksContext,
  ) {
    return { message: WEBHOOK_MESSAGES.rotated, ...(await ctx.services.webhooks.rotateSecret(ctx, id)) };
  }
}
