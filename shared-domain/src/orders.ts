/** Spec's order statuses, in the order an order moves through them. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The order status graph: Pending → Confirmed → In Progress → Completed; Cancelled from Pending or Confirmed. */
export const ORDER_STATUS_GRAPH: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_GRAPH[from].includes(to);
}

/** A client may cancel while the order is Pending or Confirmed; its bonus then comes back. */
export function isCancellable(status: OrderStatus): boolean {
  return canChangeStatus(status, 'cancelled');
}

/** Bonus can be added to an order after checkout only while it is Pending. */
export function acceptsMoreBonus(status: OrderStatus): boolean {
  return status === 'pending';
}

/** The statuses an order can still be cancelled from (its bonus may still come back). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(isCancellable);
