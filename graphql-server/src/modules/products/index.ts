/**
 * Products' front door: what other modules and the wiring use of a listing (the entity, its view
 * and shapes, the read and write services, the lifecycle, the resolvers and routes).
 */
import type { ProductsService } from './products.service';
import { defineModule } from '../../core/server-module';
import { ProductEntity } from './product.entity';
import { ProductConnectionResolver, ProductsResolver } from './products.resolver';
import { productsRouter } from './products.rest';
import { ReservedForResolver } from './reserved-for';
export { AvailabilityService } from './availability.service';
export {
  CATEGORIES,
  categoryName,
  type CategoryValue,
  conditionName,
  CONDITIONS,
  type ConditionValue,
  parseCategory,
  parseCondition,
} from '../../core/listing-categories';
export { type DiscountFacts, discountAt } from './discount';
export { type KeyColumn, keysetCondition, keysetParams, orderBy } from '../../core/list-keyset';
export { listArgsKey, PUBLIC_LISTS, type PublicListRoute } from './list-query';
export { ListingsService } from './listings.service';
export { ModerationService } from './moderation.service';
export { formatPaise, toPaise, toRupees } from '../../core/money';
export { type CursorKey, decodeCursor, encodeCursor, sqlDate } from '../../core/list-cursor';
export { productLoaders } from './product-loaders';
export type { ProductInput } from './product-validation';
export { canSee, type ProductView, viewProduct } from './product-view';
export { type AvailabilityValue, ProductEntity, type ProductStatusValue } from './product.entity';
export { toRestProduct } from './product.rest-shape';
export { Category, Condition, ProductPayload, ProductType } from './product.types';
export { ProductResult as RestProductResult, RestProduct } from './products.rest-schemas';
export { DEFAULT_PAGE, MAX_PAGE, PRODUCT_MESSAGES, type ProductResult, ProductsService } from './products.service';
export { SimilarProductsService } from './similar.service';

/** The services the products module's routes use. */
type ProductsNeeds = Parameters<typeof productsRouter>[0];

/** What the products module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const productsModule = defineModule<ProductsNeeds, { products: ProductsService }>({
  name: 'products',
  entities: [ProductEntity],
  resolvers: [ProductsResolver, ProductConnectionResolver, ReservedForResolver],
  routes: (services) => [{ prefix: '/product', routes: productsRouter(services) }],
  subscribe: (bus, s) => s.products.subscribe(bus),
});
