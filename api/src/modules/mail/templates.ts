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

/** What sales are told of a lead: who it is and how to reach them, each on a line of its own. */
interface SalesDetails {
  intro: string;
  fields: Array<[label: string, value: string | undefined]>;
  message?: string;
  link: string;
}

/** A mail to sales in their language: the request, its details (a missing one said so), the message, and where all leads are. */
function salesMail(to: string, kind: 'lead' | 'callback', subject: string, details: SalesDetails, t: ReturnType<typeof translator>): Mail {
  const fields = details.fields.map(([label, value]) => `${label}: ${value || t('sales.notGiven')}`);
  const body = [details.intro, '', ...fields, ...(details.message ? ['', details.message] : []), '', t('sales.link'), details.link].join('\n');
  return { to, kind, subject, body };
}

/** A visitor's contact or quote request, as the contact form and the quote form send it. */
export interface LeadForSales {
  fullName: string;
  email: string;
  phone?: string;
  message: string;
  language: string;
  /** The service a quote is asked for, by its title in sales' language; none for the contact form. */
  service?: string;
}

/** A visitor's request to be called back. */
export interface CallbackForSales {
  name: string;
  phone: string;
  preferredTime?: string;
  language: string;
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
  /** A contact or quote request, for sales in SALES_LANGUAGE; its subject names no person (subjects go to the log). */
  leadToSales(to: string, lead: LeadForSales, link: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    const kind = lead.service ? 'quote' : 'contact';
    const labels = (key: string) => t(`sales.labels.${key}`);
    return salesMail(
      to,
      'lead',
      t(`sales.${kind}.subject`, { service: lead.service }),
      {
        intro: t(`sales.${kind}.intro`, { service: lead.service }),
        fields: [
          [labels('name'), lead.fullName],
          [labels('email'), lead.email],
          [labels('phone'), lead.phone],
          [labels('language'), t(`sales.languages.${lead.language}`)],
        ],
        message: lead.message,
        link,
      },
      t,
    );
  },
  /** A callback request, for sales in SALES_LANGUAGE: whom to call, at which number and when. */
  callbackToSales(to: string, callback: CallbackForSales, link: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    const labels = (key: string) => t(`sales.labels.${key}`);
    return salesMail(
      to,
      'callback',
      t('sales.callback.subject'),
      {
        intro: t('sales.callback.intro'),
        fields: [
          [labels('name'), callback.name],
          [labels('phone'), callback.phone],
          [labels('preferredTime'), callback.preferredTime],
          [labels('language'), t(`sales.languages.${callback.language}`)],
        ],
        link,
      },
      t,
    );
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
