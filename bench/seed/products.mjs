// The seeded products: categories, conditions, prices and text drawn like real listings, about 90%
// approved, each showing one to three pictures of its category.
import { description, title } from '../words.mjs';
import { PLACES } from './campus.mjs';
import { pick, weighted } from './random.mjs';
import { sqlDate } from './writers.mjs';

const DAY = 24 * 3600 * 1000;
const CATEGORY_WEIGHTS = {
  BOOKS: 25,
  ELECTRONICS: 22,
  FURNITURE: 10,
  CLOTHING: 15,
  MISCELLANEOUS: 13,
  SERVICE: 7,
  RENTAL: 8,
};
const DELIVERY = ['Pickup', 'Delivery on campus', null];
const PAYMENT = [['UPI'], ['Cash'], ['UPI', 'Cash'], ['UPI', 'Cash', 'Bank transfer']];

export const PRODUCT_COLUMNS = [
  'id',
  'title',
  'description',
  'price_paise',
  'discounted_price_paise',
  'discount_period_days',
  'negotiable',
  'category',
  'item_condition',
  'payment_methods',
  'location',
  'delivery_type',
  'quantity',
  'image_keys',
  'status',
  'rejection_reason',
  'seller_id',
  'search_text',
  'created_at',
  'updated_at',
];

/**
 * `size` product rows, oldest first (so the UUIDv7 ids ascend like the app's), created between
 * `yearAgo` and `end`. Counts into `tally` as it goes: `approved` rows, approved rows per search
 * token (`df`) and a `sample` of 300 approved ids for detail pages (reservoir). `images`: the pool's
 * keys by category; `app`: the app's uuidv7 and searchText.
 */
export function* productRows({ size, rand, vocab, yearAgo, end, images, userIds, tally, app }) {
  const { uuidv7, searchText } = app;
  const { df, sample } = tally;
  const step = (end - yearAgo) / size;
  for (let i = 0; i < size; i++) {
    const created = Math.floor(yearAgo + (i + rand() * 0.9) * step);
    const id = uuidv7(created);
    const category = weighted(rand, CATEGORY_WEIGHTS);
    const condition =
      category === 'RENTAL'
        ? null
        : category === 'SERVICE'
          ? 'NOT_APPLICABLE'
          : weighted(rand, { NEW: 15, LIKE_NEW: 30, USED: 50, NOT_APPLICABLE: 5 });
    const t = title(vocab, rand);
    const d = description(vocab, rand);
    const search = searchText(t, d);
    const r = rand();
    const status = r < 0.9 ? 'Approved' : r < 0.97 ? 'Pending' : 'Rejected';
    const rupees = Math.max(10, Math.round(Math.exp(Math.log(20) + rand() * (Math.log(80_000) - Math.log(20)))));
    const discounted = rand() < 0.2 ? Math.max(1, Math.floor(rupees * (0.5 + rand() * 0.45))) : null;
    const pool = images.byCategory[category];
    const keys = [];
    for (let k = 1 + Math.floor(rand() * 3); k > 0; k--) keys.push(pick(rand, pool));
    const updated = rand() < 0.2 ? Math.min(end, created + Math.floor(rand() * 10 * DAY)) : created;
    if (status === 'Approved') {
      tally.approved++;
      for (const token of new Set(search.split(' '))) df.set(token, (df.get(token) ?? 0) + 1);
      if (sample.length < 300) sample.push(id);
      else if (rand() < 300 / tally.approved) sample[Math.floor(rand() * 300)] = id;
    }
    yield [
      id,
      t,
      d,
      rupees * 100,
      discounted === null ? null : discounted * 100,
      discounted === null ? 0 : 1 + Math.floor(rand() * 30),
      rand() < 0.4 ? 1 : 0,
      category,
      condition,
      JSON.stringify(pick(rand, PAYMENT)),
      pick(rand, PLACES),
      pick(rand, DELIVERY),
      rand() < 0.9 ? 1 : 2 + Math.floor(rand() * 4),
      JSON.stringify([...new Set(keys)]),
      status,
      status === 'Rejected' ? 'Photos do not show the item; please add a clear photo.' : null,
      userIds[Math.floor(rand() ** 2 * userIds.length)],
      search,
      sqlDate(created),
      sqlDate(updated),
    ];
  }
}
