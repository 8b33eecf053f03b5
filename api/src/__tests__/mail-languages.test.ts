import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp, register, type TestApp } from './helpers/test-app';
import { mailsTo } from './helpers/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailOf = async (email: string, kind: string) => (await mailsTo(t.db, email, kind)).find((mail) => mail.kind === kind);

describe("account mails in the client's language", () => {
  it('mails a Ukrainian client the verification and the password reset in Ukrainian, with /ua/ links', async () => {
    const email = (await register(t, { language: 'ua' })).json().data.email as string;
    const verify = await mailOf(email, 'verify_email');
    expect(verify?.subject).toBe('Підтвердьте електронну пошту, щоб отримати бонус 10 000 EUR');
    expect(verify?.body).toContain('Добрий день, Olena!');
    expect(verify?.body).toContain('http://site.test/ua/auth/verify-email?token=');

    await t.call({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    const reset = await mailOf(email, 'reset_password');
    expect(reset?.subject).toBe('Відновлення пароля');
    expect(reset?.body).toContain('http://site.test/ua/auth/reset-password?token=');
  });

  it("tells the owner of a taken e-mail in the owner's language, not the sign-up's", async () => {
    const email = (await register(t, { language: 'cz' })).json().data.email as string;
    await register(t, { email, language: 'es' });
    const notice = await mailOf(email, 'account_exists');
    expect(notice?.subject).toBe('Účet u Growth Partners už máte');
    expect(notice?.body).toContain('http://site.test/cz/auth/forgot-password');
  });

  it('writes in English for a client whose stored language has no mails', async () => {
    const email = (await register(t, { language: 'nl' })).json().data.email as string;
    await mailOf(email, 'verify_email');
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.email, email));
    await t.call({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    const reset = await mailOf(email, 'reset_password');
    expect(reset?.subject).toBe('Reset your password');
  });
});
