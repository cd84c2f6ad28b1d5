import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../db/db-errors';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { UUID_PATTERN, uuidv7 } from '../../lib/uuid';
import { requireVerified } from '../../core/guards';
import type { Limits } from '../../core/limits';
import type { RequestContext } from '../../core/request-context';
import type { ListingEvent } from '../../core/listing-events';
import type { EventBus, Tx } from '../../core/unit-of-work';
import { throttleKey } from '../../core/throttle-keys';
import { sqlDate } from '../../core/list-cursor';
import type { ProductsService } from '../products';
import { ChatMessageEntity, ConversationEntity, ConversationMemberEntity } from './conversation.entity';

import {
  CONVERSATION_MESSAGES,
  type ChatMessagePage,
  type ConversationPage,
  type ConversationView,
  type InboxRow,
  DEFAULT_INBOX_PAGE,
  MAX_INBOX_PAGE,
  SYSTEM_LINES,
  decode,
  encode,
  member,
  pageSize,
  parseImages,
  parseRole,
  parseText,
  toView,
} from './conversation-rules';
import { appendMessage, threadPage } from './chat-append';
export { CONVERSATION_MESSAGES, type ConversationView } from './conversation-rules';

/**
 * In-app conversations between a listing's seller and one buyer: verified members only, never
 * about one's own listing, started only on a listing buyers can have. A conversation is its two
 * members' alone: for anyone else, staff included, it does not exist (404). Message texts never
 * leave this module (no events, no logs, no notifications).
 */
export class ConversationsService {
  constructor(
    private readonly ds: DataSource,
    private readonly deps: {
      clock: Clock;
      products: ProductsService;
      limiter: RateLimiter;
      limits: Limits;
    },
  ) {}

  /** Opens the conversation about a listing with its first message, or adds the message to the one open. */
  async start(
    ctx: RequestContext,
    input: { productId: unknown; text: unknown },
  ): Promise<{ created: boolean; conversation: ConversationView; chatMessage: ChatMessageEntity }> {
    const me = requireVerified(ctx);
    const text = parseText(input.text, []);
    const product = await this.deps.products.forChange(ctx, typeof input.productId === 'string' ? input.productId : '');
    if (product.sellerId === me.id) throw new AppError('BAD_USER_INPUT', CONVERSATION_MESSAGES.own);
    const existing = await this.ds
      .getRepository(ConversationEntity)
      .findOneBy({ productId: product.id, buyerId: me.id });
    if (existing) {
      // Once open, a conversation goes on whatever happens to the listing.
      const chatMessage = await this.post(ctx, existing, text, []);
      return { created: false, conversation: (await this.view(me.id, existing.id))!, chatMessage };
    }
    const view = this.deps.products.view(ctx, product);
    if (view.status !== 'Approved' || view.hiddenByReports)
      throw new AppError('NOT_FOUND', 'Product not found or unavailable');
    if (view.availability === 'Sold') throw new AppError('CONFLICT', CONVERSATION_MESSAGES.sold);
    await this.deps.limiter.consume(
      throttleKey.conversationsUser(me.id),
      this.deps.limits.conversationsPerMember,
      CONVERSATION_MESSAGES.tooManyConversations,
    );
    await this.consumeMessage(me.id);
    const now = this.deps.clock.now();
    const conversation = Object.assign(new ConversationEntity(), {
      id: uuidv7(now.getTime()),
      productId: product.id,
      buyerId: me.id,
      sellerId: product.sellerId,
      productTitle: product.title,
      productPicture: product.imageKeys?.[0] ?? null,
      lastMessageId: null,
      lastMessageAt: null,
      createdAt: now,
      updatedAt: now,
    });
    let chatMessage: ChatMessageEntity;
    try {
      chatMessage = await this.ds.transaction(async (m) => {
        await m.insert(ConversationEntity, conversation);
        await m.insert(ConversationMemberEntity, [
          member(conversation.id, me.id, 'buying', now),
          member(conversation.id, product.sellerId, 'selling', now),
        ]);
        return appendMessage(m, conversation, 'TEXT', me.id, text, [], now);
      });
    } catch (err) {
      // The same buyer starting twice at once: the pair is unique, so the second joins the first.
      if (!isUniqueViolation(err)) throw err;
      const raced = await this.ds.getRepository(ConversationEntity).findOneByOrFail({
        productId: product.id,
        buyerId: me.id,
      });
      const added = await this.post(ctx, raced, text, [], true);
      return { created: false, conversation: (await this.view(me.id, raced.id))!, chatMessage: added };
    }
    return { created: true, conversation: (await this.view(me.id, conversation.id))!, chatMessage };
  }

