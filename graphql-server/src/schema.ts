import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { type NonEmptyArray, buildSchema } from 'type-graphql';
import { moduleResolvers } from './app/modules';
import type { ClassOf } from './core/server-module';

let built: Promise<GraphQLSchema> | null = null;

/** The executable schema, built once per process from the modules' resolvers. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    // Every module's, from the registry (app/modules.ts).
    resolvers: moduleResolvers() as NonEmptyArray<ClassOf>,
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
