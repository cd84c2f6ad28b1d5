/**
 * Products' front door: what other modules and the wiring use of a listing (the entity, its view
 * and shapes, the read service, categories and money). The writers (ListingsService,
 * ModerationService, AvailabilityService) and SimilarProductsService are wired from their own
 * files: they record history and price drops through modules that read products through this
 * file, so exporting them here would close an import cycle.
 */
export {
  CATEGORIES,
  CONDITIONS,
  type CategoryValue,
  type ConditionValue,
  categoryName,
  conditionName,
  parseCategory,
  parseCondition,
} from '../../core/listing-categories';
export { type DiscountFacts, discountAt } from './discount';
export { type Actor, ListingLifecycle, effectivePaise } from './lifecycle/lifecycle';
export { TRANSITIONS, type TransitionName } from './lifecycle/transitions';
export { type KeyColumn, keysetCondition, keysetParams, orderBy } from '../../core/list-keyset';
export { formatPaise, toPaise, toRupees } from '../../core/money';
export { type CursorKey, decodeCursor, encodeCursor, sqlDate } from '../../core/list-cursor';
export { productLoaders } from './product-loaders';
export { type ProductInput } from './product-validation';
export { type ProductView, canSee, viewProduct } from './product-view';
export { type AvailabilityValue, ProductEntity, type ProductStatusValue } from './product.entity';
export { toRestProduct } from './product.rest-shape';
export { Category, Condition, ProductPayload, ProductType } from './product.types';
export { RestProduct } from './products.rest-schemas';
export { DEFAULT_PAGE, MAX_PAGE, PRODUCT_MESSAGES, type ProductResult, ProductsService } from './products.service';
