import { FAILURES_PER_SOURCE } from '../modules/auth/sign-in-guard';
import { createTestApp, register, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newClient() {
  const email = (await register(t)).json().data.email as string;
  const session = await signIn(t, email, 'secret-pass-1');
  return { email, token: session.tokens.accessToken, refreshToken: session.tokens.refreshToken };
}

describe('/api/users/me', () => {
  it('reads the profile with company details', async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const profile = (await t.call({ method: 'GET', url: '/api/users/me', token: tokens.accessToken })).json().data;
    expect(profile).toMatchObject({
      email: 'demo@example.com',
      companyName: 'Demo Retail s.r.o.',
      vatId: 'CZ12345678',
      billingAddress: { city: 'Prague', country: 'Czech Republic' },
    });
    expect(profile.bonusBalance).toBeGreaterThan(0);
  });

  it('updates names, phone, company, VAT ID and billing address, and keeps them', async () => {
    const { token } = await newClient();
    const patch = {
      firstName: 'Oksana',
      phone: '+34 600 123 456',
      companyName: 'Koval Trading S.L.',
      vatId: 'ESB12345678',
      billingAddress: { street: 'Gran Vía 1', city: 'Madrid', postalCode: '28013', country: 'Spain' },
    };
    const response = await t.call({ method: 'PATCH', url: '/api/users/me', token, payload: patch });
    expect(response.statusCode).toBe(200);
    const reread = (await t.call({ method: 'GET', url: '/api/users/me', token })).json().data;
    expect(reread).toMatchObject({ ...patch, lastName: 'Koval' });
    // Clearing optional fields with an empty value.
    const cleared = (await t.call({ method: 'PATCH', url: '/api/users/me', token, payload: { vatId: '', phone: null } })).json().data;
    expect(cleared).toMatchObject({ vatId: null, phone: null });
  });

  it.each([
    [{ firstName: '' }, 'firstName'],
    [{ phone: 'abc' }, 'phone'],
    [{ vatId: '123' }, 'vatId'],
    [{ billingAddress: { street: 'x' } }, 'billingAddress.city'],
    [{ billingAddress: { street: 'Gran Vía 1', city: 'Madrid', postalCode: '28013', country: 'Narnia' } }, 'billingAddress.country'],
    [{ email: 'other@example.com' }, 'body'],
    [{ role: 'admin' }, 'body'],
  ])('refuses %j without changing anything', async (patch, field) => {
    const { token } = await newClient();
    const response = await t.call({ method: 'PATCH', url: '/api/users/me', token, payload: patch });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details)).toContain(field);
    expect((await t.call({ method: 'GET', url: '/api/users/me', token })).json().data).toMatchObject({ firstName: 'Olena', role: 'client' });
  });

  it('needs a signed-in client', async () => {
    expect((await t.call({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });
});

const changePassword = (token: string, currentPassword: string) =>
  t.call({
    method: 'POST',
    url: '/api/users/me/change-password',
    token,
    payload: { currentPassword, newPassword: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
  });

describe('POST /api/users/me/change-password', () => {
  it('needs the current password, then the new one works', async () => {
    const { email, token } = await newClient();
    const wrong = await t.call({
      method: 'POST',
      url: '/api/users/me/change-password',
      token,
      payload: { currentPassword: 'not-it-at-all', newPassword: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');

    const mismatch = await t.call({
      method: 'POST',
      url: '/api/users/me/change-password',
      token,
      payload: { currentPassword: 'secret-pass-1', newPassword: 'changed-pass-1', confirmPassword: 'changed-pass-2' },
    });
    expect(mismatch.json().details).toEqual({ confirmPassword: 'Passwords do not match' });

    const ok = await t.call({
      method: 'POST',
      url: '/api/users/me/change-password',
      token,
      payload: { currentPassword: 'secret-pass-1', newPassword: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
    });
    expect(ok.statusCode).toBe(200);
    await signIn(t, email, 'changed-pass-1');
  });

  it('ends every other session of the client, and keeps the one that changed it', async () => {
    const { email, token, refreshToken } = await newClient();
    const otherDevice = await signIn(t, email, 'secret-pass-1');
    const changed = await changePassword(token, 'secret-pass-1');
    expect(changed.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/auth/me', token: otherDevice.tokens.accessToken })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: otherDevice.tokens.refreshToken } })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/auth/me', token })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } })).statusCode).toBe(200);
  });

  it('stops guessing of the current password after a few tries (429), like a sign-in', async () => {
    const { token } = await newClient();
    for (let i = 0; i < FAILURES_PER_SOURCE; i += 1) expect((await changePassword(token, `guess-number-${i}`)).statusCode).toBe(400);
    const refused = await changePassword(token, 'secret-pass-1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe('/api/users/me/preferences', () => {
  it('reads and replaces language, currency and marketing', async () => {
    const { token } = await newClient();
    expect((await t.call({ method: 'GET', url: '/api/users/me/preferences', token })).json().data).toEqual({
      language: 'en',
      currency: 'EUR',
      marketing: false,
    });
    const saved = await t.call({ method: 'PUT', url: '/api/users/me/preferences', token, payload: { language: 'cz', currency: 'USD', marketing: true } });
    expect(saved.json().data).toEqual({ language: 'cz', currency: 'USD', marketing: true });
    const bad = await t.call({ method: 'PUT', url: '/api/users/me/preferences', token, payload: { language: 'de', currency: 'GBP', marketing: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual(['currency', 'language', 'marketing']);
  });
});
