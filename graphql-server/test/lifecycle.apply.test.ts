import { DataSource } from 'typeorm';
import type { ListingEvent, ListingPriceEvent } from '../src/core/listing-events';
import { type EventName } from '../src/core/events';
import { EventBus, type Tx, UnitOfWork } from '../src/core/unit-of-work';
import { AppError } from '../src/lib/errors';
import { silentLogger } from '../src/lib/logger';
import { ListingLifecycle } from '../src/modules/products/lifecycle/lifecycle';
import { ProductEntity } from '../src/modules/products/product.entity';

// The lifecycle's writes and events on an in-memory SQLite database, with no server: what it
// stores, what it publishes and in which order, what it refuses, and that a failure undoes it all.

const NOW = new Date('2026-03-01T10:00:00Z');
const clock = { now: () => NOW };
const seller = { id: 'seller-1', role: 'user' as const };
const moderator = { id: 'mod-1', role: 'moderator' as const };

let ds: DataSource;
let bus: EventBus;
let uow: UnitOfWork;
let lifecycle: ListingLifecycle;
let seen: { name: EventName; event: ListingEvent | ListingPriceEvent }[];

const NAMES: EventName[] = [
  'listing.changed',
  'listing.submitted',
  'listing.edited',
  'listing.editedBackToReview',
  'listing.approved',
  'listing.rejected',
  'listing.reserved',
  'listing.reservedFor',
  'listing.madeAvailable',
  'listing.sold',
  'listing.hidden',
  'listing.priceChanged',
];

beforeAll(async () => {
  ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [ProductEntity], synchronize: true });
  await ds.initialize();
});
afterAll(() => ds.destroy());

beforeEach(() => {
  bus = new EventBus();
  uow = new UnitOfWork(ds, bus, silentLogger);
  lifecycle = new ListingLifecycle({ clock, publicView: (_m, p) => Promise.resolve({ id: p.id, status: p.status }) });
  seen = [];
  for (const name of NAMES)
    bus.inTransaction(name, (event) => Promise.resolve(void seen.push({ name, event: event as ListingEvent })));
});

let n = 0;
function draft(fields: Partial<ProductEntity> = {}): ProductEntity {
  return Object.assign(new ProductEntity(), {
    id: `p-${++n}`,
    title: 'Desk lamp',
    description: 'Warm light',
    pricePaise: 50_000,
    discountedPricePaise: null,
    discountPeriodDays: 0,
    negotiable: false,
    category: 'Electronics',
    condition: null,
    paymentMethods: [],
    location: null,
    deliveryType: null,
    quantity: 1,
    imageKeys: [],
    rejectionReason: null,
    lastApprovedPricePaise: null,
    sellerId: seller.id,
    searchText: 'desk lamp',
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  });
}

const run = <T>(work: (tx: Tx) => Promise<T>) => uow.run(work);
const storedColumn = async (id: string) =>
  (await ds.query<{ status: string }[]>('SELECT status FROM products WHERE id = ?', [id]))[0]?.status;
const reload = (id: string) => ds.getRepository(ProductEntity).findOneByOrFail({ id });

async function approvedListing(fields: Partial<ProductEntity> = {}) {
  const p = (await run((tx) => lifecycle.apply(tx, 'submit', draft(fields), { actor: seller })))!;
  await run((tx) => lifecycle.apply(tx, 'approve', p, { actor: moderator }));
  seen = [];
  return reload(p.id);
}

