import fc from 'fast-check';
import { calculatePricing, moreBonusForOrder, orderAmountProblem, ORDER_CEILING_CENTS } from '../pricing';
import { offerForTermsLanguage, THRESHOLD_OFFER } from '../bonus';

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

describe('the threshold offer (ua, es, cz terms): 10 000 EUR off an order over 25 000 EUR, once, in full', () => {
  it.each([
    // [case, subtotal, balance, used before, applied, cash, short of threshold, note]
    ['25 000.00 is not over the threshold', 25_000 * EUR, 10_000 * EUR, false, 0, 25_000 * EUR, 1, 'below_threshold'],
    ['25 000.01 takes the whole discount', 25_000 * EUR + 1, 10_000 * EUR, false, 10_000 * EUR, 15_000 * EUR + 1, 0, null],
    ['a small order says how much more is needed', 1_000 * EUR, 10_000 * EUR, false, 0, 1_000 * EUR, 24_000 * EUR + 1, 'below_threshold'],
    ['a balance below 10 000 EUR gives nothing (in full or not at all)', 30_000 * EUR, 9_999 * EUR, false, 0, 30_000 * EUR, 0, 'insufficient_balance'],
    ['a second order gets nothing while the first stands', 30_000 * EUR, 20_000 * EUR, true, 0, 30_000 * EUR, 0, 'already_used'],
    ['no 20 % cap: a 30 000 EUR order gets 10 000 EUR, not 6 000', 30_000 * EUR, 10_000 * EUR, false, 10_000 * EUR, 20_000 * EUR, 0, null],
    ['a larger balance still gives exactly 10 000 EUR', 100_000 * EUR, 50_000 * EUR, false, 10_000 * EUR, 90_000 * EUR, 0, null],
  ])('%s', (_case, subtotal, balance, used, applied, cash, short, note) => {
    const result = calculatePricing({ offer: 'threshold', subtotalCents: subtotal, bonusBalanceCents: balance, thresholdUsed: used });
    expect(result).toMatchObject({ offer: 'threshold', bonusAppliedCents: applied, cashPaymentCents: cash, totalCents: cash, shortOfThresholdCents: short, thresholdNote: note });
    expect(result.bonusEligibleCents).toBe(subtotal > THRESHOLD_OFFER.subtotalOverCents ? THRESHOLD_OFFER.discountCents : 0);
  });

  it.each([
    ['ua', 'threshold'],
    ['es', 'threshold'],
    ['cz', 'threshold'],
    ['en', 'percentage'],
    ['ru', 'percentage'],
    ['pl', 'percentage'],
    ['lt', 'percentage'],
    ['nl', 'percentage'],
  ])('terms accepted in %s give the %s offer', (language, offer) => {
    expect(offerForTermsLanguage(language)).toBe(offer);
  });

  it('leaves the percentage offer as it was for clients without the threshold offer', () => {
    expect(calculatePricing({ subtotalCents: 30_000 * EUR, bonusBalanceCents: 10_000 * EUR })).toMatchObject({
      offer: 'percentage',
      bonusAppliedCents: 6_000 * EUR,
      shortOfThresholdCents: 0,
      thresholdNote: null,
    });
  });
});

describe('moreBonusForOrder: what a pending percentage order may still take after checkout', () => {
  it.each([
    // [case, subtotal, already applied, available balance, more allowed]
    ['nothing taken yet: up to the 20 % cap', 1_000 * EUR, 0, 10_000 * EUR, 200 * EUR],
    ['part taken: the rest of the cap', 1_000 * EUR, 150 * EUR, 10_000 * EUR, 50 * EUR],
    ['the cap reached: nothing', 1_000 * EUR, 200 * EUR, 10_000 * EUR, 0],
    ['a small balance limits it', 1_000 * EUR, 0, 30 * EUR, 30 * EUR],
    ['the 10 EUR cash floor limits it', 12 * EUR, 0, 10_000 * EUR, 2 * EUR],
    ['an empty balance: nothing more', 1_000 * EUR, 100 * EUR, 0, 0],
  ])('%s', (_case, subtotal, applied, balance, more) => {
    expect(moreBonusForOrder({ subtotalCents: subtotal, bonusAppliedCents: applied }, balance)).toBe(more);
  });

  it('follows the configured rules', () => {
    expect(moreBonusForOrder({ subtotalCents: 1_000 * EUR, bonusAppliedCents: 0 }, 10_000 * EUR, { bonusCapPercent: 50, minCashPaymentCents: 0 })).toBe(500 * EUR);
  });
});

describe('orderAmountProblem: the least and the most an order may come to', () => {
  it.each([
    ['0 EUR is below the minimum', 0, 'below_minimum'],
    ['9.99 EUR is below the 10 EUR minimum', 999, 'below_minimum'],
    ['10 EUR is fine', 1_000, null],
    ['the ceiling itself is fine', ORDER_CEILING_CENTS, null],
    ['one cent over the ceiling is too large', ORDER_CEILING_CENTS + 1, 'too_large'],
  ] as const)('%s', (_case, subtotal, problem) => {
    expect(orderAmountProblem(subtotal)).toBe(problem);
  });

  it('needs at least one cent when the configured minimum is 0', () => {
    expect(orderAmountProblem(0, { bonusCapPercent: 20, minCashPaymentCents: 0 })).toBe('below_minimum');
    expect(orderAmountProblem(1, { bonusCapPercent: 20, minCashPaymentCents: 0 })).toBeNull();
  });
});
