import DataLoader from 'dataloader';
import { type DataSource, In } from 'typeorm';
import type { RequestContext } from '../../core/request-context';
import { ProductEventEntity } from './product-event.entity';

// Keyed by the request's context object (one per HTTP request; one per graphql-ws connection).
const perRequest = new WeakMap<RequestContext, DataLoader<string, ProductEventEntity[]>>();

/**
 * Each listing's history (product_events), oldest first, batched per request: the histories of a
 * page of listings in one statement; read only when asked for (Product.history).
 */
export function historyLoader(ds: DataSource, ctx: RequestContext): DataLoader<string, ProductEventEntity[]> {
  let loader = perRequest.get(ctx);
  if (!loader) {
    // No cache: a graphql-ws context lives as long as its connection; batching is what counts.
    loader = new DataLoader(
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
    );
    perRequest.set(ctx, loader);
  }
  return loader;
}
