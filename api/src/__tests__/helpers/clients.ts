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

const adminSessions = new WeakMap<TestApp, Promise<string>>();

/** The demo administrator's access token in a test app, signed in once (sign-ins are rate-limited). */
function adminSession(t: TestApp): Promise<string> {
  let token = adminSessions.get(t);
  if (!token) {
    token = signIn(t, 'admin@example.com', 'admin12345').then((session) => session.tokens.accessToken);
    adminSessions.set(t, token);
  }
  return token;
}

/** A price as the back office takes it: an amount in EUR, or in the currency given. */
type PriceInput = number | { amount: number; currency: 'EUR' | 'USD' | 'UAH' };

/** A new active service made by the admin, priced as given (in EUR unless said), for tests that need odd prices. */
export async function serviceAt(t: TestApp, prices: PriceInput[]) {
  const adminToken = await adminSession(t);
  const slug = `test-service-${crypto.randomBytes(4).toString('hex')}`;
  const created = await t.call({
    method: 'POST',
    url: '/api/admin/services',
    token: adminToken,
    payload: { slug, categorySlug: 'seo-content', prices: prices.map((price) => (typeof price === 'number' ? { amount: price } : price)), translations: { en: { title: `Test ${slug}` } } },
  });
  if (created.statusCode !== 201) throw new Error(`service not created: ${created.body}`);
  return { id: created.json().data.id as string, slug, adminToken };
}
