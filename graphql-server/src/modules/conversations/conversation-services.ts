import type { DataSource } from 'typeorm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Limits } from '../../core/limits';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { AvailabilityService, ProductsService } from '../products';
import { ConversationsService } from './conversations.service';
import { OfferExpiry } from './offer-expiry';
import { OffersService } from './offers.service';

/** What the conversations module adds to the wiring's services. */
export interface ChatServices {
  conversations: ConversationsService;
  /** Buyers' offers in their conversations. */
  offers: OffersService;
  /** Expires unanswered offers (a background job: started and stopped with the others). */
  offerExpiry: OfferExpiry;
}

/** The conversations module's services, built from what the wiring has. */
export function chatServices(
  db: DataSource,
  deps: {
    clock: Clock;
    logger: Logger;
    uow: UnitOfWork;
    products: ProductsService;
    availability: AvailabilityService;
    limiter: RateLimiter;
    limits: Limits;
    config: { offerExpiryHours: number };
  },
): ChatServices {
  const { clock, logger, uow, products, availability, limiter, limits } = deps;
  const expiryMs = deps.config.offerExpiryHours * 3600 * 1000;
  const conversations = new ConversationsService(db, { clock, products, limiter, limits });
  const offers = new OffersService(db, {
    clock,
    uow,
    products,
    availability,
    conversations,
    limiter,
    limits,
    expiryMs,
  });
  return { conversations, offers, offerExpiry: new OfferExpiry(db, { clock, logger, uow, expiryMs }) };
}
