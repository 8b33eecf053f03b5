/**
 * Payment by bank transfer: the reference a client writes on the transfer, made from the order
 * number, and the check of an IBAN. Both use ISO 7064's MOD 97-10, as banks do.
 */

/** Letters count as 10–35 (A–Z), digits as themselves; the remainder of that number by 97. */
function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    for (const digit of String(value)) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The longest reference ISO 11649 allows after 'RF' and its two check digits. */
const REFERENCE_MAX_LENGTH = 21;

/**
 * The payment reference of an order: an ISO 11649 creditor reference ('RF' + check digits) of the
 * order number's letters and digits (GP-20261122-3F9A1C07B2 → RF..GP202611223F9A1C07B2). The same
 * order always gets the same reference, and banks can check it for typing mistakes.
 */
export function paymentReference(orderNumber: string): string {
  const reference = orderNumber.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(-REFERENCE_MAX_LENGTH);
  const check = 98 - mod97(`${reference}RF00`);
  return `RF${String(check).padStart(2, '0')}${reference}`;
}

/** An IBAN as people read it, in groups of four: 'ES91 2100 0418 4502 0005 1332'. */
export function formatIban(iban: string): string {
  return iban.replace(/ /g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** Whether an IBAN (spaces allowed) is well formed and its check digits are right. */
export function isIban(iban: string): boolean {
  const compact = iban.replace(/ /g, '').toUpperCase();
  return /^[A-Z]{2}[0-9]{2}[0-9A-Z]{11,30}$/.test(compact) && mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}
