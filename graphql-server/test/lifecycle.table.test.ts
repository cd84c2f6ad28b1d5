import type { ListingAvailability, ListingStatus } from '../src/core/listing-states';
import type { Member } from '../src/core/permissions';
import {
  type ListingState,
  TRANSITIONS,
  type TransitionName,
  allowsFrom,
  allowsMaker,
  stateAfter,
} from '../src/modules/products/lifecycle/transitions';
import { listedStatus, readStoredStatus, storedStatus } from '../src/modules/products/lifecycle/stored-status';

// The listing lifecycle's table alone, with no server and no database: for every transition, every
// state it may start from and every one it refuses, who may make it, and where it leads. The
// expectations are written out here from docs/product.md, not read from the table.

const STATUSES: ListingStatus[] = ['Pending', 'Approved', 'Rejected'];
const AVAILABILITIES: ListingAvailability[] = ['Available', 'Reserved', 'Sold'];
const STATES: ListingState[] = STATUSES.flatMap((status) =>
  AVAILABILITIES.flatMap((availability) => [false, true].map((hidden) => ({ status, availability, hidden }))),
);
const label = (s: ListingState) => `${s.status}/${s.availability}${s.hidden ? '/hidden' : ''}`;

const notSold = (s: ListingState) => s.availability !== 'Sold';
/** From which states each transition may start (null: the listing does not exist yet). */
const EXPECTED_FROM: Record<TransitionName, (s: ListingState | null) => boolean> = {
  submit: (s) => s === null,
  edit: (s) => !!s && notSold(s),
  editBackToReview: (s) => !!s && notSold(s) && s.status !== 'Pending',
  approve: (s) => !!s && notSold(s),
  reject: (s) => !!s && notSold(s),
  reserve: (s) => !!s && notSold(s) && s.status === 'Approved',
  // Also from Reserved: a listing the seller held without naming anyone may be named for a buyer.
  reserveFor: (s) => !!s && notSold(s) && s.status === 'Approved',
  makeAvailable: (s) => !!s && notSold(s) && s.status === 'Approved',
  sell: (s) => !!s && notSold(s) && s.status === 'Approved',
  hideAfterReports: (s) => !!s && !s.hidden,
  restore: (s) => !!s,
  takeDown: (s) => !!s,
  delete: (s) => !!s,
};

const NAMES = Object.keys(TRANSITIONS) as TransitionName[];

describe('the listing lifecycle: from which states', () => {
  it('names every transition a listing has', () => {
    expect(NAMES.sort()).toEqual(Object.keys(EXPECTED_FROM).sort());
  });

  for (const name of NAMES) {
    it(`${name}: allowed and refused from each of the 18 states, and from none`, () => {
      const t = TRANSITIONS[name];
      const wrong = [null, ...STATES].filter((s) => allowsFrom(t, s) !== EXPECTED_FROM[name](s));
      expect(wrong.map((s) => (s ? label(s) : 'new'))).toEqual([]);
    });
  }
});

const member = (role: Member['role'], id: string) => ({ id, role });
const SELLER = 'seller-1';
const ACTORS = {
  seller: member('user', SELLER),
  otherStudent: member('user', 'user-2'),
  moderator: member('moderator', 'mod-1'),
  admin: member('admin', 'admin-1'),
  moderatorSelling: member('moderator', SELLER),
  adminSelling: member('admin', SELLER),
  system: null,
} as const;
type ActorName = keyof typeof ACTORS;

/** Who may make each transition on the listing of SELLER. */
const EXPECTED_MAKERS: Record<TransitionName, ActorName[]> = {
  submit: ['seller', 'moderatorSelling', 'adminSelling'],
  edit: ['seller', 'moderatorSelling', 'adminSelling'],
  editBackToReview: ['seller', 'moderatorSelling', 'adminSelling'],
  // Review is a second pair of eyes: staff, never on their own listing.
  approve: ['moderator', 'admin'],
  reject: ['moderator', 'admin'],
  reserve: ['seller', 'moderatorSelling', 'adminSelling'],
  // Asked by the conversations module when the seller accepts an offer, never by a member directly.
  reserveFor: ['system'],
  makeAvailable: ['seller', 'moderatorSelling', 'adminSelling'],
  sell: ['seller', 'moderatorSelling', 'adminSelling'],
  hideAfterReports: ['system'],
  restore: ['moderator', 'admin'],
  takeDown: ['moderator', 'admin'],
  // The seller, or any admin (their own listing included).
  delete: ['seller', 'admin', 'moderatorSelling', 'adminSelling'],
};

