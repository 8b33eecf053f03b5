import type { BonusBalance } from 'shared-api/contracts/bonus';
import type { PricingRulesBody } from 'shared-api/contracts/pricing';

/** What GET /api/pricing answers: the parameters of the pricing rule, spec 9's (20 %, 10 EUR) unless a test sets others. */
export function pricingRulesAnswer(rules: Partial<PricingRulesBody> = {}) {
  return { success: true, data: { bonusCapPercent: 20, minCashPayment: 10, currency: 'EUR', ...rules } satisfies PricingRulesBody };
}

/** What GET /api/bonus/balance answers a client: the welcome bonus, and whether their threshold discount was taken. */
export function bonusBalanceAnswer(balance: Partial<BonusBalance> = {}) {
  return { success: true, data: { available: 10000, pending: 0, currency: 'EUR', thresholdUsed: false, ...balance } satisfies BonusBalance };
}

/** The client no longer asks the server to price an order: a test that sees this call fails. */
export function pricingCalculateRefused(): never {
  throw Object.assign(new Error('Not found'), { isAxiosError: true, response: { status: 404, data: { success: false, error: 'Not expected', code: 'NOT_FOUND' } } });
}
