import type { DataSource } from 'typeorm';
import { dialectOf } from '../../db/data-source';
import { Hydrator } from '../../db/hydrate';
import { sharedRead } from '../../db/work-context';
import { AppError } from '../../lib/errors';
import { SingleFlight } from '../../lib/single-flight';
import type { RequestContext } from '../../core/request-context';
import { VIEWED_USER_FIELDS } from '../../core/privacy';
import { UserEntity } from '../users';
import type { CategoryValue } from '../../core/listing-categories';
import type { ProductView } from './product-view';
import { ProductEntity } from './product.entity';
import type { ListedProduct } from './products.query';
import { PRODUCT_MESSAGES, type ProductsService } from './products.service';

/** At most this many similar listings (docs/product.md#listings, "Similar listings"). */
export const MAX_SIMILAR = 8;

/** What a product's similar listings depend on: its id (never listed), category and price. */
interface Anchor {
  id: string;
  category: CategoryValue;
  pricePaise: number;
}

/**
 * "You might also like": the approved listings of the same category nearest in price, the product
 * itself excluded, at most MAX_SIMILAR (docs/product.md#listings). One statement: the nearest
 * below (or at) the price and the nearest above, each a short range read of the index on
 * (status, category, price_paise, id), merged by distance to the price. So it costs the same on a
 * million products as on ten.
 */
export class SimilarProductsService {
  private readonly productRows: Hydrator<ProductEntity>;
  private readonly sellerRows: Hydrator<UserEntity>;
  private readonly join: string;
  private readonly flights = new SingleFlight<ListedProduct[]>();

  constructor(
    private readonly ds: DataSource,
    private readonly deps: { products: ProductsService },
  ) {
    this.productRows = new Hydrator(ds, ProductEntity);
    this.sellerRows = new Hydrator(ds, UserEntity, VIEWED_USER_FIELDS);
    // The few keys first, then two primary-key lookups each (as the list pages do, products.query.ts).
    this.join = dialectOf(ds) === 'mysql' ? 'STRAIGHT_JOIN' : 'CROSS JOIN';
    deps.products.changed.on(() => this.flights.forget());
  }

  /** The similar listings of a product the caller already sees (GraphQL's Product.similar). */
  async similarTo(ctx: RequestContext, product: ProductView): Promise<ProductView[]> {
    const anchor = { id: product.id, category: product.category, pricePaise: Math.round(product.price * 100) };
    const rows = await sharedRead(this.flights, JSON.stringify(anchor), () => this.nearest(anchor));
    return rows.map(({ product: p, seller }) => this.deps.products.view(ctx, p, seller));
  }

  /** The similar listings of the product behind an id: NOT_FOUND when the caller may not see it (REST). */
  async similarById(ctx: RequestContext, id: string): Promise<ProductView[]> {
    const product = await this.deps.products.getProduct(ctx, id);
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    return this.similarTo(ctx, product);
  }

  private async nearest({ id, category, pricePaise }: Anchor): Promise<ListedProduct[]> {
    const side = (range: string, dir: 'ASC' | 'DESC') =>
      `SELECT s.id AS id FROM products s WHERE s.status = 'Approved' AND s.category = ? AND ${range}
       ORDER BY s.price_paise ${dir}, s.id ${dir} LIMIT ${MAX_SIMILAR}`;
    // Each side in a derived table: SQLite takes no ORDER BY or LIMIT on a bare part of a UNION.
    const keys = `SELECT b.id AS id FROM (${side('s.price_paise <= ? AND s.id <> ?', 'DESC')}) b
      UNION ALL SELECT a.id AS id FROM (${side('s.price_paise > ?', 'ASC')}) a`;
    const raw = await this.ds.query<Record<string, unknown>[]>(
      `SELECT ${this.productRows.select('p', 'p_')}, ${this.sellerRows.select('u', 'u_')}
       FROM (${keys}) k ${this.join} products p ON p.id = k.id ${this.join} users u ON u.id = p.seller_id
       ORDER BY ABS(p.price_paise - ?), p.price_paise, p.id LIMIT ${MAX_SIMILAR}`,
      [category, pricePaise, id, category, pricePaise, pricePaise],
    );
    return raw.map((r) => ({ product: this.productRows.from(r, 'p_'), seller: this.sellerRows.from(r, 'u_') }));
  }
}
