import { bonusEntryKind, type BonusEntryKind, type BonusEntryReason, type BonusEntryType } from '../bonus';

describe('bonusEntryKind (what the bonus history calls a ledger row)', () => {
  it.each<[BonusEntryType, BonusEntryReason, BonusEntryKind]>([
    ['earned', 'welcome', 'welcome'],
    ['earned', 'referral', 'referral'],
    ['earned', 'admin', 'granted'],
    ['spent', 'order', 'appliedToOrder'],
    ['refunded', 'order', 'returnedFromOrder'],
    ['expired', 'admin', 'expired'],
    ['expired', 'welcome', 'expired'],
  ])('%s for %s is %s', (type, reason, kind) => {
    expect(bonusEntryKind(type, reason)).toBe(kind);
  });
});
