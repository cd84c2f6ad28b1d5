import { describe, expect, it } from '@jest/globals';
import { initialProfileValues, profileFieldErrors, toEditProfileInput, type ProfileFormValues } from './profileValues';

const values = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  name: '  Aarav Sharma ',
  email: ' aarav@college.edu ',
  password: '',
  phoneNumber: '',
  whatsAppNumber: '',
  instagramHandle: '',
  blockAddress: '',
  ...overrides,
});

describe('toEditProfileInput', () => {
  it('leaves a blank password out, so the current one stays', () => {
    const input = toEditProfileInput(values());
    expect(input).not.toHaveProperty('password');
    expect(input.name).toBe('Aarav Sharma');
    expect(input.email).toBe('aarav@college.edu');
  });

  it('sends a typed password as it is (spaces are part of a password)', () => {
    expect(toEditProfileInput(values({ password: ' new secret 1 ' })).password).toBe(' new secret 1 ');
  });

  it('sends blank contact boxes as null so the server clears them', () => {
    expect(toEditProfileInput(values({ phoneNumber: '   ' }))).toMatchObject({ phoneNumber: null, whatsAppNumber: null, instagramHandle: null, blockAddress: null });
  });

  it('compacts numbers, drops the @ of a handle and squeezes the address', () => {
    const input = toEditProfileInput(values({ phoneNumber: '+91 98765-43210', whatsAppNumber: '(987) 654 3210', instagramHandle: '@aarav.s', blockAddress: ' Block C,   room 12 ' }));
    expect(input).toMatchObject({ phoneNumber: '+919876543210', whatsAppNumber: '9876543210', instagramHandle: 'aarav.s', blockAddress: 'Block C, room 12' });
  });
});

describe('initialProfileValues and server field errors', () => {
  it('fills the boxes from the user, blanks for what is missing', () => {
    expect(initialProfileValues({ name: 'Diya', email: null, phoneNumber: '+919876543210', whatsAppNumber: null, instagramHandle: null, blockAddress: 'Block A' })).toEqual({
      name: 'Diya',
      email: '',
      password: '',
      phoneNumber: '+919876543210',
      whatsAppNumber: '',
      instagramHandle: '',
      blockAddress: 'Block A',
    });
  });

  it("keeps only the server's messages that belong to a box of the form", () => {
    expect(profileFieldErrors({ phoneNumber: 'Phone number must be +91 followed by ten digits', id: 'Not yours', email: 'Taken' })).toEqual([
      ['email', 'Taken'],
      ['phoneNumber', 'Phone number must be +91 followed by ten digits'],
    ]);
  });
});