  /** A member's message in a conversation of theirs. */
  async send(
    ctx: RequestContext,
    input: { conversationId: unknown; text?: unknown; images?: unknown },
  ): Promise<{ conversation: ConversationView; chatMessage: ChatMessageEntity }> {
    const me = requireVerified(ctx);
    const images = parseImages(input.images);
    const text = parseText(input.text, images);
    const conversation = await this.mine(me.id, input.conversationId);
    const chatMessage = await this.post(ctx, conversation, text, images);
    return { conversation: (await this.view(me.id, conversation.id))!, chatMessage };
  }

  /** Everything up to now read by the caller; the other member sees it as "Seen". */
  async markRead(ctx: RequestContext, conversationId: unknown): Promise<ConversationView> {
    const me = requireVerified(ctx);
    const conversation = await this.mine(me.id, conversationId);
    await this.ds
      .getRepository(ConversationMemberEntity)
      .update(
        { conversationId: conversation.id, userId: me.id },
        { unreadCount: 0, lastReadAt: this.deps.clock.now() },
      );
    return (await this.view(me.id, conversation.id))!;
  }

  /** One of the caller's conversations, or null: another member's is as unknown as a made-up id. */
  async get(ctx: RequestContext, id: unknown): Promise<ConversationView | null> {
    const me = requireVerified(ctx);
    const key = typeof id === 'string' ? id.trim() : '';
    return UUID_PATTERN.test(key) ? this.view(me.id, key) : null;
  }

