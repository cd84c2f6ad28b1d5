import { describe, expect, it } from '@jest/globals';
import { initialProfileValues, profileFieldErrors, toEditProfileInput, type ProfileFormValues } from './profileValues';

const values = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  name: '  Aarav Sharma ',
  email: ' aarav@college.edu ',
  password: '',
  currentPassword: '',
  phoneNumber: '',
  whatsAppNumber: '',
  instagramHandle: '',
  blockAddress: '',
  ...overrides,
});

const CURRENT = 'aarav@college.edu';

describe('toEditProfileInput', () => {
  it('leaves a blank password out, so the current one stays', () => {
    const input = toEditProfileInput(values(), CURRENT);
    expect(input).not.toHaveProperty('password');
    expect(input.name).toBe('Aarav Sharma');
    expect(input.email).toBe('aarav@college.edu');
  });

  it('sends a typed password as it is (spaces are part of a password)', () => {
    expect(toEditProfileInput(values({ password: ' new secret 1 ' }), CURRENT).password).toBe(' new secret 1 ');
  });

  it('sends the current password only with a new password or a different email', () => {
    expect(toEditProfileInput(values({ currentPassword: 'typed anyway' }), CURRENT)).not.toHaveProperty(
      'currentPassword',
    );
    expect(
      toEditProfileInput(values({ email: ' AARAV@College.edu ', currentPassword: 'typed anyway' }), CURRENT),
    ).not.toHaveProperty('currentPassword');
    expect(
      toEditProfileInput(values({ password: 'new secret 1', currentPassword: 'old secret' }), CURRENT),
    ).toMatchObject({ password: 'new secret 1', currentPassword: 'old secret' });
    expect(
      toEditProfileInput(values({ email: 'new@college.edu', currentPassword: 'old secret' }), CURRENT),
    ).toMatchObject({ email: 'new@college.edu', currentPassword: 'old secret' });
  });

  it('sends blank contact boxes as null so the server clears them', () => {
    expect(toEditProfileInput(values({ phoneNumber: '   ' }), CURRENT)).toMatchObject({
      phoneNumber: null,
      whatsAppNumber: null,
      instagramHandle: null,
      blockAddress: null,
    });
  });

  it('compacts numbers, drops the @ of a handle and squeezes the address', () => {
    const input = toEditProfileInput(
      values({
        phoneNumber: '+91 98765-43210',
        whatsAppNumber: '(987) 654 3210',
        instagramHandle: '@aarav.s',
        blockAddress: ' Block C,   room 12 ',
      }),
      CURRENT,
    );
    expect(input).toMatchObject({
      phoneNumber: '+919876543210',
      whatsAppNumber: '9876543210',
      instagramHandle: 'aarav.s',
      blockAddress: 'Block C, room 12',
    });
  });
});

describe('initialProfileValues and server field errors', () => {
  it('fills the boxes from the user, blanks for what is missing', () => {
    expect(
      initialProfileValues({
        name: 'Diya',
        email: null,
        phoneNumber: '+919876543210',
        whatsAppNumber: null,
        instagramHandle: null,
        blockAddress: 'Block A',
      }),
    ).toEqual({
      name: 'Diya',
      email: '',
      password: '',
      currentPassword: '',
      phoneNumber: '+919876543210',
      whatsAppNumber: '',
      instagramHandle: '',
      blockAddress: 'Block A',
    });
  });

  it("keeps only the server's messages that belong to a box of the form", () => {
    expect(
      profileFieldErrors({
        phoneNumber: 'Phone number must be +91 followed by ten digits',
        id: 'Not yours',
        email: 'Taken',
      }),
    ).toEqual([
      ['email', 'Taken'],
      ['phoneNumber', 'Phone number must be +91 followed by ten digits'],
    ]);
  });
});
