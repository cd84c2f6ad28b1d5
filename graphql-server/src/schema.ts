import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from './modules/auth/auth.resolver';
import { ProductConnectionResolver, ProductsResolver } from './modules/products/products.resolver';
import { RosterResolver } from './modules/roster/roster.resolver';
import { UsersResolver } from './modules/users/users.resolver';
import { WishlistResolver } from './modules/wishlist/wishlist.resolver';
import { NotificationsResolver } from './modules/notifications/notifications.resolver';
import { RolesResolver } from './modules/roles/roles.resolver';
import { SavedSearchesResolver } from './modules/saved-searches/saved-searches.resolver';
import { ReportsResolver } from './modules/reports/reports.resolver';

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
      WishlistResolver,
      NotificationsResolver,
      RolesResolver,
      SavedSearchesResolver,
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
  });
  return built;
}

/** The SDL of the contract: sorted, so the file only changes when the schema does. */
export async function schemaSdl(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await graphqlSchema()))}\n`;
}
