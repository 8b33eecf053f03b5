import { eq, inArray } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { loginFailures, mailOutbox, refreshTokens, users } from '../db/schema';
import { hashToken } from '../modules/auth/opaque-tokens';
import { REFRESH_REUSE_GRACE_MS } from '../modules/auth/refresh-tokens';
import { MAILS_PER_ADDRESS_PER_HOUR, REGISTRATION_MAIL_SENT } from '../modules/auth/service';
import { FAILURES_PER_SOURCE } from '../modules/auth/sign-in-guard';
import { createTestApp, register, signIn, type TestApp } from './helpers/test-app';
import { mailsTo, tokenFromMail } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_FAILURES_PER_HOUR: '3' } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) => t.call({ method: 'POST', url, payload: payload as object, token });

const loginFrom = (remoteAddress: string, email: string, password: string, cookie?: string) =>
  t.call({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });

/** A new client whose e-mail is confirmed. */
async function verifiedEmail(): Promise<string> {
  const email = (await register(t)).json().data.email as string;
  expect((await post('/auth/verify-email', { token: await tokenFromMail(t.db, email, 'verify_email') })).statusCode).toBe(200);
  return email;
}

/** A verification token newer than the one given (the resent mail goes out after the answer). */
async function newestToken(email: string, previous: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const token = await tokenFromMail(t.db, email, 'verify_email');
    if (token !== previous) return token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no new verification mail');
}

/** Makes a refresh token look rotated that long ago. */
async function ageRotation(refreshToken: string, ms: number) {
  await t.db.update(refreshTokens).set({ rotatedAt: new Date(Date.now() - ms) }).where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
}

