// The REST JSON of docs/rest.md ("Objects in answers"), field for field as the app's REST bridge
// writes it (product.rest-shape.ts, product-view.ts, discount.ts, core/privacy.ts), from one row
// of products joined with its seller's columns (aliased u_*).

const CATEGORY_NAMES = {
  BOOKS: 'Books',
  ELECTRONICS: 'Electronics',
  FURNITURE: 'Furniture',
  CLOTHING: 'Clothing',
  MISCELLANEOUS: 'Miscellaneous',
  SERVICE: 'Service',
  RENTAL: 'Rental',
};
const CONDITION_NAMES = { NEW: 'New', LIKE_NEW: 'Like New', USED: 'Used', NOT_APPLICABLE: 'N/A' };
const DAY_MS = 24 * 60 * 60 * 1000;

const squash = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const lookup = (names) => (value) => {
  if (typeof value !== 'string' || !squash(value)) return null;
  const key = squash(value);
  return Object.keys(names).find((v) => squash(v) === key || squash(names[v]) === key) ?? null;
};
export const parseCategory = lookup(CATEGORY_NAMES);
export const parseCondition = lookup(CONDITION_NAMES);

/** 'YYYY-MM-DD HH:MM:SS.mmm' (the database's text) to ISO 8601. */
const iso = (sql) => `${sql.replace(' ', 'T')}Z`;
const ms = (sql) => Date.parse(iso(sql));
const rupees = (paise) => paise / 100;
const isStaff = (viewer) => viewer?.role === 'moderator' || viewer?.role === 'admin';

function imageUrls(key) {
  return { url: `/uploads/${key}-1024.webp`, medium: `/uploads/${key}-480.webp`, thumbnail: `/uploads/${key}-160.webp` };
}

/** The seller as `viewer` (null: a visitor) may see them (the privacy rule of docs/product.md#accounts). */
function seller(r, viewer) {
  const self = viewer?.id === r.seller_id;
  const verifiedViewer = !!viewer?.is_verified;
  const admin = verifiedViewer && viewer.role === 'admin';
  const visible = self || verifiedViewer || !!r.u_show_contact_details;
  const contact = (v) => (visible ? v : null);
  return {
    _id: r.seller_id,
    name: r.u_name,
    email: contact(r.u_email),
    pendingEmail: self ? (r.u_pending_email ?? null) : null,
    collegeId: self || admin ? r.u_college_id : null,
    role: r.u_role,
    isVerified: !!r.u_is_verified,
    profilePic: r.u_profile_pic,
    bannerPic: r.u_banner_pic,
    phoneNumber: contact(r.u_phone_number),
    whatsAppNumber: contact(r.u_whatsapp_number),
    instagramHandle: contact(r.u_instagram_handle),
    blockAddress: contact(r.u_block_address),
    showContractDetails: !!r.u_show_contact_details,
    contactHidden: !visible,
    createdAt: iso(r.u_created_at),
  };
}

export function restProduct(r, viewer, now) {
  const created = ms(r.created_at);
  const has = r.discounted_price_paise !== null && r.discount_period_days > 0;
  const endsAt = has ? created + r.discount_period_days * DAY_MS : null;
  const active = endsAt !== null && now < endsAt && r.discounted_price_paise < r.price_paise;
  const effective = active ? r.discounted_price_paise : r.price_paise;
  const images = JSON.parse(r.image_keys ?? '[]').map(imageUrls);
  const mayReadReason = !!viewer && (viewer.id === r.seller_id || isStaff(viewer));
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    price: rupees(r.price_paise),
    originalPrice: rupees(r.price_paise),
    discountedPrice: r.discounted_price_paise === null ? null : rupees(r.discounted_price_paise),
    discountPeriod: r.discount_period_days,
    discountEndsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
    discountActive: active,
    effectivePrice: rupees(effective),
    percentOff: active ? Math.round(((r.price_paise - effective) / r.price_paise) * 100) : null,
    negotiable: !!r.negotiable,
    category: CATEGORY_NAMES[r.category],
    condition: r.item_condition ? CONDITION_NAMES[r.item_condition] : null,
    paymentMethods: JSON.parse(r.payment_methods ?? '[]') ?? [],
    location: r.location,
    deliveryType: r.delivery_type,
    quantity: r.quantity,
    images: images.map((i) => i.url),
    imageVariants: images,
    status: r.status,
    rejectionReason: mayReadReason ? r.rejection_reason : null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    sellerId: r.seller_id,
    seller: r.u_name === null || r.u_name === undefined ? null : seller(r, viewer),
  };
}

/** Visible to everyone when approved; otherwise only to its seller and staff. */
export const canSee = (r, viewer) => r.status === 'Approved' || (!!viewer && (viewer.id === r.seller_id || isStaff(viewer)));

/** The keyset cursor, as the app encodes it (product-cursor.ts): base64url JSON of order and key. */
export const encodeCursor = (order, key) => Buffer.from(JSON.stringify({ o: order, k: key })).toString('base64url');

export function decodeCursor(order, cursor) {
  if (!cursor) return null;
  try {
    const p = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (p?.o === order && Array.isArray(p.k)) return p.k;
  } catch {
    // Not base64url JSON: refused below like a cursor of another order (undefined, a bad input).
  }
  return undefined;
}

export function cursorKey(order, r) {
  return order === 'RELEVANCE' ? [Number(r.score), r.created_at, r.id] : [r.created_at, r.id];
}
