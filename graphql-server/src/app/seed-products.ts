import type { RequestContext } from '../core/request-context';
import { NotificationEntity } from '../modules/notifications';
import { ProductEntity, type ProductInput } from '../modules/products';
import { UserEntity } from '../modules/users';
import type { Services } from '../services';
import { type DemoPicture, drawDemoPicture } from '../db/demo-pictures';

interface DemoProduct extends ProductInput {
  seller: string;
  /** What the photos show, and how many views of it the listing has. */
  picture: DemoPicture;
  views: number;
  approve: boolean;
}

/**
 * Spread over the six demo students (seed.ts): the first (21CS1001, the journeys' seller) has one
 * approved listing (an electronics one, so its page has similar listings to show) and the one
 * waiting for review, the second (21CS1002, their buyer) one, the
 * other four two each; so each student browsing sees mostly other students' listings.
 */
const DEMO_PRODUCTS: DemoProduct[] = [
  {
    seller: '21CS1003',
    title: 'iPhone 13, 128 GB',
    description: 'Blue, always in a case, battery health 88%. Charger included.',
    price: 38000,
    discountedPrice: 34999,
    discountPeriod: 7,
    category: 'ELECTRONICS',
    condition: 'USED',
    paymentMethods: ['UPI', 'Cash'],
    location: 'Hostel A',
    deliveryType: 'Pickup',
    picture: 'phone',
    views: 3,
    approve: true,
  },
  {
    seller: '21EC2001',
    title: 'Samsung 32" smart TV',
    description: 'Works perfectly; moving out of the hostel. Wall mount included.',
    price: 9000,
    category: 'ELECTRONICS',
    condition: 'LIKE_NEW',
    negotiable: true,
    location: 'Block C',
    deliveryType: 'Pickup',
    picture: 'tv',
    views: 2,
    approve: true,
  },
  {
    seller: '21ME3001',
    title: 'Engineering Mathematics (B.S. Grewal)',
    description: '44th edition, a few pencil notes in chapter 3.',
    price: 450,
    discountedPrice: 350,
    discountPeriod: 3,
    category: 'BOOKS',
    condition: 'USED',
    location: 'Library gate',
    picture: 'textbook',
    views: 1,
    approve: true,
  },
  {
    seller: '21CS1004',
    title: 'The Alchemist',
    description: 'Paperback, read once.',
    price: 150,
    category: 'BOOKS',
    condition: 'LIKE_NEW',
    picture: 'paperback',
    views: 1,
    approve: true,
  },
  {
    seller: '21ME3001',
    title: 'Study table with drawer',
    description: 'Engineered wood, 90 x 60 cm. Easy to carry.',
    price: 1800,
    category: 'FURNITURE',
    condition: 'USED',
    negotiable: true,
    deliveryType: 'Delivery on campus',
    picture: 'table',
    views: 2,
    approve: true,
  },
  {
    seller: '21CS1002',
    title: 'Denim jacket, size M',
    description: "Levi's, worn a handful of times.",
    price: 1200,
    discountedPrice: 900,
    discountPeriod: 10,
    category: 'CLOTHING',
    condition: 'LIKE_NEW',
    picture: 'jacket',
    views: 2,
    approve: true,
  },
  {
    seller: '21EC2001',
    title: 'Cycle for rent (monthly)',
    description: 'Hero Sprint, 21 gears. ₹600 a month, lock included.',
    price: 600,
    category: 'RENTAL',
    picture: 'cycle',
    views: 2,
    approve: true,
  },
  {
    seller: '21CS1003',
    title: 'Python tutoring',
    description: 'One-hour sessions for first years: basics, data structures, lab prep.',
    price: 300,
    category: 'SERVICE',
    condition: 'NOT_APPLICABLE',
    paymentMethods: ['UPI'],
    picture: 'tutoring',
    views: 1,
    approve: true,
  },
  {
    seller: '21CS1001',
    title: 'Scientific calculator fx-991EX',
    description: 'All functions work, with cover.',
    price: 900,
    category: 'ELECTRONICS',
    condition: 'USED',
    picture: 'calculator',
    views: 1,
    approve: true,
  },
  {
    seller: '21CS1004',
    title: 'Lab coat and drafter set',
    description: 'Lab coat size L and a mini drafter, for first-year labs.',
    price: 500,
    discountedPrice: 400,
    discountPeriod: 5,
    category: 'MISCELLANEOUS',
    condition: 'USED',
    picture: 'labCoat',
    views: 2,
    approve: true,
  },
  {
    seller: '21CS1001',
    title: 'Bluetooth speaker',
    description: 'JBL Go 3, waiting for a moderator to approve it.',
    price: 1500,
    category: 'ELECTRONICS',
    condition: 'NEW',
    picture: 'speaker',
    views: 1,
    approve: false,
  },
];

const asUser = (user: UserEntity): RequestContext => ({
  ip: 'seed',
  userAgent: null,
  session: null,
  user,
  cookies: { set() {}, clear() {} },
});

/**
 * Demo listings for the demo accounts, through the same service calls as the APIs (rules
 * included). Runs once: an existing product, or missing demo accounts, skip it.
 */
export async function seedDemoProducts(services: Services): Promise<void> {
  if ((await services.db.getRepository(ProductEntity).count()) > 0) return;
  const users = services.db.getRepository(UserEntity);
  const moderator = await users.findOneBy({ collegeIdKey: 'mod001' });
  if (!moderator) return;
  let made = 0;
  for (const { seller: collegeId, picture, views, approve, ...input } of DEMO_PRODUCTS) {
    const seller = await users.findOneBy({ collegeIdKey: collegeId.toLowerCase() });
    if (!seller) continue;
    const images: string[] = [];
    for (let view = 0; view < views; view++)
      images.push((await services.uploads.storeImage(seller.id, await drawDemoPicture(picture, view), 'product')).url);
    // The demo's history is read; what still waits for a moderator arrives unread.
    if (!approve) await services.db.getRepository(NotificationEntity).update({ isRead: false }, { isRead: true });
    const { product } = await services.listings.add(asUser(seller), { ...input, images });
    if (approve) await services.moderation.setStatus(asUser(moderator), { id: product.id, status: 'Approved' });
    made += 1;
  }
  services.logger.info(`Seeded ${made} demo products`);
}
