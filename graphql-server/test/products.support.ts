import sharp from 'sharp';
import type supertest from 'supertest';
import { ProductEntity } from '../src/modules/products/product.entity';
import { syncSearchRow } from '../src/modules/search/rows';
import { UploadEntity } from '../src/modules/uploads/upload.entity';
import type { TestApp } from './helpers/app';
import { gql } from './helpers/graphql';

export const ORIGIN = 'http://localhost:4000'; // PUBLIC_URL of createTestApp

export const PRODUCT_FIELDS = `id title description price discountedPrice discountPeriod discountEndsAt discountActive effectivePrice
  percentOff negotiable category condition paymentMethods location deliveryType quantity status rejectionReason sellerId createdAt updatedAt
  images { url medium thumbnail } seller { id name email whatsAppNumber contactHidden }`;

export const PRODUCT_OPS = {
  product: `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`,
  products: `query($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
    products(filter: $filter, sort: $sort, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { ${PRODUCT_FIELDS} } } }`,
  pending: `query($first: Int, $after: String) { pendingProducts(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id title status } } }`,
  categories: `query { categories { id name image } }`,
  add: `mutation($input: AddProductInput!) { addProduct(input: $input) { message product { ${PRODUCT_FIELDS} } } }`,
  edit: `mutation($input: EditProductInput!) { editProduct(input: $input) { message product { ${PRODUCT_FIELDS} } } }`,
  del: `mutation($id: ID!) { deleteProduct(id: $id) { message } }`,
  setStatus: `mutation($input: SetProductStatusInput!) { setProductStatus(input: $input) { message product { id status rejectionReason } } }`,
};

let colour = 0;

/** A stored product picture of `ownerId` (through the uploads service, as the route would). */
export async function imageUrl(app: TestApp, ownerId: string): Promise<string> {
  colour = (colour + 37) % 255;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: colour, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return (await app.services.uploads.storeImage(ownerId, png, 'product')).url;
}

export function productInput(images: string[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Casio scientific calculator',
    description: 'fx-991EX, barely used, with cover.',
    price: 1200,
    category: 'ELECTRONICS',
    condition: 'LIKE_NEW',
    images,
    ...overrides,
  };
}

/** Adds a product over GraphQL as `agent` and returns its id. */
export async function addProduct(
  app: TestApp,
  agent: supertest.Agent,
  ownerId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const images = (overrides.images as string[] | undefined) ?? [await imageUrl(app, ownerId)];
  const r = await gql(agent, PRODUCT_OPS.add, { input: productInput(images, overrides) });
  if (r.errors) throw new Error(`addProduct failed: ${JSON.stringify(r.errors)}`);
  return r.data!.addProduct.product.id;
}

/**
 * Sets a product's status directly (tests of other rules need approved products quickly). A status change without a moderator account: the row, the search table and the caches move as
 * with a real decision (ModerationService.setStatus), minus its rules and notifications.
 */
export async function setStatus(app: TestApp, id: string, status: 'Approved' | 'Pending' | 'Rejected'): Promise<void> {
  await app.services.db.transaction(async (m) => {
    await m.update(ProductEntity, { id }, { status });
    await syncSearchRow(m, id);
  });
  app.services.products.changed.emit();
}

export async function addApproved(
  app: TestApp,
  agent: supertest.Agent,
  ownerId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = await addProduct(app, agent, ownerId, overrides);
  await setStatus(app, id, 'Approved');
  return id;
}

export const countProducts = (app: TestApp) => app.services.db.getRepository(ProductEntity).count();
export const uploadRow = (app: TestApp, key: string) => app.services.db.getRepository(UploadEntity).findOneBy({ key });
export const keyOf = (url: string) => url.replace(/^\/uploads\//, '').replace(/-(1024|480|160)\.webp$/, '');

/** Counts SQL statements sent while `run` runs (wraps TypeORM's logger, called for every query). */
export async function countStatements(app: TestApp, run: () => Promise<unknown>): Promise<number> {
  // What the requests cost, not the saved-search worker's look for due alerts (twice a second).
  const alerts = app.services.savedSearchAlerts;
  await alerts.stop();
  // Nor the webhook sender's look for due deliveries (as often).
  await app.services.webhookSender.stop();
  const logger = app.services.db.logger;
  const original = logger.logQuery.bind(logger);
  let n = 0;
  logger.logQuery = (...args: Parameters<typeof original>) => {
    n += 1;
    return original(...args);
  };
  try {
    await run();
  } finally {
    logger.logQuery = original;
    alerts.start();
    app.services.webhookSender.start();
  }
  return n;
}
