import { AppError } from '../src/lib/errors';
import { otherTargetId, requirePermission } from '../src/core/guards';
import {
  type Member,
  ROLES,
  type RoleValue,
  STAFF_ROLES,
  ADMIN_ROLES,
  can,
  isAdmin,
  isStaff,
} from '../src/core/permissions';
import type { RequestContext } from '../src/core/request-context';
import { API_SCOPES, SESSION_ONLY } from '../src/core/scopes';

// The permission table alone, with no server: for every rule, who passes and who is refused.

const member = (role: RoleValue, id = `${role}-1`, isVerified = true): Member => ({ id, role, isVerified });
const student = member('user');
const moderator = member('moderator');
const admin = member('admin');
const visitor = null;

/** The caller as the guards see it: a session's verified (or not) user, or nobody. */
function context(user: Member | null): RequestContext {
  return {
    ip: '10.0.0.1',
    userAgent: null,
    session: user ? { id: 's1', userId: user.id } : null,
    user: user as RequestContext['user'],
    cookies: { set: () => undefined, clear: () => undefined },
  };
}

function refusal(run: () => unknown): { code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { code: err.code, message: err.message };
  }
}

describe('the roles', () => {
  it('are the three the database and REST spell, lowest first', () => {
    expect(ROLES).toEqual(['user', 'moderator', 'admin']);
  });

  it('staff are moderators and admins, admins only admins; a visitor is neither', () => {
    expect([student, moderator, admin, visitor].map(isStaff)).toEqual([false, true, true, false]);
    expect([student, moderator, admin, visitor].map(isAdmin)).toEqual([false, false, true, false]);
    expect(STAFF_ROLES).toEqual(['moderator', 'admin']);
    expect(ADMIN_ROLES).toEqual(['admin']);
  });
});

describe('can.moderate', () => {
  it('lets moderators and admins through, and refuses students and visitors', () => {
    expect(can.moderate(moderator)).toBe(true);
    expect(can.moderate(admin)).toBe(true);
    expect(can.moderate(student)).toBe(false);
    expect(can.moderate(visitor)).toBe(false);
  });
});

describe('can.administer', () => {
  it('lets admins through, and refuses moderators, students and visitors', () => {
    expect(can.administer(admin)).toBe(true);
    expect(can.administer(moderator)).toBe(false);
    expect(can.administer(student)).toBe(false);
    expect(can.administer(visitor)).toBe(false);
  });
});

describe('can.actOnAccount', () => {
  it("lets anyone act on their own account and admins on anyone's", () => {
    expect(can.actOnAccount(student, student.id)).toBe(true);
    expect(can.actOnAccount(moderator, moderator.id)).toBe(true);
    expect(can.actOnAccount(admin, student.id)).toBe(true);
  });

  it("refuses students and moderators on another's account, and visitors", () => {
    expect(can.actOnAccount(student, admin.id)).toBe(false);
    expect(can.actOnAccount(moderator, student.id)).toBe(false);
    expect(can.actOnAccount(visitor, student.id)).toBe(false);
  });
});

describe.each([
  ['seeUnpublished', can.seeUnpublished],
  ['seeHistory', can.seeHistory],
] as const)('can.%s', (_name, rule) => {
  const listing = { sellerId: student.id };

  it('lets the seller and staff through', () => {
    expect(rule(student, listing)).toBe(true);
    expect(rule(moderator, listing)).toBe(true);
    expect(rule(admin, listing)).toBe(true);
  });

  it('refuses another student and visitors, and a listing without a seller to anyone but staff', () => {
    expect(rule(member('user', 'other'), listing)).toBe(false);
    expect(rule(visitor, listing)).toBe(false);
    expect(rule(student, { sellerId: null })).toBe(false);
    expect(rule(student, {})).toBe(false);
    expect(rule(moderator, {})).toBe(true);
  });
});

describe('can.deleteListing', () => {
  const listing = { sellerId: student.id };

  it('lets the seller and admins through', () => {
    expect(can.deleteListing(student, listing)).toBe(true);
    expect(can.deleteListing(admin, listing)).toBe(true);
  });

  it('refuses moderators, another student and visitors', () => {
    expect(can.deleteListing(moderator, listing)).toBe(false);
    expect(can.deleteListing(member('user', 'other'), listing)).toBe(false);
    expect(can.deleteListing(visitor, listing)).toBe(false);
  });
});

describe('can.changeListing', () => {
  const listing = { sellerId: student.id };

  it('lets the seller through, whatever their role', () => {
    expect(can.changeListing(student, listing)).toBe(true);
    expect(can.changeListing(admin, { sellerId: admin.id })).toBe(true);
  });

  it("refuses staff on someone else's listing, another student and visitors", () => {
    expect(can.changeListing(moderator, listing)).toBe(false);
    expect(can.changeListing(admin, listing)).toBe(false);
    expect(can.changeListing(member('user', 'other'), listing)).toBe(false);
    expect(can.changeListing(visitor, listing)).toBe(false);
  });
});

