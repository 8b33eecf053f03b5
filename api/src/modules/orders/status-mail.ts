import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema';
import { findUserById } from '../accounts/repository';
import { mails } from '../mail/templates';

/**
 * Tells the client, in their language, that staff moved their order to a new status. It goes out after
 * the change was made; a mail that cannot be written is logged and does not undo the change.
 */
export async function mailStatusChange(app: FastifyInstance, orderId: string): Promise<void> {
  try {
    const [order] = await app.db.select({ id: orders.id, number: orders.number, status: orders.status, userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    const user = order && (await findUserById(app.db, order.userId));
    if (!order || !user) return;
    const language = user.preferredLanguage;
    const link = `${app.config.publicUrl}/${language}/account/orders/${order.id}`;
    await app.mailer.send(mails.orderStatusChanged(user.email, user.firstName, order, link, language));
  } catch (error) {
    app.log.error({ err: error, orderId }, 'The order status mail could not be written');
  }
}
