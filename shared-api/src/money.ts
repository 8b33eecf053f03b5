/**
 * Money crosses the API as EUR numbers with at most two decimals (spec: bonusBalance 10000) and is
 * kept everywhere else in integer cents.
 */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** True when a number has at most two decimals (10, 10.5, 10.55; not 10.555). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}