  /** Like `get`, but an unknown or someone else's conversation is NOT_FOUND. */
  async require(ctx: RequestContext, id: unknown): Promise<ConversationView> {
    const found = await this.get(ctx, id);
    if (!found) throw new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);
    return found;
  }

  /**
   * The caller's inbox, most recent activity first: one keyset read of their member rows joined
   * to the conversation, the other member's row and the last message, plus its count.
   */
  async inbox(
    ctx: RequestContext,
    args: { first?: unknown; after?: unknown; role?: unknown },
  ): Promise<ConversationPage> {
    const me = requireVerified(ctx);
    const first = pageSize(args.first, DEFAULT_INBOX_PAGE, MAX_INBOX_PAGE, 'first');
    const role = parseRole(args.role);
    const after = decode(
      typeof args.after === 'string' ? args.after : null,
      'after',
      'This page link is out of date; start from the first page',
    );
    if (after && (after.length !== 2 || !UUID_PATTERN.test(after[1])))
      throw badInput({ after: 'This page link is out of date; start from the first page' });
    const q = this.inboxQuery(this.ds.manager).where('m.user_id = :me', { me: me.id });
    if (role) q.andWhere('m.role = :role', { role });
    const count = q.clone();
    if (after)
      q.andWhere(
        new Brackets((b) =>
          b
            .where('m.updated_at < :t', { t: after[0] })
            .orWhere(new Brackets((e) => e.where('m.updated_at = :t').andWhere('m.conversation_id < :cid'))),
        ),
      ).setParameter('cid', after[1]);
    // limit, not take: every join is one row per member row, so no separate id query is needed.
    q.orderBy('m.updated_at', 'DESC')
      .addOrderBy('m.conversation_id', 'DESC')
      .limit(first + 1);
    const [rows, totalCount] = await Promise.all([q.getMany() as Promise<InboxRow[]>, count.getCount()]);
    const page = rows.slice(0, first);
    const lastRow = page[page.length - 1];
    return {
      nodes: page.map(toView),
      totalCount,
      pageInfo: {
        hasNextPage: rows.length > first,
        endCursor: lastRow ? encode([sqlDate(lastRow.updatedAt), lastRow.conversationId]) : null,
      },
    };
  }

  /** How many of the caller's conversations have something unread (the chat's badge). */
  async unreadConversations(ctx: RequestContext): Promise<number> {
    const me = requireVerified(ctx);
    return this.ds
      .getRepository(ConversationMemberEntity)
      .createQueryBuilder('m')
      .where('m.user_id = :me AND m.unread_count > 0', { me: me.id })
      .getCount();
  }

  /** A page of a conversation the caller has already been let into, backwards from `before`: one keyset read. */
  messages(conversationId: string, args: { last?: unknown; before?: unknown }): Promise<ChatMessagePage> {
    return threadPage(this.ds, conversationId, args);
  }

  /** A system line in every conversation about the listing, in the listing change's own transaction. */
  subscribe(bus: EventBus): void {
    for (const name of Object.keys(SYSTEM_LINES)) {
      const line = SYSTEM_LINES[name]!;
      bus.inTransaction(name as 'listing.sold', (e: ListingEvent, tx: Tx) => this.systemLine(tx.manager, e, line));
    }
  }

  private async systemLine(m: EntityManager, e: ListingEvent, line: string): Promise<void> {
    const conversations = await m.findBy(ConversationEntity, { productId: e.listing.id });
    for (const c of conversations) await appendMessage(m, c, 'SYSTEM', null, line, [], e.at);
  }

  private async consumeMessage(userId: string): Promise<void> {
    await this.deps.limiter.consume(
      throttleKey.chatMessagesUser(userId),
      this.deps.limits.chatMessagesPerMember,
      CONVERSATION_MESSAGES.tooFast,
    );
  }

  /** A member's message: checks the pair and the rate, then writes it with the inbox rows. */
  private async post(
    ctx: RequestContext,
    c: ConversationEntity,
    text: string,
    images: string[],
    counted = false,
  ): Promise<ChatMessageEntity> {
    const me = requireVerified(ctx);
    if (!counted) await this.consumeMessage(me.id);
    const now = this.deps.clock.now();
    return this.ds.transaction((m) => appendMessage(m, c, 'TEXT', me.id, text, images, now));
  }

  /** The caller's conversation entity, or NOT_FOUND (someone else's looks unknown, to staff too). */
  private async mine(userId: string, id: unknown): Promise<ConversationEntity> {
    const key = typeof id === 'string' ? id.trim() : '';
    const isMember =
      UUID_PATTERN.test(key) &&
      (await this.ds.getRepository(ConversationMemberEntity).exists({ where: { conversationId: key, userId } }));
    const c = isMember ? await this.ds.getRepository(ConversationEntity).findOneBy({ id: key }) : null;
    if (!c) throw new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);
    return c;
  }

  private inboxQuery(m: EntityManager) {
    return m
      .createQueryBuilder(ConversationMemberEntity, 'm')
      .innerJoinAndMapOne('m.conversation', ConversationEntity, 'c', 'c.id = m.conversation_id')
      .innerJoinAndMapOne(
        'm.other',
        ConversationMemberEntity,
        'o',
        'o.conversation_id = m.conversation_id AND o.user_id <> m.user_id',
      )
      .leftJoinAndMapOne('m.last', ChatMessageEntity, 'l', 'l.id = c.last_message_id');
  }

  private async view(userId: string, conversationId: string): Promise<ConversationView | null> {
    const row = (await this.inboxQuery(this.ds.manager)
      .where('m.user_id = :me AND m.conversation_id = :c', { me: userId, c: conversationId })
      .getOne()) as InboxRow | null;
    return row ? toView(row) : null;
  }

  /** The conversations' members' ids that a page needs, for the users loader. */
  static userIds(views: ConversationView[]): string[] {
    return [...new Set(views.flatMap((v) => [v.buyerId, v.sellerId]))];
  }
}
