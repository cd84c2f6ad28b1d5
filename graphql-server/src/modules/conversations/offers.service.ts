import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../db/db-errors';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { UUID_PATTERN, uuidv7 } from '../../lib/uuid';
import { requireVerified } from '../../core/guards';
import type { Limits } from '../../core/limits';
import { can } from '../../core/permissions';
import type { RequestContext } from '../../core/request-context';
import type { ListingEvent } from '../../core/listing-events';
import type { EventBus, Tx, UnitOfWork } from '../../core/unit-of-work';
import { throttleKey } from '../../core/throttle-keys';
import type { AvailabilityService, ProductsService } from '../products';
import { appendMessage } from './chat-append';
import { CONVERSATION_MESSAGES, type ConversationView } from './conversation-rules';
import { ChatMessageEntity, ConversationEntity } from './conversation.entity';
import type { ConversationsService } from './conversations.service';
import { OfferEntity } from './offer.entity';
import { ANSWERED, OFFER_LINES, OFFER_MESSAGES, parseAction, parseAmount } from './offer-rules';

type Sent = { conversation: ConversationView; chatMessage: ChatMessageEntity };

/**
 * Buyers' offers in their conversation with a listing's seller: one open offer per buyer and
 * listing (a new one supersedes it), answered by the seller (accept, decline) or withdrawn by the
 * buyer. Accepting reserves the listing for that buyer through its lifecycle (reserveFor) and
 * declines the other buyers' open offers, all in one unit of work; every status change is an
 * UPDATE guarded by the status it was read with, so of two racing answers one wins.
 */
export class OffersService {
  constructor(
    private readonly ds: DataSource,
    private readonly deps: {
      clock: Clock;
      uow: UnitOfWork;
      products: ProductsService;
      availability: AvailabilityService;
      conversations: ConversationsService;
      limiter: RateLimiter;
      limits: Limits;
      /** OFFER_EXPIRY_HOURS, in ms. */
      expiryMs: number;
    },
  ) {}

  /** The buyer's offer in their conversation: an OFFER message; the open one before it is superseded. */
  async make(ctx: RequestContext, input: { conversationId: unknown; amount: unknown }): Promise<Sent> {
    const me = requireVerified(ctx);
    const c = await this.conversationOf(me.id, input.conversationId);
    if (!can.makeOffer(me, c)) throw new AppError('FORBIDDEN', OFFER_MESSAGES.buyerOnly);
    const product = await this.deps.products.forChange(ctx, c.productId);
    const view = this.deps.products.view(ctx, product);
    if (view.availability === 'Sold') throw new AppError('CONFLICT', OFFER_MESSAGES.sold);
    if (view.status !== 'Approved' || view.hiddenByReports) throw new AppError('CONFLICT', OFFER_MESSAGES.notAvailable);
    const amountPaise = parseAmount(input.amount, Math.round(view.effectivePrice * 100));
    await this.deps.limiter.consume(
      throttleKey.chatMessagesUser(me.id),
      this.deps.limits.chatMessagesPerMember,
      CONVERSATION_MESSAGES.tooFast,
    );
    const now = this.deps.clock.now();
    const chatMessage = await this.deps.uow
      .run(async (tx) => {
        const m = tx.manager;
        // The open offer, read with no lock, is superseded by the guarded UPDATE below.
        await m
          .createQueryBuilder()
          .update(OfferEntity)
          .set({ status: 'SUPERSEDED', openConversationId: null, answeredAt: now })
          .where("conversation_id = :c AND status = 'PENDING'", { c: c.id })
          .execute();
        const offer = Object.assign(new OfferEntity(), {
          id: uuidv7(now.getTime()),
          conversationId: c.id,
          productId: c.productId,
          buyerId: c.buyerId,
          amountPaise,
          status: 'PENDING' as const,
          openConversationId: c.id,
          expiresAt: new Date(now.getTime() + this.deps.expiryMs),
          createdAt: now,
          answeredAt: null,
        });
        // The unique open key refuses a second open offer written at the same time: that one fails whole.
        await m.insert(OfferEntity, offer);
        return writeLine(m, c, 'OFFER', me.id, OFFER_LINES.offered(amountPaise), offer.id, now);
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', OFFER_MESSAGES.raced);
        throw err;
      });
    return { conversation: await this.deps.conversations.require(ctx, c.id), chatMessage };
  }