describe('POST /auth/register', () => {
  it('creates an unverified client with no bonus yet and mails a verification link; no session until it is opened', async () => {
    const response = await register(t, { email: 'New.Client@Example.com' });
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toEqual({ email: 'new.client@example.com', message: REGISTRATION_MAIL_SENT });
    expect(response.json().data).not.toHaveProperty('tokens');
    const [mail] = await mailsTo(t.db, 'new.client@example.com', 'verify_email');
    expect(mail?.kind).toBe('verify_email');
    expect(mail?.body).toContain('http://site.test/en/auth/verify-email?token=');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'new.client@example.com'));
    expect(row).toMatchObject({ isEmailVerified: false, firstName: 'Olena' });
    // argon2id at the configured cost (the test app's PASSWORD_HASH_MEMORY_KIB), never the password itself.
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=256,t=2,p=1\$/);
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

  it('answers an e-mail that has an account exactly like a new one, and tells its owner by mail instead', async () => {
    const taken = await register(t, { email: 'demo@example.com', firstName: 'Mallory' });
    const fresh = await register(t);
    expect(taken.statusCode).toBe(202);
    expect(taken.json().data.message).toBe(fresh.json().data.message);
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(fresh.json().data));
    const [notice] = await mailsTo(t.db, 'demo@example.com', 'account_exists');
    expect(notice?.kind).toBe('account_exists');
    expect(notice?.body).toContain('http://site.test/en/auth/forgot-password');
    // The account is untouched: its owner still signs in with the old password.
    await signIn(t, 'demo@example.com', 'demo12345');
  });

  it('refuses a password of spaces', async () => {
    const response = await register(t, { password: '        ', confirmPassword: '        ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ password: 'Password must be at least 8 characters' });
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

  it('refuses unknown sources with 429 after too many failures for an account, but not the place the owner signed in from', async () => {
    const email = await verifiedEmail();
    const home = '198.51.100.7';
    await signIn(t, email, 'secret-pass-1', home);
    // Strangers from three addresses fail (the limit in this file is 3 an hour).
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await loginFrom(address, email, 'wrong-pass')).statusCode).toBe(401);
    }
    const stranger = await loginFrom('203.0.113.4', email, 'secret-pass-1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('RATE_LIMITED');
    // The owner is not locked out of the address they signed in from.
    expect((await loginFrom(home, email, 'secret-pass-1')).statusCode).toBe(200);
  });

  it('keeps a device the owner signed in on working from a new address (its cookie)', async () => {
    const email = await verifiedEmail();
    const first = await loginFrom('198.51.100.20', email, 'secret-pass-1');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/gp_device=[\w-]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    for (const address of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) await loginFrom(address, email, 'wrong-pass');
    expect((await loginFrom('192.0.2.50', email, 'secret-pass-1')).statusCode).toBe(429);
    const device = cookie.match(/gp_device=([\w-]+)/)![1]!;
    expect((await loginFrom('192.0.2.50', email, 'secret-pass-1', `gp_device=${device}`)).statusCode).toBe(200);
  });

  it('limits one address to a few tries per account even where the owner signed in before', async () => {
    const email = await verifiedEmail();
    const address = '198.51.100.30';
    await signIn(t, email, 'secret-pass-1', address);
    for (let i = 0; i < FAILURES_PER_SOURCE; i += 1) await loginFrom(address, email, 'wrong-pass');
    expect((await loginFrom(address, email, 'secret-pass-1')).statusCode).toBe(429);
  });

  it('drops failure rows older than a day', async () => {
    await t.db.insert(loginFailures).values([
      { email: 'old@example.com', address: '203.0.113.9', createdAt: new Date(Date.now() - 2 * 86_400_000) },
      { email: 'new@example.com', address: '203.0.113.9' },
    ]);
    await t.app.signInGuard.sweep();
    const left = await t.db.select().from(loginFailures).where(inArray(loginFailures.email, ['old@example.com', 'new@example.com']));
    expect(left.map((row) => row.email)).toEqual(['new@example.com']);
  });

  it('does not believe X-Forwarded-For from a client that is not a configured proxy', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const call = (i: number) =>
        limited.call({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'a@example.com' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
      expect((await call(1)).statusCode).toBe(200);
      expect((await call(2)).statusCode).toBe(200);
      expect((await call(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('believes X-Forwarded-For from a configured proxy, so each client behind it has its own limit', async () => {
    const behindProxy = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' } });
    try {
      const call = (client: string) =>
        behindProxy.call({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'a@example.com' }, headers: { 'x-forwarded-for': client } });
      expect((await call('203.0.113.1')).statusCode).toBe(200);
      expect((await call('203.0.113.1')).statusCode).toBe(200);
      expect((await call('203.0.113.1')).statusCode).toBe(429);
      expect((await call('203.0.113.2')).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
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

  it('rotates refresh tokens; reusing a rotated one after the grace window ends the whole session', async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const first = await post('/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data;
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    expect(rotated.expiresIn).toBe(3600);

    await ageRotation(tokens.refreshToken, REFRESH_REUSE_GRACE_MS + 1_000);
    const reuse = await post('/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_TOKEN_REUSED');
    // The family is revoked: the newest token no longer works either, nor its access token.
    expect((await post('/auth/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/auth/me', token: rotated.accessToken })).statusCode).toBe(401);
  });

  it('gives two tabs that refresh the same token at once a working session each', async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    const tabs = await Promise.all(Array.from({ length: 4 }, () => post('/auth/refresh', { refreshToken: tokens.refreshToken })));
    expect(tabs.map((tab) => tab.statusCode)).toEqual([200, 200, 200, 200]);
    for (const tab of tabs) {
      const { accessToken, refreshToken } = tab.json().data;
      expect((await t.call({ method: 'GET', url: '/auth/me', token: accessToken })).statusCode).toBe(200);
      expect((await post('/auth/refresh', { refreshToken })).statusCode).toBe(200);
    }
  });

  it('logs out by ending the session of the refresh token, and its access token with it', async () => {
    const { tokens } = await signIn(t, 'demo@example.com', 'demo12345');
    expect((await t.call({ method: 'GET', url: '/auth/me', token: tokens.accessToken })).statusCode).toBe(200);
    expect((await post('/auth/logout', { refreshToken: tokens.refreshToken })).statusCode).toBe(200);
    expect((await post('/auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/auth/me', token: tokens.accessToken })).statusCode).toBe(401);
  });

  it('refuses an access token without a session id (tokens from before sessions were checked)', async () => {
    const { user } = await signIn(t, 'demo@example.com', 'demo12345');
    const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256');
    const old = await new SignJWT({ role: 'client' }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setExpirationTime('1h').sign(secret);
    expect((await t.call({ method: 'GET', url: '/auth/me', token: old })).statusCode).toBe(401);
  });
});

describe('email verification and the welcome bonus', () => {
  it('grants 10 000 EUR once when the client verifies, and starts a session', async () => {
    const email = (await register(t)).json().data.email as string;
    const token = await tokenFromMail(t.db, email, 'verify_email');

    const verified = await post('/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ bonusGranted: true, user: { isEmailVerified: true, bonusBalance: 10000 } });
    const { accessToken } = verified.json().data.tokens;
    expect((await t.call({ method: 'GET', url: '/auth/me', token: accessToken })).json().data.email).toBe(email);

    // The same link again is refused; even a fresh link does not grant the bonus twice.
    expect((await post('/auth/verify-email', { token })).statusCode).toBe(400);
    await t.db.update(users).set({ isEmailVerified: false }).where(eq(users.email, email));
    await post('/auth/resend-verification', { email });
    const again = await post('/auth/verify-email', { token: await newestToken(email, token) });
    expect(again.json().data).toMatchObject({ bonusGranted: false, user: { bonusBalance: 10000 } });
  });

  it('grants the bonus once even when two verifications race', async () => {
    const email = (await register(t)).json().data.email as string;
    const firstToken = await tokenFromMail(t.db, email, 'verify_email');
    await post('/auth/resend-verification', { email });
    await newestToken(email, firstToken);
    const mails = (await mailsTo(t.db, email, 'verify_email')).filter((m) => m.kind === 'verify_email');
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
    expect((await mailsTo(t.db, 'admin@example.com', 'reset_password')).some((m) => m.kind === 'reset_password')).toBe(true);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'ghost@example.com'))).toHaveLength(0);
  });

  it('answers forgot-password, resend-verification and register before any mail work is done (same time for known e-mails)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = await createTestApp({ prepare: (app) => (app.mailer.send = () => held) });
    try {
      const answers = await Promise.race([
        Promise.all([
          slow.call({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'demo@example.com' } }),
          slow.call({ method: 'POST', url: '/auth/resend-verification', payload: { email: 'demo@example.com' } }),
          register(slow, { email: 'demo@example.com' }),
        ]),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
      ]);
      expect(answers?.map((answer) => answer.statusCode)).toEqual([200, 200, 202]);
    } finally {
      release();
      await slow.close();
    }
  });

  it('mails one address at most 3 reset links an hour, however often they are asked for', async () => {
    const email = await verifiedEmail();
    for (let i = 0; i < 6; i += 1) {
      expect((await post('/auth/forgot-password', { email })).statusCode).toBe(200);
      // Each request's mail work runs after its answer; let it finish before the next asks.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const resets = (await mailsTo(t.db, email, 'reset_password')).filter((mail) => mail.kind === 'reset_password');
    expect(resets).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('sets a new password once per link and ends every session, access tokens included', async () => {
    const email = await verifiedEmail();
    const session = await signIn(t, email, 'secret-pass-1');
    await post('/auth/forgot-password', { email });
    const token = await tokenFromMail(t.db, email, 'reset_password');

    const reset = await post('/auth/reset-password', { token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/auth/refresh', { refreshToken: session.tokens.refreshToken })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/auth/me', token: session.tokens.accessToken })).statusCode).toBe(401);
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
