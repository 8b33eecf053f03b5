/** Stored state to the status a client sees (Draft, Sent, Paid, Overdue; Void when its order was cancelled). */
export function invoiceStatus(state: 'draft' | 'sent' | 'paid' | 'void', dueAt: Date, now = new Date()) {
  if (state === 'sent' && dueAt < now) return 'overdue' as const;
  return state;
}
