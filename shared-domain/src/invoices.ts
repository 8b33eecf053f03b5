/** What an invoice stores; Overdue is not stored but derived (invoiceStatus). */
export const INVOICE_STATES = ['draft', 'sent', 'paid', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** What a client sees: Draft, Sent, Paid, Overdue, or Void when its order was cancelled. */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice is due this many days after it is issued. */
export const PAYMENT_TERM_DAYS = 14;

const DAY_MS = 86_400_000;

export function invoiceDueAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PAYMENT_TERM_DAYS * DAY_MS);
}

/** Overdue: sent and still unpaid once the due moment has passed. */
export function invoiceStatus(state: InvoiceState, dueAt: Date, now: Date = new Date()): InvoiceStatus {
  return state === 'sent' && dueAt.getTime() < now.getTime() ? 'overdue' : state;
}
