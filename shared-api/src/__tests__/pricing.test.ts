import fc from 'fast-check';
import { calculatePricing } from '../pricing';

const EUR = 100;

describe('calculatePricing (spec 9), in cents', () => {
  it.each([
    // [case, subtotal, balance, bonus applied, cash]
    ['a subtotal below the 10 EUR cash floor takes no bonus', 8 * EUR, 10_000 * EUR, 0, 8 * EUR],
    ['a subtotal of exactly 10 EUR takes no bonus', 10 * EUR, 10_000 * EUR, 0, 10 * EUR],
    ['a zero balance takes no bonus', 1_000 * EUR, 0, 0, 1_000 * EUR],
    ['the 20 % cap below the balance applies', 1_000 * EUR, 10_000 * EUR, 200 * EUR, 800 * EUR],
    ['a balance below the cap is spent whole', 1_000 * EUR, 150 * EUR, 150 * EUR, 850 * EUR],
    ['the cash floor lowers the bonus so cash is 10 EUR', 12 * EUR, 10_000 * EUR, 2 * EUR, 10 * EUR],
    ['the cash floor, then the balance, limit the bonus', 12 * EUR, 1 * EUR, 1 * EUR, 11 * EUR],
    ['a large order is capped at 20 %', 50_000 * EUR, 10_000 * EUR, 10_000 * EUR, 40_000 * EUR],
    ['a larger order still spends at most the balance', 60_000 * EUR, 10_000 * EUR, 10_000 * EUR, 50_000 * EUR],
    ['cents are rounded down for the cap', 1_001, 10_000 * EUR, 1, 1_000],
    ['an empty order', 0, 10_000 * EUR, 0, 0],
  ])('%s', (_case, subtotal, balance, applied, cash) => {
    const result = calculatePricing({ subtotalCents: subtotal, bonusBalanceCents: balance });
    expect(result.bonusAppliedCents).toBe(applied);
    expect(result.cashPaymentCents).toBe(cash);
    expect(result.bonusEligibleCents).toBe(Math.floor(subtotal / 5));
    expect(result.totalCents).toBe(cash);
  });

  it('adds taxes and fees to the total', () => {
    const result = calculatePricing({ subtotalCents: 1_000 * EUR, bonusBalanceCents: 0, taxesCents: 210 * EUR, feesCents: 5 * EUR });
    expect(result).toMatchObject({ cashPaymentCents: 1_000 * EUR, taxesCents: 210 * EUR, feesCents: 5 * EUR, totalCents: 1_215 * EUR });
  });

  it('follows configured rules', () => {
    const result = calculatePricing({ subtotalCents: 1_000 * EUR, bonusBalanceCents: 10_000 * EUR }, { bonusCapPercent: 50, minCashPaymentCents: 0 });
    expect(result.bonusAppliedCents).toBe(500 * EUR);
  });

  it('never gives a negative bonus, never more than the balance or 20 %, and cash under 10 EUR only for small orders', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (subtotal, balance) => {
        const result = calculatePricing({ subtotalCents: subtotal, bonusBalanceCents: balance });
        expect(result.bonusAppliedCents).toBeGreaterThanOrEqual(0);
        expect(result.bonusAppliedCents).toBeLessThanOrEqual(balance);
        expect(result.bonusAppliedCents).toBeLessThanOrEqual(Math.floor((subtotal * 20) / 100));
        expect(result.cashPaymentCents + result.bonusAppliedCents).toBe(subtotal);
        if (subtotal >= 10 * EUR) expect(result.cashPaymentCents).toBeGreaterThanOrEqual(10 * EUR);
        else expect(result.cashPaymentCents).toBe(subtotal);
      }),
    );
  });
});
