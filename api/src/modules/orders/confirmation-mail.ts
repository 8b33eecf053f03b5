import type { FastifyInstance } from 'fastify';
import { findUserById } from '../accounts/repository';
import { mails } from '../mail/templates';
import { getOrder } from './repository';

/**
 * Mails the client the confirmation of the order they just placed, in their language: what they
 * ordered, its VAT and total, and the bank transfer details with the payment reference. It goes out
 * after the order's transaction, so never for an order that was not made; a mail that cannot be
 * written is logged and does not undo the order.
 */
export async function mailOrderConfirmation(app: FastifyInstance, userId: string, orderId: string): Promise<void> {
  try {
    const user = await findUserById(app.db, userId);
    if (!user) return;
    const language = user.preferredLanguage;
    const order = await getOrder(app.db, orderId, userId, language);
    const link = `${app.config.publicUrl}/${language}/account/orders/${order.id}`;
    await app.mailer.send(mails.orderPlaced(user.email, user.firstName, order, link, language));
  } catch (error) {
    app.log.error({ err: error, orderId }, 'The order confirmation mail could not be written');
  }
}