describe('the listing lifecycle: who may make each transition', () => {
  for (const name of NAMES) {
    it(`${name}: ${EXPECTED_MAKERS[name].join(', ')}; nobody else`, () => {
      const allowed = (Object.keys(ACTORS) as ActorName[]).filter((a) =>
        allowsMaker(TRANSITIONS[name], ACTORS[a], SELLER),
      );
      expect(allowed.sort()).toEqual([...EXPECTED_MAKERS[name]].sort());
    });
  }
});

describe('the listing lifecycle: where each transition leads', () => {
  const approved: ListingState = { status: 'Approved', availability: 'Reserved', hidden: true };
  it.each([
    ['submit', null, { status: 'Pending', availability: 'Available', hidden: false }],
    ['edit', approved, approved],
    ['editBackToReview', approved, { ...approved, status: 'Pending' }],
    ['approve', { ...approved, status: 'Rejected' }, approved],
    ['reject', approved, { ...approved, status: 'Rejected' }],
    ['reserve', { ...approved, availability: 'Available' }, approved],
    ['reserveFor', { ...approved, availability: 'Available' }, approved],
    ['makeAvailable', approved, { ...approved, availability: 'Available' }],
    ['sell', approved, { ...approved, availability: 'Sold' }],
    ['hideAfterReports', { ...approved, hidden: false }, approved],
    ['restore', approved, { ...approved, hidden: false }],
    ['takeDown', approved, { status: 'Rejected', availability: 'Reserved', hidden: false }],
  ] as [TransitionName, ListingState | null, ListingState][])('%s', (name, from, to) => {
    expect(stateAfter(TRANSITIONS[name], from)).toEqual(to);
  });

  it('publishes one event of its own each, all distinct', () => {
    const events = NAMES.map((n) => TRANSITIONS[n].publishes);
    expect(new Set(events).size).toBe(NAMES.length);
    expect(events.every((e) => e.startsWith('listing.'))).toBe(true);
  });
});

describe('the listing lifecycle: who it is reserved for', () => {
  it('only reserveFor names a member; makeAvailable and sell clear the name; the rest keep it', () => {
    const named = NAMES.filter((n) => (TRANSITIONS[n] as { reservedFor?: string }).reservedFor === 'name');
    const cleared = NAMES.filter((n) => (TRANSITIONS[n] as { reservedFor?: string }).reservedFor === 'clear');
    expect(named).toEqual(['reserveFor']);
    expect(cleared.sort()).toEqual(['makeAvailable', 'sell']);
  });

  it('reserveFor also publishes listing.reserved, so whoever follows reservations is told as today', () => {
    expect(TRANSITIONS.reserveFor).toMatchObject({
      publishes: 'listing.reservedFor',
      alsoPublishes: 'listing.reserved',
    });
  });
});

describe('the listing lifecycle: how the status column stores a state', () => {
  it('stores pending and rejected listings as they are, whatever their availability or hiding', () => {
    for (const s of STATES.filter((s) => s.status !== 'Approved'))
      expect(storedStatus(s.status, s.availability, s.hidden)).toBe(s.status);
  });

  it('stores an approved listing apart when it is hidden (first) or sold, so the public lists skip it', () => {
    const stored = (availability: ListingAvailability, hidden: boolean) =>
      storedStatus('Approved', availability, hidden);
    expect(stored('Available', false)).toBe(listedStatus('public'));
    expect(stored('Reserved', false)).toBe(listedStatus('public'));
    expect(stored('Sold', false)).toBe(listedStatus('sold'));
    for (const a of AVAILABILITIES) {
      expect(stored(a, true)).not.toBe(listedStatus('public'));
      expect(stored(a, true)).not.toBe(listedStatus('sold'));
    }
  });

  it('reads every stored value back as the moderation status', () => {
    for (const s of STATES) expect(readStoredStatus(storedStatus(s.status, s.availability, s.hidden))).toBe(s.status);
  });
});
