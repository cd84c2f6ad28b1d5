import { describe, expect, it } from '@jest/globals';
import { formatAmount, formatRupees } from './money';

describe('money', () => {
  it('groups digits the Indian way with the rupee sign', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1200)).toBe('₹1,200');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
  });

  it('shows paise only when there are some, always as two digits', () => {
    expect(formatAmount(99.5)).toBe('99.50');
    expect(formatAmount(1234.05)).toBe('1,234.05');
    expect(formatAmount(1234)).toBe('1,234');
  });
});
