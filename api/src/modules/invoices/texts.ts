import { formatIban, formatMoney as formatAmount, formatVatRate, type BonusOffer, type InvoiceStatus, type VatTreatment } from 'shared-domain';
import type { PaymentInstructions } from 'shared-api/contracts/invoices';
import { translator } from '../../locales';

/** The invoice PDF's words in a language, from src/locales/<lang>/invoice.json; missing ones are English. */
export interface InvoiceTexts {
  /** The locale dates and amounts are written in, e.g. 'uk-UA'. */
  locale: string;
  invoice: string;
  number: string;
  issued: string;
  due: string;
  status: string;
  issuer: string;
  billTo: string;
  vatId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  total: string;
  subtotal: string;
  bonusApplied: string;
  /** The welcome offer the bonus line was priced with, named on the invoice. */
  offers: Record<BonusOffer, string>;
  /** The subtotal less the bonus or offer, before VAT. */
  net: string;
  /** 'VAT 21 %'. */
  vat(rateBp: number): string;
  /** What the invoice states when it charges no VAT. */
  vatStatements: Record<Exclude<VatTreatment, 'standard'>, string>;
  amountDue: string;
  payment: {
    title: string;
    beneficiary: string;
    iban: string;
    bic: string;
    reference: string;
    note: string;
  };
  statuses: Record<InvoiceStatus, string>;
  footer: string;
  /** 'Page 2 of 3'. */
  pageOf(page: number, pages: number): string;
}

export function invoiceTexts(language: string): InvoiceTexts {
  const t = translator(language, 'invoice');
  return {
    locale: t('locale'),
    invoice: t('invoice'),
    number: t('number'),
    issued: t('issued'),
    due: t('due'),
    status: t('status'),
    issuer: t('issuer'),
    billTo: t('billTo'),
    vatId: t('vatId'),
    description: t('description'),
    quantity: t('quantity'),
    unitPrice: t('unitPrice'),
    total: t('total'),
    subtotal: t('subtotal'),
    bonusApplied: t('bonusApplied'),
    offers: { percentage: t('offers.percentage'), threshold: t('offers.threshold') },
    net: t('net'),
    vat: (rateBp) => t('vat', { rate: formatVatRate(rateBp, t('locale')) }),
    vatStatements: { reverse_charge: t('vatStatements.reverseCharge'), outside_eu: t('vatStatements.outsideEu') },
    amountDue: t('amountDue'),
    payment: {
      title: t('payment.title'),
      beneficiary: t('payment.beneficiary'),
      iban: t('payment.iban'),
      bic: t('payment.bic'),
      reference: t('payment.reference'),
      note: t('payment.note'),
    },
    statuses: {
      draft: t('statuses.draft'),
      sent: t('statuses.sent'),
      paid: t('statuses.paid'),
      overdue: t('statuses.overdue'),
      void: t('statuses.void'),
    },
    footer: t('footer'),
    pageOf: (page, pages) => t('page', { page, pages }),
  };
}

/** Money as the invoice prints it, in the language's format, e.g. '1 234,50 €'. */
export function formatMoney(cents: number, currency: string, texts: InvoiceTexts): string {
  return formatAmount(cents, currency, texts.locale);
}

export function formatDate(date: Date, texts: InvoiceTexts): string {
  return new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** What an invoice says of its VAT besides the amount: reverse charge, outside the scope of EU VAT, or nothing. */
export function vatStatement(treatment: VatTreatment | null, texts: InvoiceTexts): string | null {
  return treatment === null || treatment === 'standard' ? null : texts.vatStatements[treatment];
}

/** How to pay, one line each: beneficiary, IBAN, BIC and the payment reference. */
export function paymentLines(payment: PaymentInstructions, texts: InvoiceTexts): string[] {
  const words = texts.payment;
  return [
    `${words.beneficiary}: ${payment.beneficiary}`,
    `${words.iban}: ${formatIban(payment.iban)}`,
    `${words.bic}: ${payment.bic}`,
    `${words.reference}: ${payment.reference}`,
  ];
}
