import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from './modules/auth';
import { ProductConnectionResolver, ProductsResolver } from './modules/products';
import { ProductHistoryResolver } from './modules/listing-history';
import { RosterResolver } from './modules/roster';
import { UsersResolver } from './modules/users';
import { WishlistResolver } from './modules/wishlist';
import { NotificationsResolver } from './modules/notifications';
import { RolesResolver } from './modules/roles';
import { SavedSearchesResolver } from './modules/saved-searches';
import { EventLogResolver, WebhooksResolver } from './modules/webhooks';
import { ApiTokensResolver } from './modules/tokens';
import { ReportsResolver } from './modules/reports';

let built: Promise<GraphQLSchema> | null = null;

/** The executable schema, built once per process from the resolvers. Later issues add theirs here. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [
      AuthResolver,
      UsersResolver,
      RosterResolver,
      ProductsResolver,
      ProductConnectionResolver,
      ProductHistoryResolver,
      WishlistResolver,
      NotificationsResolver,
      RolesResolver,
      SavedSearchesResolver,
      WebhooksResolver,
      EventLogResolver,
      ApiTokensResolver,
      ReportsResolver,
    ],
    validate: false,
    // type-graphql insists on a PubSub even though every subscription here brings its own
    // `subscribe` (over our PubSub, in process or Redis); this one is never used.
    pubSub: {
      publish() {
        throw new Error('use services.pubsub');
      },
      subscribe() {
        throw new Error('use services.pubsub');
      },
    },
  }).then(describeRootTypes);
  return built;
}

/** type-graphql has no option for the root types' descriptions: every element of the contract carries one. */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  const subscription = schema.getSubscriptionType();
  if (query) query.description = "What can be read: public lists and pages, and the signed-in user's own data.";
  if (mutation) mutation.description = 'What can be changed; the server checks who may do it on every call.';
  if (subscription)
    subscription.description = "Live updates over graphql-ws (/graphql), for the signed-in user's own data.";
  return schema;
}

/** The SDL of the contract: sorted, so the file only changes when the schema does. */
export async function schemaSdl(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await graphqlSchema()))}\n`;
}
