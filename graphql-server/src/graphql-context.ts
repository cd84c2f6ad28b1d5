import type { RequestContext } from './core/request-context';
import type { Services } from './services';

/** The context of every resolver, on HTTP and on graphql-ws. */
export interface GraphQLContext extends RequestContext {
  services: Services;
}
