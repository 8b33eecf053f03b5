import type { OrderStatus } from '../../db/schema';

/** The order status graph: Pending → Confirmed → In Progress → Completed; Cancelled from Pending or Confirmed. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** A client may cancel while the order is Pending or Confirmed; its bonus then comes back. */
export function isCancellable(status: OrderStatus): boolean {
  return canChangeStatus(status, 'cancelled');
}
