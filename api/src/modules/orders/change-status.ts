import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, orderStatusHistory, type OrderStatus } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { canChangeStatus } from 'shared-domain';
import { refundCancelledOrder } from '../bonus/ledger';
import { voidUnpaidInvoice } from '../invoices/issue';

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * Moves an order along the status graph and records who did it and when. Cancelling returns the
 * bonus that order spent as a 'refunded' entry (once: the order row is locked and a unique index
 * allows one refund per order) and voids its unpaid invoice.
 */
export async function changeOrderStatus(
  db: Database,
  request: { orderId: string; to: OrderStatus; by: string; ownerId?: string },
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!order || (request.ownerId !== undefined && order.userId !== request.ownerId)) throw notFound('Order not found', 'ORDER_NOT_FOUND');
    if (!canChangeStatus(order.status, request.to)) {
      throw conflict('INVALID_STATUS_CHANGE', `An order that is ${STATUS_LABELS[order.status]} cannot become ${STATUS_LABELS[request.to]}`);
    }
    const now = new Date();
    await tx.update(orders).set({ status: request.to, updatedAt: now }).where(eq(orders.id, order.id));
    await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: order.status, toStatus: request.to, changedBy: request.by, changedAt: now });
    if (request.to === 'cancelled') {
      await refundCancelledOrder(tx, order);
      await voidUnpaidInvoice(tx, order.id);
    }
    return order.id;
  });
}
