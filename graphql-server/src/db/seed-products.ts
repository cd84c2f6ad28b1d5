import sharp from 'sharp';
import type { RequestContext } from '../lib/request-context';
import { NotificationEntity } from '../modules/notifications/notification.entity';
import { ProductEntity } from '../modules/products/product.entity';
import type { ProductInput } from '../modules/products/product-validation';
import { UserEntity } from '../modules/users/user.entity';
import type { Services } from '../services';

interface DemoProduct extends ProductInput {
  seller: string;
  /** Background and shape colours of each picture. */
  pictures: [string, string][];
  approve: boolean;
}

const DEMO_PRODUCTS: DemoProduct[] = [
  { seller: '21CS1001', title: 'iPhone 13, 128 GB', description: 'Blue, always in a case, battery health 88%. Charger included.', price: 38000, discountedPrice: 34999, discountPeriod: 7, category: 'ELECTRONICS', condition: 'USED', paymentMethods: ['UPI', 'Cash'], location: 'Hostel A', deliveryType: 'Pickup', pictures: [['#1e3a8a', '#60a5fa'], ['#1e40af', '#93c5fd'], ['#172554', '#3b82f6']], approve: true },
  { seller: '21CS1002', title: 'Samsung 32" smart TV', description: 'Works perfectly; moving out of the hostel. Wall mount included.', price: 9000, category: 'ELECTRONICS', condition: 'LIKE_NEW', negotiable: true, location: 'Block C', deliveryType: 'Pickup', pictures: [['#111827', '#6b7280'], ['#1f2937', '#9ca3af']], approve: true },
  { seller: '21CS1001', title: 'Engineering Mathematics (B.S. Grewal)', description: '44th edition, a few pencil notes in chapter 3.', price: 450, discountedPrice: 350, discountPeriod: 3, category: 'BOOKS', condition: 'USED', location: 'Library gate', pictures: [['#7c2d12', '#fb923c']], approve: true },
  { seller: '21CS1002', title: 'The Alchemist', description: 'Paperback, read once.', price: 150, category: 'BOOKS', condition: 'LIKE_NEW', pictures: [['#78350f', '#fcd34d']], approve: true },
  { seller: '21CS1001', title: 'Study table with drawer', description: 'Engineered wood, 90 x 60 cm. Easy to carry.', price: 1800, category: 'FURNITURE', condition: 'USED', negotiable: true, deliveryType: 'Delivery on campus', pictures: [['#422006', '#a16207'], ['#3f2a14', '#ca8a04']], approve: true },
  { seller: '21CS1002', title: 'Denim jacket, size M', description: 'Levi\'s, worn a handful of times.', price: 1200, discountedPrice: 900, discountPeriod: 10, category: 'CLOTHING', condition: 'LIKE_NEW', pictures: [['#1e3a8a', '#38bdf8'], ['#0c4a6e', '#7dd3fc']], approve: true },
  { seller: '21CS1001', title: 'Cycle for rent (monthly)', description: 'Hero Sprint, 21 gears. ₹600 a month, lock included.', price: 600, category: 'RENTAL', pictures: [['#14532d', '#4ade80'], ['#052e16', '#22c55e']], approve: true },
  { seller: '21CS1002', title: 'Python tutoring', description: 'One-hour sessions for first years: basics, data structures, lab prep.', price: 300, category: 'SERVICE', condition: 'NOT_APPLICABLE', paymentMethods: ['UPI'], pictures: [['#312e81', '#a78bfa']], approve: true },
  { seller: '21CS1001', title: 'Scientific calculator fx-991EX', description: 'All functions work, with cover.', price: 900, category: 'ELECTRONICS', condition: 'USED', pictures: [['#0f172a', '#94a3b8']], approve: true },
  { seller: '21CS1002', title: 'Lab coat and drafter set', description: 'Lab coat size L and a mini drafter, for first-year labs.', price: 500, discountedPrice: 400, discountPeriod: 5, category: 'MISCELLANEOUS', condition: 'USED', pictures: [['#f1f5f9', '#0ea5e9'], ['#e2e8f0', '#0284c7']], approve: true },
  { seller: '21CS1001', title: 'Bluetooth speaker', description: 'JBL Go 3, waiting for a moderator to approve it.', price: 1500, category: 'ELECTRONICS', condition: 'NEW', pictures: [['#4c0519', '#fb7185']], approve: false },
];

/** A simple picture: a background with a circle and a bar, no text (no fonts needed). */
function picture(background: string, shape: string, n: number): Promise<Buffer> {
  const cx = 300 + n * 120;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="${background}"/>
    <circle cx="${cx}" cy="270" r="150" fill="${shape}"/>
    <rect x="120" y="470" width="560" height="40" rx="20" fill="${shape}" opacity="0.6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const asUser = (user: UserEntity): RequestContext => ({ ip: 'seed', userAgent: null, session: null, user, cookies: { set() {}, clear() {} } });

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
  for (const { seller: collegeId, pictures, approve, ...input } of DEMO_PRODUCTS) {
    const seller = await users.findOneBy({ collegeIdKey: collegeId.toLowerCase() });
    if (!seller) continue;
    const images: string[] = [];
    for (const [i, [bg, fg]] of pictures.entries()) images.push((await services.uploads.storeImage(seller.id, await picture(bg, fg, i), 'product')).url);
    // The demo's history is read; what still waits for a moderator arrives unread.
    if (!approve) await services.db.getRepository(NotificationEntity).update({ isRead: false }, { isRead: true });
    const { product } = await services.products.add(asUser(seller), { ...input, images });
    if (approve) await services.products.setStatus(asUser(moderator), { id: product.id, status: 'Approved' });
    made += 1;
  }
  services.logger.info(`Seeded ${made} demo products`);
}
