import crypto from 'node:crypto';
import { register, signIn, type TestApp } from './test-app';
import { tokenFromMail } from './outbox';

/** A new client who verified their email and so holds the 10 000 EUR welcome bonus. */
export async function verifiedClient(t: TestApp) {
  const email = (await register(t)).json().data.email as string;
  await t.call({ method: 'POST', url: '/auth/verify-email', payload: { token: await tokenFromMail(t.db, email, 'verify_email') } });
  const session = await signIn(t, email, 'secret-pass-1');
  return { email, id: session.user.id, token: session.tokens.accessToken };
}

export const newKey = () => `order-${crypto.randomUUID()}`;

/** Active services of the seeded catalogue with their prices. */
export async function someServices(t: TestApp, count = 2) {
  const list = (await t.call({ method: 'GET', url: '/api/services?limit=100' })).json().data as Array<{ id: string; slug: string; title: string; priceFrom: number }>;
  return list.filter((service) => service.priceFrom > 0).slice(0, count);
}

/** A new active service made by the admin, priced as given (EUR), for tests that need odd prices. */
export async function serviceAt(t: TestApp, prices: number[]) {
  const admin = await signIn(t, 'admin@example.com', 'admin12345');
  const slug = `test-service-${crypto.randomBytes(4).toString('hex')}`;
  const created = await t.call({
    method: 'POST',
    url: '/api/admin/services',
    token: admin.tokens.accessToken,
    payload: { slug, categorySlug: 'seo-content', prices: prices.map((amount) => ({ amount })), translations: { en: { title: `Test ${slug}` } } },
  });
  if (created.statusCode !== 201) throw new Error(`service not created: ${created.body}`);
  return { id: created.json().data.id as string, slug, adminToken: admin.tokens.accessToken };
}
