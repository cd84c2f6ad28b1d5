import { describe, expect, it } from '@jest/globals';
import { instagramProblem, phoneProblem } from './contactRules';

describe('field rules', () => {
  it('takes a blank phone, +91 and ten digits, or ten bare digits', () => {
    expect(phoneProblem('', 'Phone number')).toBe(true);
    expect(phoneProblem('+91 98765 43210', 'Phone number')).toBe(true);
    expect(phoneProblem('9876543210', 'Phone number')).toBe(true);
    expect(phoneProblem('+1 555 0100', 'Phone number')).toBe('Phone number must be +91 followed by ten digits');
    expect(phoneProblem('+91987654321', 'WhatsApp number')).toBe('WhatsApp number must be +91 followed by ten digits');
  });

  it("follows Instagram's handle rules", () => {
    expect(instagramProblem('')).toBe(true);
    expect(instagramProblem('@aarav_s.21')).toBe(true);
    expect(instagramProblem('aarav..s')).toMatch(/Instagram handle must be/);
    expect(instagramProblem('.aarav')).toMatch(/Instagram handle must be/);
    expect(instagramProblem('has space')).toMatch(/Instagram handle must be/);
  });
});
