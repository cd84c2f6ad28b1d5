import { describe, expect, it } from '@jest/globals';
import { Role } from '../graphql/generated';
import { ROLES, can, type Member } from './permissions';

const student: Member = { id: 's1', role: Role.User };
const moderator: Member = { id: 'm1', role: Role.Moderator };
const admin: Member = { id: 'a1', role: Role.Admin };
const listing = { sellerId: 's1' };

describe('can', () => {
  it('lets only moderators and admins moderate', () => {
    expect([null, undefined, student, moderator, admin].map(can.moderate)).toEqual([false, false, false, true, true]);
  });

  it('lets only admins administer', () => {
    expect([null, student, moderator, admin].map(can.administer)).toEqual([false, false, false, true]);
  });

  it('offers the moderator request to students only', () => {
    expect([null, student, moderator, admin].map(can.requestModeration)).toEqual([false, true, false, false]);
  });

  it('knows the seller of a listing', () => {
    expect(can.ownListing(student, listing)).toBe(true);
    expect(can.ownListing({ id: 's2', role: Role.User }, listing)).toBe(false);
    expect(can.ownListing(admin, listing)).toBe(false);
    expect(can.ownListing(null, listing)).toBe(false);
  });

  it('shows every status to the seller and staff', () => {
    expect(can.seeListingInAnyStatus(student, listing)).toBe(true);
    expect(can.seeListingInAnyStatus({ id: 's2', role: Role.User }, listing)).toBe(false);
    expect(can.seeListingInAnyStatus(moderator, listing)).toBe(true);
    expect(can.seeListingInAnyStatus(admin, listing)).toBe(true);
    expect(can.seeListingInAnyStatus(null, listing)).toBe(false);
  });

  it('lets the seller and admins delete a listing, not moderators', () => {
    expect(can.deleteListing(student, listing)).toBe(true);
    expect(can.deleteListing(moderator, listing)).toBe(false);
    expect(can.deleteListing(admin, listing)).toBe(true);
    expect(can.deleteListing(undefined, listing)).toBe(false);
  });

  it('lets a member act on their own account, and admins on any', () => {
    expect(can.actOnAccount(student, 's1')).toBe(true);
    expect(can.actOnAccount(student, 'm1')).toBe(false);
    expect(can.actOnAccount(moderator, 's1')).toBe(false);
    expect(can.actOnAccount(admin, 's1')).toBe(true);
    expect(can.actOnAccount(null, 's1')).toBe(false);
  });

  it("shows a staff member's decisions to admins only", () => {
    expect(can.seeModerationDecisions(admin, moderator)).toBe(true);
    expect(can.seeModerationDecisions(admin, admin)).toBe(true);
    expect(can.seeModerationDecisions(admin, student)).toBe(false);
    expect(can.seeModerationDecisions(moderator, moderator)).toBe(false);
    expect(can.seeModerationDecisions(null, moderator)).toBe(false);
  });
});

describe('ROLES', () => {
  it('groups the roles of the guarded routes', () => {
    expect(ROLES.members).toEqual([Role.User, Role.Moderator, Role.Admin]);
    expect(ROLES.staff).toEqual([Role.Moderator, Role.Admin]);
    expect(ROLES.students).toEqual([Role.User]);
    expect(ROLES.admins).toEqual([Role.Admin]);
  });
});
