import { toCents, type OrderStatus } from 'shared-domain';
import type { Order } from 'shared-api/contracts/orders';
import { translator } from '../../locales';
import type { PaymentInstructions } from 'shared-api/contracts/invoices';
import { formatDate, formatMoney, invoiceTexts, paymentLines, vatStatement } from '../invoices/texts';
import type { Mail } from './mailer';

/** An order's lines and amounts, one per line, with the invoice's words: what the confirmation mail lists. */
function orderSummary(order: Order, language: string): string {
  const t = invoiceTexts(language);
  const money = (amount: number) => formatMoney(toCents(amount), order.currency, t);
  const statement = vatStatement(order.vat.treatment, t);
  return [
    ...order.items.map((item) => `${item.title} × ${item.quantity}: ${money(item.totalPrice)}`),
    '',
    `${t.subtotal}: ${money(order.subtotal)}`,
    ...(order.bonusApplied > 0 ? [`${t.bonusApplied} (${t.offers[order.bonusOffer]}): − ${money(order.bonusApplied)}`] : []),
    `${t.net}: ${money(order.cashPayment)}`,
    `${t.vat(order.vat.rateBasisPoints)}: ${money(order.vat.amount)}`,
    ...(statement ? [statement] : []),
    `${t.amountDue}: ${money(order.total)}`,
  ].join('\n');
}

/** How to pay, as the invoice says it: the title, beneficiary, IBAN, BIC, reference and a reminder to quote it. */
function paymentText(order: Order, language: string): string {
  const t = invoiceTexts(language);
  return [t.payment.title, ...paymentLines(order.payment, t), t.payment.note].join('\n');
}

/**
 * The mails the accounts and order flows send, in the client's language (src/locales/<lang>/mail.json; an
 * unknown language is English); links lead to the shell's pages in that language.
 */
export const mails = {
  verifyEmail(to: string, firstName: string, link: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    return { to, kind: 'verify_email', subject: t('verifyEmail.subject'), body: t('verifyEmail.body', { firstName, link }) };
  },
  /** Someone signed up with an e-mail that has an account: its owner is told, the sign-up says nothing. */
  accountExists(to: string, firstName: string, loginLink: string, resetLink: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    return { to, kind: 'account_exists', subject: t('accountExists.subject'), body: t('accountExists.body', { firstName, loginLink, resetLink }) };
  },
  resetPassword(to: string, firstName: string, link: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    return { to, kind: 'reset_password', subject: t('resetPassword.subject'), body: t('resetPassword.body', { firstName, link }) };
  },
  /** A placed order: what was ordered, its VAT and total, and how to pay it by bank transfer (the order read in the client's language). */
  orderPlaced(to: string, firstName: string, order: Order, link: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    return {
      to,
      kind: 'order_placed',
      subject: t('orderPlaced.subject', { number: order.number }),
      body: t('orderPlaced.body', { firstName, number: order.number, summary: orderSummary(order, language), payment: paymentText(order, language), link }),
    };
  },
  /** Staff moved an order along: its new status, named in the client's language. */
  orderStatusChanged(to: string, firstName: string, order: { number: string; status: OrderStatus }, link: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    const status = t(`orderStatus.statuses.${order.status}`);
    return { to, kind: 'order_status', subject: t('orderStatus.subject', { number: order.number, status }), body: t('orderStatus.body', { firstName, number: order.number, status, link }) };
  },
  /** An invoice sent again by staff: its amount, due date and how to pay it, with the way to its PDF. */
  invoiceAgain(to: string, firstName: string, invoice: { number: string; amountDueCents: number; currency: string; dueAt: Date; payment: PaymentInstructions }, link: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    const texts = invoiceTexts(language);
    const payment = [texts.payment.title, ...paymentLines(invoice.payment, texts), texts.payment.note].join('\n');
    return {
      to,
      kind: 'invoice_again',
      subject: t('invoiceAgain.subject', { number: invoice.number }),
      body: t('invoiceAgain.body', { firstName, number: invoice.number, amount: formatMoney(invoice.amountDueCents, invoice.currency, texts), dueDate: formatDate(invoice.dueAt, texts), payment, link }),
    };
  },
};
