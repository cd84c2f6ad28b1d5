import type { RequestContext } from './request-context';

/**
 * A resolver's context: the request's, with the services the resolver calls. Each module's resolver
 * names the few it uses (`ServiceContext<{ wishlist: WishlistService }>`), so it depends on those and
 * not on the wiring; the wiring hands every resolver the one context that holds them all.
 */
export type ServiceContext<S extends object> = RequestContext & { services: S };