describe('the lifecycle writes the state and publishes its events', () => {
  it('a new listing is pending and available; listing.changed comes first, then listing.submitted', async () => {
    const p = await run((tx) => lifecycle.apply(tx, 'submit', draft(), { actor: seller }));
    expect(await reload(p!.id)).toMatchObject({ status: 'Pending', availability: 'Available', hiddenByReports: false });
    expect(seen.map((s) => s.name)).toEqual(['listing.changed', 'listing.submitted']);
    const e = seen[1].event as ListingEvent;
    expect(e).toMatchObject({ transition: 'submit', before: null, actorId: seller.id, at: NOW, reason: null });
    expect(e.listing).toMatchObject({ id: p!.id, status: 'Pending', sellerId: seller.id, effectivePaise: 50_000 });
  });

  it('an approval carries the state before and after, and its reason-less event', async () => {
    const p = (await run((tx) => lifecycle.apply(tx, 'submit', draft(), { actor: seller })))!;
    seen = [];
    await run((tx) => lifecycle.apply(tx, 'approve', p, { actor: moderator }));
    const e = seen.find((s) => s.name === 'listing.approved')!.event as ListingEvent;
    expect(e.before?.status).toBe('Pending');
    expect(e.listing.status).toBe('Approved');
    expect(await e.publicView('before')).toEqual({ id: p.id, status: 'Pending' });
    expect(await e.publicView()).toEqual({ id: p.id, status: 'Approved' });
  });

  it('stores a sold listing and a hidden one apart, and reads both back as approved', async () => {
    const sold = await approvedListing();
    await run((tx) => lifecycle.apply(tx, 'sell', sold, { actor: seller }));
    expect(await storedColumn(sold.id)).toBe('Sold');
    expect(await reload(sold.id)).toMatchObject({ status: 'Approved', availability: 'Sold' });

    const hidden = await approvedListing();
    await run((tx) => lifecycle.apply(tx, 'hideAfterReports', hidden, { actor: null }));
    expect(await storedColumn(hidden.id)).toBe('Hidden');
    expect(await reload(hidden.id)).toMatchObject({ status: 'Approved', hiddenByReports: true });
    // Restored, it is public again, and hiding never stamped it as updated by anyone.
    await run(async (tx) => lifecycle.apply(tx, 'restore', await reload(hidden.id), { actor: moderator }));
    expect(await storedColumn(hidden.id)).toBe('Approved');
  });

  it('refuses the wrong maker (403) before the wrong state (409), in its own or the caller’s words; nothing written or told', async () => {
    const p = await approvedListing();
    await run((tx) => lifecycle.apply(tx, 'sell', p, { actor: seller }));
    const sold = await reload(p.id);
    const attempt = (actor: typeof seller | typeof moderator, who?: string) =>
      run((tx) => lifecycle.apply(tx, 'reserve', sold, { actor, refusals: who ? { who } : undefined }));
    await expect(attempt(moderator)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(attempt(moderator, 'Not yours')).rejects.toThrow('Not yours');
    await expect(attempt(seller)).rejects.toBeInstanceOf(AppError);
    await expect(attempt(seller)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(seen.filter((s) => s.name !== 'listing.sold' && s.name !== 'listing.changed')).toEqual([]);
    expect((await reload(p.id)).availability).toBe('Sold');
  });

  it('marking a listing as it already is writes and tells nothing', async () => {
    const p = await approvedListing();
    const first = await run((tx) => lifecycle.apply(tx, 'reserve', p, { actor: seller }));
    const again = await run(async (tx) => lifecycle.apply(tx, 'reserve', await reload(p.id), { actor: seller }));
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(seen.filter((s) => s.name === 'listing.reserved')).toHaveLength(1);
  });

  it('hides once: of two hides from the same reading, the second writes and tells nothing', async () => {
    const p = await approvedListing();
    const one = await run((tx) => lifecycle.apply(tx, 'hideAfterReports', p, { actor: null }));
    const two = await run((tx) => lifecycle.apply(tx, 'hideAfterReports', p, { actor: null }));
    expect(one).not.toBeNull();
    expect(two).toBeNull();
    expect(seen.filter((s) => s.name === 'listing.hidden')).toHaveLength(1);
  });
});

describe('the lifecycle reserves a listing for a buyer', () => {
  const buyer = 'buyer-1';
  const other = 'buyer-2';
  const reserveFor = (p: ProductEntity, reservedForId: string) =>
    run((tx) => lifecycle.apply(tx, 'reserveFor', p, { actor: null, reservedForId }));

  it('stores the buyer, and publishes listing.reserved (as today) then listing.reservedFor, both naming the buyer', async () => {
    const p = await approvedListing();
    await reserveFor(p, buyer);
    expect(await reload(p.id)).toMatchObject({ availability: 'Reserved', reservedForId: buyer });
    expect(seen.map((s) => s.name)).toEqual(['listing.changed', 'listing.reserved', 'listing.reservedFor']);
    const e = seen[2].event as ListingEvent;
    expect(e).toMatchObject({ transition: 'reserveFor', actorId: null });
    expect(e.listing).toMatchObject({ availability: 'Reserved', reservedForId: buyer });
    expect(e.before).toMatchObject({ availability: 'Available', reservedForId: null });
  });

  it('names a buyer on a listing the seller reserved without naming anyone; the same buyer again tells nothing', async () => {
    const p = await approvedListing();
    await run((tx) => lifecycle.apply(tx, 'reserve', p, { actor: seller }));
    await reserveFor(await reload(p.id), buyer);
    expect((await reload(p.id)).reservedForId).toBe(buyer);
    seen = [];
    expect(await reserveFor(await reload(p.id), buyer)).toBeNull();
    expect(seen).toEqual([]);
  });

  it('refuses 409 a listing reserved for someone else, even from a stale reading, and a sold one; a member 403', async () => {
    const p = await approvedListing();
    await reserveFor(p, buyer);
    await expect(reserveFor(await reload(p.id), other)).rejects.toMatchObject({ code: 'CONFLICT' });
    // Read before the first buyer's reservation: the write checks the row again.
    await expect(reserveFor(p, other)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await reload(p.id)).reservedForId).toBe(buyer);
    await expect(
      run((tx) => lifecycle.apply(tx, 'reserveFor', p, { actor: seller, reservedForId: buyer })),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const sold = await approvedListing();
    await run((tx) => lifecycle.apply(tx, 'sell', sold, { actor: seller }));
    await expect(reserveFor(await reload(sold.id), buyer)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await reload(sold.id)).reservedForId).toBeNull();
  });

  it('making it available again, or selling it, clears the buyer; the event before still names them', async () => {
    const p = await approvedListing();
    await reserveFor(p, buyer);
    seen = [];
    await run(async (tx) => lifecycle.apply(tx, 'makeAvailable', await reload(p.id), { actor: seller }));
    expect(await reload(p.id)).toMatchObject({ availability: 'Available', reservedForId: null });
    const e = seen.find((s) => s.name === 'listing.madeAvailable')!.event as ListingEvent;
    expect(e.before?.reservedForId).toBe(buyer);
    expect(e.listing.reservedForId).toBeNull();

    await reserveFor(await reload(p.id), other);
    await run(async (tx) => lifecycle.apply(tx, 'sell', await reload(p.id), { actor: seller }));
    expect(await reload(p.id)).toMatchObject({ availability: 'Sold', reservedForId: null });
  });
});

describe('the lifecycle keeps the price buyers saw', () => {
  const prices = () => seen.filter((s) => s.name === 'listing.priceChanged').map((s) => s.event as ListingPriceEvent);

  it('an edit of an approved listing tells its price change at once', async () => {
    const p = await approvedListing();
    await run((tx) => lifecycle.apply(tx, 'edit', p, { actor: seller, changes: { pricePaise: 40_000 } }));
    expect(prices().map((e) => [e.fromPaise, e.toPaise])).toEqual([[50_000, 40_000]]);
  });

  it('out of the lists, the price is kept, and held against the new one when it is approved again', async () => {
    const p = await approvedListing();
    await run((tx) => lifecycle.apply(tx, 'reject', p, { actor: moderator, changes: { rejectionReason: 'Blurry' } }));
    expect((await reload(p.id)).lastApprovedPricePaise).toBe(50_000);
    await run(async (tx) =>
      lifecycle.apply(tx, 'editBackToReview', await reload(p.id), { actor: seller, changes: { pricePaise: 30_000 } }),
    );
    expect(prices()).toEqual([]);
    await run(async (tx) => lifecycle.apply(tx, 'approve', await reload(p.id), { actor: moderator }));
    expect(prices().map((e) => [e.fromPaise, e.toPaise])).toEqual([[50_000, 30_000]]);
    expect((await reload(p.id)).lastApprovedPricePaise).toBeNull();
  });

  it('approving a listing for the first time, or again, tells no price', async () => {
    const p = await approvedListing();
    await run((tx) => lifecycle.apply(tx, 'approve', p, { actor: moderator }));
    expect(prices()).toEqual([]);
  });
});

describe('the unit of work', () => {
  it('a subscriber that fails undoes the write and everything before it; nothing runs after the commit', async () => {
    const p = await approvedListing();
    const later = jest.fn();
    bus.afterCommit('listing.sold', later);
    bus.inTransaction('listing.sold', () => Promise.reject(new Error('disk full')));
    await expect(run((tx) => lifecycle.apply(tx, 'sell', p, { actor: seller }))).rejects.toThrow('disk full');
    expect((await reload(p.id)).availability).toBe('Available');
    expect(later).not.toHaveBeenCalled();
  });

  it('runs the after-commit subscribers once it committed, in order; a failing one is logged, the write stands', async () => {
    const errors: unknown[] = [];
    const logged = new UnitOfWork(ds, bus, { ...silentLogger, error: (...a: unknown[]) => void errors.push(a) });
    const order: string[] = [];
    bus.afterCommit('listing.submitted', () => {
      order.push('first');
      throw new Error('Redis down');
    });
    bus.afterCommit('listing.submitted', async () => {
      const row = await ds.getRepository(ProductEntity).findOneBy({ title: 'After commit' });
      order.push(row ? 'second, row visible' : 'second, no row');
    });
    const p = await logged.run((tx) =>
      lifecycle.apply(tx, 'submit', draft({ title: 'After commit' }), { actor: seller }),
    );
    expect(order).toEqual(['first', 'second, row visible']);
    expect(errors).toHaveLength(1);
    expect(await reload(p!.id)).toBeTruthy();
  });
});
