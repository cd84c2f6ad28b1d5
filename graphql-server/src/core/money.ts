/** Money is rupees with at most two decimals in both APIs and integer paise in the database. */
export const toRupees = (paise: number): number => paise / 100;

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as the web shows rupees (web/src/lib/money.ts), Indian grouping: 120000 -> "₹1,200", 9950 -> "₹99.50". */
export function formatPaise(paise: number): string {
  const rupees = toRupees(paise);
  return `₹${Number.isInteger(rupees) ? whole.format(rupees) : cents.format(rupees)}`;
}

/** The highest price a listing may ask, in rupees. */
export const MAX_RUPEES = 10_000_000;

/** Paise of a rupee amount, or a message saying why it is not a price. */
export function toPaise(value: unknown, label: string): number | string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return `${label} must be a number`;
  if (n < 0) return `${label} cannot be negative`;
  if (n > MAX_RUPEES) return `${label} must be at most ₹${MAX_RUPEES.toLocaleString('en-IN')}`;
  const paise = Math.round(n * 100);
  // Float noise (19.99 * 100 = 1998.9999…) is fine; a third decimal is not.
  if (Math.abs(n * 100 - paise) > 1e-6) return `${label} may have at most two decimals`;
  return paise;
}
