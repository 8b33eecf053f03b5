/** The welcome bonus every client receives once their e-mail is verified: 10 000 EUR (spec 9). */
export const WELCOME_BONUS_CENTS = 1_000_000;

/**
 * The two readings of the welcome offer (spec 9): 'percentage' — the bonus pays at most 20 % of an
 * order, at least 10 EUR in cash; 'threshold' — a 10 000 EUR discount on an order over 25 000 EUR,
 * once, in full, not combinable. A client's offer is the one of the terms they accepted.
 */
export const BONUS_OFFERS = ['percentage', 'threshold'] as const;
export type BonusOffer = (typeof BONUS_OFFERS)[number];

/** The terms in these languages promise the threshold offer; every other language, the percentage offer. */
export const THRESHOLD_OFFER_LANGUAGES: readonly string[] = ['ua', 'es', 'cz'];

export function offerForTermsLanguage(language: string): BonusOffer {
  return THRESHOLD_OFFER_LANGUAGES.includes(language) ? 'threshold' : 'percentage';
}

/** The threshold offer: an order must come to more than 25 000 EUR, and the discount is 10 000 EUR. */
export const THRESHOLD_OFFER = { subtotalOverCents: 2_500_000, discountCents: 1_000_000 } as const;

/** The kinds of rows of a client's bonus ledger; the balance is their signed sum (bonusBalance). */
export const BONUS_ENTRY_TYPES = ['earned', 'spent', 'refunded', 'expired'] as const;
export type BonusEntryType = (typeof BONUS_ENTRY_TYPES)[number];

/** Earned and refunded rows add to the balance; spent and expired rows take from it. */
export const BONUS_CREDIT_TYPES = ['earned', 'refunded'] as const satisfies readonly BonusEntryType[];

/** A ledger row's effect on the balance, in cents. */
export function signedBonusAmount(type: BonusEntryType, amountCents: number): number {
  return (BONUS_CREDIT_TYPES as readonly BonusEntryType[]).includes(type) ? amountCents : -amountCents;
}

/** Why a ledger row was written: the welcome bonus, a referral, an order (spent or returned), an administrator's grant. */
export const BONUS_ENTRY_REASONS = ['welcome', 'referral', 'order', 'admin'] as const;
export type BonusEntryReason = (typeof BONUS_ENTRY_REASONS)[number];

/**
 * What a ledger row is to the client, named in the reader's language by the bonus history (never by
 * a stored text): the welcome bonus, a referral bonus, a grant from the team, a correction taking
 * bonus back, bonus applied to an
 * order, bonus returned from a cancelled order, credit that expired.
 */
export const BONUS_ENTRY_KINDS = ['welcome', 'referral', 'granted', 'deducted', 'appliedToOrder', 'returnedFromOrder', 'expired'] as const;
export type BonusEntryKind = (typeof BONUS_ENTRY_KINDS)[number];

/** The kind of a ledger row, from which way it moved the balance and why. */
export function bonusEntryKind(type: BonusEntryType, reason: BonusEntryReason): BonusEntryKind {
  // An administrator's correction that takes bonus back is a 'spent' row with no order.
  if (type === 'spent' && reason === 'admin') return 'deducted';
  if (type === 'spent') return 'appliedToOrder';
  if (type === 'refunded') return 'returnedFromOrder';
  if (type === 'expired') return 'expired';
  if (reason === 'welcome') return 'welcome';
  if (reason === 'referral') return 'referral';
  return 'granted';
}
