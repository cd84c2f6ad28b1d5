import DataLoader from 'dataloader';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { listedStatus } from './lifecycle/stored-status';
import { ProductEntity } from './product.entity';
import type { RequestContext } from '../../core/request-context';
import { UserEntity } from '../users';

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

/** Which of `ids` are public now (approved, neither sold nor hidden), with their titles, read with `m`. */
export async function publicTitles(m: EntityManager, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await m
    .createQueryBuilder(ProductEntity, 'p')
    .select(['p.id', 'p.title'])
    .where('p.id IN (:...ids) AND p.status = :status', { ids, status: listedStatus('public') })
    .getMany();
  return new Map(rows.map((r) => [r.id, r.title]));
}
