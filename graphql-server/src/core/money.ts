/** Money is rupees with at most two decimals in both APIs and integer paise in the database. */
export const toRupees = (paise: number): number => paise / 100;

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise as the web shows rupees (web/src/lib/money.ts), Indian grouping: 120000 -> "₹1,200", 9950 -> "₹99.50". */
export function formatPaise(paise: number): string {
  const rupees = toRupees(paise);
  return `₹${Number.isInteger(rupees) ? whole.format(rupees) : cents.format(rupees)}`;
}
