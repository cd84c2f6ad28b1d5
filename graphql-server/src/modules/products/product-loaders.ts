import DataLoader from 'dataloader';
import { type DataSource, In } from 'typeorm';
import type { RequestContext } from '../../core/request-context';
import { UserEntity } from '../users/user.entity';

/** Batches of one request: every seller of a page in one statement, whatever the page size. */
export interface ProductLoaders {
  users: DataLoader<string, UserEntity | null>;
}

// Keyed by the request's context object (one per HTTP request; one per graphql-ws connection),
// so no shared wiring file needs to know about products.
const perRequest = new WeakMap<RequestContext, ProductLoaders>();

export function productLoaders(ds: DataSource, ctx: RequestContext): ProductLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    const repo = ds.getRepository(UserEntity);
    loaders = {
      // No cache: a graphql-ws context lives as long as its connection; batching is what counts.
      users: new DataLoader(
        async (ids) => {
          const rows = await repo.findBy({ id: In([...ids]) });
          const byId = new Map(rows.map((u) => [u.id, u]));
          return ids.map((id) => byId.get(id) ?? null);
        },
        { cache: false },
      ),
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
