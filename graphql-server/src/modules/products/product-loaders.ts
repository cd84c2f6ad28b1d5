import DataLoader from 'dataloader';
import { type DataSource, In } from 'typeorm';
import type { RequestContext } from '../../core/request-context';
import { UserEntity } from '../users';
import { ProductEventEntity } from '../listing-history/product-event.entity';

/** Batches of one request: every seller (or history) of a page in one statement, whatever the page size. */
export interface ProductLoaders {
  users: DataLoader<string, UserEntity | null>;
  /** Each product's history (product_events), oldest first; read only when asked for (Product.history). */
  events: DataLoader<string, ProductEventEntity[]>;
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
      events: new DataLoader(
        async (ids) => {
          const rows = await ds.getRepository(ProductEventEntity).find({
            where: { productId: In([...ids]) },
            order: { createdAt: 'ASC', id: 'ASC' },
          });
          const byProduct = new Map<string, ProductEventEntity[]>(ids.map((id) => [id, []]));
          for (const row of rows) byProduct.get(row.productId)?.push(row);
          return ids.map((id) => byProduct.get(id) ?? []);
        },
        { cache: false },
      ),
    };
    perRequest.set(ctx, loaders);
  }
  return loaders;
}
