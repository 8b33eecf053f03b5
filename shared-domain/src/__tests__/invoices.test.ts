import { invoiceDueAt, invoiceStatus, PAYMENT_TERM_DAYS } from '../invoices';

const issued = new Date('2026-11-01T10:00:00Z');
const due = invoiceDueAt(issued);

describe('invoice due date', () => {
  it(`is ${PAYMENT_TERM_DAYS} days after issue`, () => {
    expect(due.toISOString()).toBe('2026-11-15T10:00:00.000Z');
  });
});

describe('invoice status (Overdue is derived)', () => {
  it.each([
    ['draft', '2026-12-01T00:00:00Z', 'draft'],
    ['sent', '2026-11-15T09:59:59Z', 'sent'],
    ['sent', '2026-11-15T10:00:00Z', 'sent'],
    ['sent', '2026-11-15T10:00:01Z', 'overdue'],
    ['paid', '2026-12-01T00:00:00Z', 'paid'],
    ['void', '2026-12-01T00:00:00Z', 'void'],
  ] as const)('%s, seen at %s, is %s', (state, now, status) => {
    expect(invoiceStatus(state, due, new Date(now))).toBe(status);
  });
});