describe('can.decideOnListing', () => {
  const listing = { sellerId: student.id };

  it("lets moderators and admins decide on someone else's listing, with the moderate scope", () => {
    expect(can.decideOnListing(moderator, listing)).toBe(true);
    expect(can.decideOnListing(admin, listing)).toBe(true);
    expect(can.decideOnListing.scope).toBe('moderate');
  });

  it('refuses staff on their own listing, students and visitors', () => {
    expect(can.decideOnListing(moderator, { sellerId: moderator.id })).toBe(false);
    expect(can.decideOnListing(admin, { sellerId: admin.id })).toBe(false);
    expect(can.decideOnListing(student, listing)).toBe(false);
    expect(can.decideOnListing(visitor, listing)).toBe(false);
  });
});

describe('can.askForModerator', () => {
  it('lets students through, and refuses staff and visitors', () => {
    expect(can.askForModerator(student)).toBe(true);
    expect(can.askForModerator(moderator)).toBe(false);
    expect(can.askForModerator(admin)).toBe(false);
    expect(can.askForModerator(visitor)).toBe(false);
  });
});

describe('can.holdStaffScopes', () => {
  it('lets staff hold `moderate` on a token, and refuses students and app tokens (no owner)', () => {
    expect(can.holdStaffScopes(moderator)).toBe(true);
    expect(can.holdStaffScopes(admin)).toBe(true);
    expect(can.holdStaffScopes(student)).toBe(false);
    expect(can.holdStaffScopes(null)).toBe(false);
  });
});

describe('can.seeContact', () => {
  const hidden = { id: student.id, showContactDetails: false };
  const shown = { id: student.id, showContactDetails: true };

  it('lets the member, and any verified member, see the details', () => {
    expect(can.seeContact(member('user', student.id, false), hidden)).toBe(true);
    expect(can.seeContact(member('user', 'other'), hidden)).toBe(true);
    expect(can.seeContact(moderator, hidden)).toBe(true);
  });

  it('refuses visitors and unverified members, unless the member shows them', () => {
    expect(can.seeContact(visitor, hidden)).toBe(false);
    expect(can.seeContact(member('user', 'other', false), hidden)).toBe(false);
    expect(can.seeContact(visitor, shown)).toBe(true);
    expect(can.seeContact(member('user', 'other', false), shown)).toBe(true);
  });
});

describe('can.seeRegistration', () => {
  it('lets the member and verified admins see the registration id and the terms accepted', () => {
    expect(can.seeRegistration(member('user', student.id, false), student)).toBe(true);
    expect(can.seeRegistration(admin, student)).toBe(true);
  });

  it('refuses unverified admins, moderators, other students and visitors', () => {
    expect(can.seeRegistration(member('admin', 'a2', false), student)).toBe(false);
    expect(can.seeRegistration(moderator, student)).toBe(false);
    expect(can.seeRegistration(member('user', 'other'), student)).toBe(false);
    expect(can.seeRegistration(visitor, student)).toBe(false);
  });
});

describe('can.seePendingEmail', () => {
  it('lets the member only see an email change waiting for its code', () => {
    expect(can.seePendingEmail(student, student)).toBe(true);
    expect(can.seePendingEmail(admin, student)).toBe(false);
    expect(can.seePendingEmail(moderator, student)).toBe(false);
    expect(can.seePendingEmail(visitor, student)).toBe(false);
  });
});

describe('the token scope beside each rule', () => {
  it('names a declared scope, SESSION_ONLY or none', () => {
    const allowed: readonly (string | null)[] = [...API_SCOPES, SESSION_ONLY, null];
    for (const [name, rule] of Object.entries(can)) expect([name, allowed.includes(rule.scope)]).toEqual([name, true]);
  });

  it('asks `moderate` of a token for the staff rules, and refuses tokens on account management', () => {
    expect(can.moderate.scope).toBe('moderate');
    expect(can.seeHistory.scope).toBe('moderate');
    expect(can.actOnAccount.scope).toBe(SESSION_ONLY);
    expect(can.askForModerator.scope).toBe(SESSION_ONLY);
  });
});

describe('requirePermission', () => {
  it('answers the caller the rule lets through', () => {
    expect(requirePermission(context(moderator), can.moderate)).toBe(moderator);
    expect(requirePermission(context(admin), can.administer)).toBe(admin);
  });

  it('refuses a visitor, an unverified member and a member the rule refuses, each with its own answer', () => {
    expect(refusal(() => requirePermission(context(null), can.moderate))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(refusal(() => requirePermission(context(member('admin', 'a', false)), can.moderate))).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(refusal(() => requirePermission(context(student), can.moderate))).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this',
    });
    expect(refusal(() => requirePermission(context(moderator), can.administer))).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this',
    });
  });
});

describe('otherTargetId', () => {
  it('is null for the caller themself or nobody, and the id for an admin naming another', () => {
    expect(otherTargetId(context(student), student.id)).toBeNull();
    expect(otherTargetId(context(student), '')).toBeNull();
    expect(otherTargetId(context(student), undefined)).toBeNull();
    expect(otherTargetId(context(admin), student.id)).toBe(student.id);
  });

  it('refuses a student or moderator naming another account', () => {
    expect(refusal(() => otherTargetId(context(student), admin.id))).toMatchObject({ code: 'FORBIDDEN' });
    expect(refusal(() => otherTargetId(context(moderator), student.id))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