  /** The seller accepts or declines, the buyer withdraws: a system line in the thread says so. */
  async answer(ctx: RequestContext, input: { offerId: unknown; action: unknown }): Promise<Sent> {
    const me = requireVerified(ctx);
    const action = parseAction(input.action);
    const key = typeof input.offerId === 'string' ? input.offerId.trim() : '';
    const offer = UUID_PATTERN.test(key) ? await this.ds.getRepository(OfferEntity).findOneBy({ id: key }) : null;
    const c = offer ? await this.ds.getRepository(ConversationEntity).findOneBy({ id: offer.conversationId }) : null;
    // Someone else's offer is as unknown as a made-up id.
    if (!offer || !c || (c.buyerId !== me.id && c.sellerId !== me.id))
      throw new AppError('NOT_FOUND', OFFER_MESSAGES.notFound);
    if (!can.answerOffer(me, c, action))
      throw new AppError(
        'FORBIDDEN',
        action === 'WITHDRAW' ? OFFER_MESSAGES.buyerWithdraws : OFFER_MESSAGES.sellerAnswers,
      );
    const now = this.deps.clock.now();
    if (offer.status !== 'PENDING' || offer.expiresAt <= now) throw new AppError('CONFLICT', OFFER_MESSAGES.notPending);
    const chatMessage = await this.deps.uow.run(async (tx) => {
      const m = tx.manager;
      if (!(await settle(m, offer.id, ANSWERED[action], now, true)))
        throw new AppError('CONFLICT', OFFER_MESSAGES.notPending);
      if (action === 'ACCEPT') {
        await this.deps.availability.reserveFor(tx, c.productId, c.buyerId, c.sellerId);
        await this.declineOthers(m, offer, now);
      }
      return writeLine(m, c, 'SYSTEM', null, OFFER_LINES[action](offer.amountPaise), offer.id, now);
    });
    return { conversation: await this.deps.conversations.require(ctx, c.id), chatMessage };
  }

  /** The offers a page of messages shows, by id (one statement). */
  async byIds(ids: readonly string[]): Promise<(OfferEntity | null)[]> {
    const rows = ids.length ? await this.ds.getRepository(OfferEntity).findBy({ id: In([...ids]) }) : [];
    const byId = new Map(rows.map((o) => [o.id, o]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The reservation an accepted offer made ends when the seller makes the listing available again. */
  subscribe(bus: EventBus): void {
    bus.inTransaction('listing.madeAvailable', (e: ListingEvent, tx: Tx) => this.reservationEnded(tx.manager, e));
  }

  private async reservationEnded(m: EntityManager, e: ListingEvent): Promise<void> {
    const buyerId = e.before?.reservedForId;
    if (!buyerId) return;
    const c = await m.findOneBy(ConversationEntity, { productId: e.listing.id, buyerId });
    if (!c) return;
    const accepted = await m.findOne(OfferEntity, {
      where: { conversationId: c.id, status: 'ACCEPTED' },
      order: { answeredAt: 'DESC' },
    });
    await writeLine(m, c, 'SYSTEM', null, OFFER_LINES.reservationEnded, accepted?.id ?? null, e.at);
  }

  /** The other buyers' open offers on the listing: declined, each with a line in its conversation. */
  private async declineOthers(m: EntityManager, accepted: OfferEntity, now: Date): Promise<void> {
    const open = await m.findBy(OfferEntity, { productId: accepted.productId, status: 'PENDING' });
    for (const o of open) {
      if (o.id === accepted.id || !(await settle(m, o.id, 'DECLINED', now, false))) continue;
      const c = await m.findOneBy(ConversationEntity, { id: o.conversationId });
      if (c) await writeLine(m, c, 'SYSTEM', null, OFFER_LINES.declinedForAnother(o.amountPaise), o.id, now);
    }
  }

  /** The conversation behind an id when the caller is one of its two members; else NOT_FOUND. */
  private async conversationOf(userId: string, id: unknown): Promise<ConversationEntity> {
    const key = typeof id === 'string' ? id.trim() : '';
    const c = UUID_PATTERN.test(key) ? await this.ds.getRepository(ConversationEntity).findOneBy({ id: key }) : null;
    if (!c || (c.buyerId !== userId && c.sellerId !== userId))
      throw new AppError('NOT_FOUND', CONVERSATION_MESSAGES.notFound);
    return c;
  }
}

/**
 * A pending offer to `status`, only if it is still pending (and, for a member's answer, not past its
 * time): false when another answer, a newer offer or the expiry came first.
 */
export async function settle(
  m: EntityManager,
  offerId: string,
  status: OfferEntity['status'],
  now: Date,
  beforeExpiry: boolean,
): Promise<boolean> {
  const q = m
    .createQueryBuilder()
    .update(OfferEntity)
    .set({ status, openConversationId: null, answeredAt: now })
    .where("id = :id AND status = 'PENDING'", { id: offerId });
  if (beforeExpiry) q.andWhere('expires_at > :now', { now });
  return !!(await q.execute()).affected;
}

/** A message that shows an offer: the buyer's OFFER message, or a system line about it. */
export async function writeLine(
  m: EntityManager,
  c: ConversationEntity,
  kind: 'OFFER' | 'SYSTEM',
  senderId: string | null,
  text: string,
  offerId: string | null,
  now: Date,
): Promise<ChatMessageEntity> {
  const message = await appendMessage(m, c, kind, senderId, text, [], now);
  if (offerId) {
    await m.update(ChatMessageEntity, { id: message.id }, { offerId });
    message.offerId = offerId;
  }
  return message;
}
