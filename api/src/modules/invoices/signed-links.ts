import crypto from 'node:crypto';

/** How long a signed download link works. */
export const SIGNED_LINK_TTL_MS = 5 * 60_000;

/** Short-lived download links that need no header: an HMAC over the invoice and the expiry. */
export function createSignedLinks(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('invoice-download-links').digest();
  const sign = (invoiceId: string, expires: number) => crypto.createHmac('sha256', key).update(`${invoiceId}.${expires}`).digest('base64url');

  return {
    create(invoiceId: string, now = Date.now()) {
      const expires = now + SIGNED_LINK_TTL_MS;
      return { path: `/files/invoices/${invoiceId}.pdf?expires=${expires}&signature=${sign(invoiceId, expires)}`, expiresAt: new Date(expires) };
    },
    verify(invoiceId: string, expires: number, signature: string, now = Date.now()): boolean {
      if (!Number.isFinite(expires) || expires < now) return false;
      const expected = Buffer.from(sign(invoiceId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}

export type SignedLinks = ReturnType<typeof createSignedLinks>;
