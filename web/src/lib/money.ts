// Prices are rupees with at most two decimals (the API stores paise). Indian digit grouping:
// 150000 reads "₹1,50,000".
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amount in en-IN digits without the symbol: 1200 -> "1,200", 99.5 -> "99.50". */
export function formatAmount(rupees: number): string {
  return Number.isInteger(rupees) ? whole.format(rupees) : cents.format(rupees);
}

/** The amount with the rupee sign: 1200 -> "₹1,200". */
export function formatRupees(rupees: number): string {
  return `₹${formatAmount(rupees)}`;
}
