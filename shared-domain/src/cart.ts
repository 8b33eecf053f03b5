/** Spec 3 and 4's cart rules: prices, totals and how lines merge. */

/** The most of one service a cart line holds; the contracts refuse more. */
export const MAX_LINE_QUANTITY = 1000;
/** The most lines one order takes. */
export const MAX_ORDER_LINES = 100;

export interface CartLine {
  serviceId: string;
  quantity: number;
  customOptions: Record<string, string>;
}

/** A line's total: unit price × quantity (spec 3). */
export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * quantity;
}

/** The subtotal of lines: the sum of their totals. */
export function subtotalCents(lines: ReadonlyArray<{ unitPriceCents: number; quantity: number }>): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line.unitPriceCents, line.quantity), 0);
}

/** A quantity raised by more of the same service, capped at the line's maximum. */
export function addedQuantity(current: number, added: number): number {
  return Math.min(current + added, MAX_LINE_QUANTITY);
}

/** Spec 4: a new quantity of 0 or less removes the line ('remove'); more than the maximum is capped. */
export function changedQuantity(quantity: number): number | 'remove' {
  return quantity <= 0 ? 'remove' : Math.min(quantity, MAX_LINE_QUANTITY);
}

/**
 * Spec 4: a service already in the cart raises its quantity (capped) and merges its custom options,
 * the newer options winning; a new service is added at the end.
 */
export function mergeCartLines<T extends CartLine>(lines: readonly T[], added: T): T[] {
  const existing = lines.find((line) => line.serviceId === added.serviceId);
  if (!existing) return [...lines, { ...added, quantity: Math.min(added.quantity, MAX_LINE_QUANTITY) }];
  return lines.map((line) =>
    line === existing
      ? { ...line, quantity: addedQuantity(line.quantity, added.quantity), customOptions: { ...line.customOptions, ...added.customOptions } }
      : line,
  );
}
