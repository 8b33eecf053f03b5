import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { users } from '../db/schema';
import { createTestApp, register, signIn, type TestApp } from './helpers/test-app';
import { mailsTo, tokenFromMail } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_FAILURES_PER_HOUR: '3' } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) => t.call({ method: 'POST', url, payload: payload as object, token });

describe('POST /auth/register', () => {
  it('creates an unverified client with no bonus yet, signs them in and mails a verification link', async () => {
    const response = await register(t, { email: 'New.Client@Example.com' });
    expect(response.statusCode).toBe(201);
    const { user, tokens } = response.json().data;
    expect(user).toMatchObject({ email: 'new.client@example.com', role: 'client', isEmailVerified: false, bonusBalance: 0 });
    expect(tokens).toMatchObject({ expiresIn: 3600, accessToken: expect.any(String), refreshToken: expect.any(String) });
    const [mail] = await mailsTo(t.db, 'new.client@example.com');
    expect(mail?.kind).toBe('verify_email');
    expect(mail?.body).toContain('http://site.test/en/auth/verify-email?token=');
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'This field is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ confirmPassword: 'different-pass' }, 'confirmPassword', 'Passwords do not match'],
    [{ acceptTerms: false }, 'acceptTerms', 'You must accept the terms and conditions'],
    [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
  ])('refuses %j with the spec message for %s', async (override, field, message) => {
    const response = await register(t, override);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', details: { [field]: message } });
  });

  it('refuses an email that already has an account', async () => {
    const response = await register(t, { email: 'demo@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const response = await t.call({ method: 'POST', url: '/auth/register', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('POST /auth/login', () => {
  it('signs the demo client in', async () => {
    const session = await signIn(t, 'demo@example.com', 'demo12345');
    const balance = (await t.call({ method: 'GET', url: '/api/bonus/balance', token: session.tokens.accessToken })).json().data;
    expect(session.user).toMatchObject({ email: 'demo@example.com', bonusBalance: balance.available });
  });

  it("answers a wrong password and an unknown email with the same 'Invalid credentials'", async () => {
    const wrongPassword = await post('/auth/login', { email: 'admin@example.com', password: 'nope-nope' });
    const unknownEmail = await post('/auth/login', { email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().error).toBe('Invalid credentials');
  });

  it('refuses an account with 429 after too many failed sign-ins in an hour', async () => {
    const email = (await register(t)).json().data.user.email as string;
    for (let i = 0; i < 3; i += 1) expect((await post('/auth/login', { email, password: 'wrong-pass' })).statusCode).toBe(401);
    const refused = await post('/auth/login', { email, password: 'secret-pass-1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe('sessions', () => {
  it('answers /auth/me for a valid access token only', async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const me = await t.call({ method: 'GET', url: '/auth/me', token: tokens.accessToken });
    expect(me.json().data.email).toBe('demo@example.com');
    expect((await t.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/auth/me', token: 'garbage' })).statusCode).toBe(401);
  });

  it('refuses tokens signed with another algorithm, without a signature, or expired', async () => {
    const { user } = await signIn(t, 'demo@example.com', 'demo12345');
    const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256');
    const hs512 = await new SignJWT({ role: 'admin' }).setProtectedHeader({ alg: 'HS512' }).setSubject(user.id).setExpirationTime('1h').sign(secret);
    const expired = await new SignJWT({ role: 'client' }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(secret);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, role: 'admin', exp: 9_999_999_999 })).toString('base64url')}.`;
    for (const token of [hs512, expired, unsigned]) {
      expect((await t.call({ method: 'GET', url: '/auth/me', token })).statusCode).toBe(401);
    }
  });

  it('rotates refresh tokens; reusing a rotated one ends the whole session', async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const first = await post('/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data;
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    expect(rotated.expiresIn).toBe(3600);

    const reuse = await post('/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_TOKEN_REUSED');
    // The family is revoked: the newest token no longer works either.
    expect((await post('/auth/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
  });

  it('logs out by ending the session of the refresh token', async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    expect((await post('/auth/logout', { refreshToken: tokens.refreshToken })).statusCode).toBe(200);
    expect((await post('/auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });
});

describe('email verification and the welcome bonus', () => {
  it('grants 10 000 EUR once when the client verifies', async () => {
    const registered = (await register(t)).json().data;
    const email = registered.user.email as string;
    const token = await tokenFromMail(t.db, email, 'verify_email');

    const verified = await post('/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ bonusGranted: true, user: { isEmailVerified: true, bonusBalance: 10000 } });

    // The same link again is refused; even a fresh link does not grant the bonus twice.
    expect((await post('/auth/verify-email', { token })).statusCode).toBe(400);
    await t.db.update(users).set({ isEmailVerified: false }).where(eq(users.email, email));
    await post('/auth/resend-verification', { email });
    const again = await post('/auth/verify-email', { token: await tokenFromMail(t.db, email, 'verify_email') });
    expect(again.json().data).toMatchObject({ bonusGranted: false, user: { bonusBalance: 10000 } });
  });

  it('grants the bonus once even when two verifications race', async () => {
    const email = (await register(t)).json().data.user.email as string;
    await post('/auth/resend-verification', { email });
    const mails = (await mailsTo(t.db, email)).filter((m) => m.kind === 'verify_email');
    const tokens = mails.map((m) => decodeURIComponent(m.body.match(/token=(\S+)/)![1]!));
    expect(tokens).toHaveLength(2);
    const results = await Promise.all(tokens.map((token) => post('/auth/verify-email', { token })));
    expect(results.map((r) => r.json().data.bonusGranted).sort()).toEqual([false, true]);
    const { user } = await signIn(t, email, 'secret-pass-1');
    expect(user.bonusBalance).toBe(10000);
  });

  it('refuses an unknown token', async () => {
    const response = await post('/auth/verify-email', { token: 'made-up' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });
});

describe('password reset', () => {
  it('answers forgot-password the same for known and unknown emails, mailing only the known', async () => {
    const known = await post('/auth/forgot-password', { email: 'admin@example.com' });
    const unknown = await post('/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await mailsTo(t.db, 'admin@example.com')).some((m) => m.kind === 'reset_password')).toBe(true);
    expect(await mailsTo(t.db, 'ghost@example.com')).toHaveLength(0);
  });

  it('sets a new password once per link and ends every session', async () => {
    const email = (await register(t)).json().data.user.email as string;
    const session = await signIn(t, email, 'secret-pass-1');
    await post('/auth/forgot-password', { email });
    const token = await tokenFromMail(t.db, email, 'reset_password');

    const reset = await post('/auth/reset-password', { token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/auth/refresh', { refreshToken: session.tokens.refreshToken })).statusCode).toBe(401);
    expect((await post('/auth/login', { email, password: 'secret-pass-1' })).statusCode).toBe(401);
    await signIn(t, email, 'brand-new-pass');

    const again = await post('/auth/reset-password', { token, password: 'another-pass-1', confirmPassword: 'another-pass-1' });
    expect(again.statusCode).toBe(400);
  });

  it('checks the new password like registration does', async () => {
    const response = await post('/auth/reset-password', { token: 'x', password: 'short', confirmPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ password: 'Password must be at least 8 characters' });
  });
});

describe('rate limits per address', () => {
  it('answers 429 with Retry-After once an address has made too many auth calls', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const call = () => limited.call({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'a@example.com' } });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
