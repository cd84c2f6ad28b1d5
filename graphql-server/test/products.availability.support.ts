import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import type { TestApp } from './helpers/app';

export const AVAILABILITY_OPS = {
  set: `mutation($id: ID!, $availability: Availability!) {
    setProductAvailability(id: $id, availability: $availability) { message product { id status availability } } }`,
  product: `query($id: ID!) { product(id: $id) { id status availability seller { id whatsAppNumber } } }`,
  list: `query($filter: ProductFilter) { products(filter: $filter, first: 100) { totalCount nodes { id availability } } }`,
  similar: `query($id: ID!) { product(id: $id) { similar { id } } }`,
  wishlist: `query { wishlist { id availability } }`,
  addWish: `mutation($id: ID!) { addToWishlist(productId: $id) { message } }`,
};

/** A user's notifications, oldest first, as kind and message. */
export async function noticesOf(app: TestApp, userId: string) {
  const rows = await app.services.db
    .getRepository(NotificationEntity)
    .find({ where: { userId }, order: { id: 'ASC' } });
  return rows.map((n) => ({ kind: n.kind, message: n.message, link: n.link }));
}

export const restIdsOf = (body: { products: { _id: string }[] }) => body.products.map((p) => p._id);
