import { acceptsMoreBonus, canChangeStatus, CANCELLABLE_STATUSES, isCancellable, ORDER_STATUSES, type OrderStatus } from '../orders';

/** Every allowed move; any pair not listed is refused. */
const ALLOWED: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ['pending', 'confirmed'],
  ['pending', 'cancelled'],
  ['confirmed', 'in_progress'],
  ['confirmed', 'cancelled'],
  ['in_progress', 'completed'],
];

const allPairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to, ALLOWED.some(([a, b]) => a === from && b === to)] as const));

describe('the order status graph', () => {
  it.each(allPairs)('%s → %s allowed: %p', (from, to, allowed) => {
    expect(canChangeStatus(from, to)).toBe(allowed);
  });

  it.each([
    ['pending', true],
    ['confirmed', true],
    ['in_progress', false],
    ['completed', false],
    ['cancelled', false],
  ] as const)('an order that is %s can be cancelled: %p', (status, cancellable) => {
    expect(isCancellable(status)).toBe(cancellable);
  });

  it('lists the cancellable statuses', () => {
    expect(CANCELLABLE_STATUSES).toEqual(['pending', 'confirmed']);
  });

  it.each(ORDER_STATUSES.map((status) => [status, status === 'pending'] as const))('an order that is %s takes more bonus: %p', (status, accepts) => {
    expect(acceptsMoreBonus(status)).toBe(accepts);
  });
});
