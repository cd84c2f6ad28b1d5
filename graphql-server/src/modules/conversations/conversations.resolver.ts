import type { DataSource } from 'typeorm';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ServiceContext } from '../../core/service-context';
import { RequireScope } from '../../core/require-scope';
import { viewUser } from '../../core/privacy';
import { ProductType, type ProductView, type ProductsService, productLoaders } from '../products';
import type { UploadsService } from '../uploads';
import { UserType } from '../users';
import type { ChatMessageEntity } from './conversation.entity';
import { CONVERSATION_MESSAGES, type ConversationView, type ConversationsService } from './conversations.service';
import {
  ChatMessageConnection,
  ChatMessageType,
  ConversationConnection,
  ConversationPayload,
  ConversationRole,
  ConversationType,
  SendMessageInput,
  SendMessagePayload,
  StartConversationInput,
} from './conversation.types';

/** The services these resolvers call. */
type ConversationsContext = ServiceContext<{
  conversations: ConversationsService;
  products: ProductsService;
  uploads: UploadsService;
  db: DataSource;
}>;

async function member(ctx: ConversationsContext, id: string | null) {
  if (!id) return null;
  const user = await productLoaders(ctx.services.db, ctx).users.load(id);
  return user ? viewUser(user, ctx.user) : null;
}

/** Thin adapter over ConversationsService. */
@Resolver()
export class ConversationsResolver {
  @Query(() => ConversationConnection, {
    description: "The caller's conversations, most recent activity first; verified members only.",
  })
  @RequireScope('read:messages')
  conversations(
    @Ctx() ctx: ConversationsContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1 to 50 (20 when omitted).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'The previous page’s endCursor.' }) after?: string,
    @Arg('role', () => ConversationRole, { nullable: true, description: 'Only buying or only selling.' })
    role?: ConversationRole,
  ) {
    return ctx.services.conversations.inbox(ctx, { first, after, role });
  }

  @Query(() => ConversationType, {
    nullable: true,
    description: "One of the caller's conversations; null for an unknown one or someone else's (staff too).",
  })
  @RequireScope('read:messages')
  conversation(
    @Arg('id', () => ID, { description: "The conversation's id." }) id: string,
    @Ctx() ctx: ConversationsContext,
  ) {
    return ctx.services.conversations.get(ctx, id);
  }

  @Query(() => Int, { description: "How many of the caller's conversations have an unread message." })
  @RequireScope('read:messages')
  unreadConversationCount(@Ctx() ctx: ConversationsContext) {
    return ctx.services.conversations.unreadConversations(ctx);
  }

  @Mutation(() => ConversationPayload, {
    description:
      'Opens the conversation about a listing with a first message, or adds the message to the open one. Not on one’s own listing (BAD_USER_INPUT), nor a sold one (CONFLICT).',
  })
  @RequireScope('write:messages')
  async startConversation(
    @Arg('input', () => StartConversationInput, { description: 'The listing and the first message.' })
    input: StartConversationInput,
    @Ctx() ctx: ConversationsContext,
  ) {
    const r = await ctx.services.conversations.start(ctx, input);
    const message = r.created ? CONVERSATION_MESSAGES.started : CONVERSATION_MESSAGES.added;
    return { message, conversation: r.conversation, chatMessage: r.chatMessage };
  }

  @Mutation(() => SendMessagePayload, { description: "A message in one of the caller's conversations." })
  @RequireScope('write:messages')
  async sendMessage(
    @Arg('input', () => SendMessageInput, { description: 'The conversation and the message.' }) input: SendMessageInput,
    @Ctx() ctx: ConversationsContext,
  ) {
    const r = await ctx.services.conversations.send(ctx, input);
    return { message: CONVERSATION_MESSAGES.sent, ...r };
  }

  @Mutation(() => ConversationType, { description: 'Marks everything in the conversation read by the caller.' })
  @RequireScope('write:messages')
  markConversationRead(
    @Arg('conversationId', () => ID, { description: "The conversation's id." }) conversationId: string,
    @Ctx() ctx: ConversationsContext,
  ) {
    return ctx.services.conversations.markRead(ctx, conversationId);
  }
}

@Resolver(() => ConversationType)
export class ConversationFieldsResolver {
  @FieldResolver(() => ProductType, {
    nullable: true,
    description: 'The listing as the caller may see it now; null once it is deleted or hidden from them.',
  })
  product(@Root() c: ConversationView, @Ctx() ctx: ConversationsContext): Promise<ProductView | null> {
    return ctx.services.products.getProduct(ctx, c.productId);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The listing's cover picture (medium size) when the conversation started; null when it had none.",
  })
  productPicture(@Root() c: ConversationView, @Ctx() ctx: ConversationsContext): string | null {
    return c.productPicture ? ctx.services.uploads.urls(c.productPicture).medium : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The buyer (privacy as everywhere).' })
  buyer(@Root() c: ConversationView, @Ctx() ctx: ConversationsContext) {
    return member(ctx, c.buyerId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The seller (privacy as everywhere).' })
  seller(@Root() c: ConversationView, @Ctx() ctx: ConversationsContext) {
    return member(ctx, c.sellerId);
  }

  @FieldResolver(() => ChatMessageType, { nullable: true, description: 'The newest message.' })
  lastMessage(@Root() c: ConversationView): ChatMessageEntity | null {
    return c.lastMessage;
  }

  @FieldResolver(() => ChatMessageConnection, {
    description: 'The messages, paged backwards from the newest; each page oldest first.',
  })
  messages(
    @Root() c: ConversationView,
    @Ctx() ctx: ConversationsContext,
    @Arg('last', () => Int, { nullable: true, description: 'Page size, 1 to 100 (30 when omitted).' }) last?: number,
    @Arg('before', () => String, { nullable: true, description: 'The newer page’s startCursor.' }) before?: string,
  ) {
    return ctx.services.conversations.messages(c.id, { last, before });
  }
}

@Resolver(() => ChatMessageType)
export class ChatMessageFieldsResolver {
  @FieldResolver(() => UserType, { nullable: true, description: 'Who sent it; null for a system line.' })
  sender(@Root() m: ChatMessageEntity, @Ctx() ctx: ConversationsContext) {
    return member(ctx, m.senderId);
  }

  @FieldResolver(() => [String], { description: "The pictures' URLs." })
  images(@Root() m: ChatMessageEntity): string[] {
    return m.imageKeys;
  }
}
