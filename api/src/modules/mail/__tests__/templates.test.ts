import { SERVER_LANGUAGES } from '../../../locales';
import { mails } from '../templates';

const LINK = 'http://site.test/ua/auth/verify-email?token=a%2Bb&x=1';

describe('the account mails', () => {
  it("writes a Ukrainian client's verification mail in Ukrainian, with the name and the link as given", () => {
    const mail = mails.verifyEmail('olena@example.com', 'Олена', LINK, 'ua');
    expect(mail).toMatchObject({ to: 'olena@example.com', kind: 'verify_email', subject: 'Підтвердьте електронну пошту, щоб отримати бонус 10 000 EUR' });
    expect(mail.body).toContain('Добрий день, Олена!');
    expect(mail.body).toContain(`\n${LINK}\n`);
    expect(mail.body).toContain('Посилання дійсне протягом 48 годин.');
  });

  it.each([['de'], ['xx-YY'], ['']])('falls back to English for the language %j', (language) => {
    const mail = mails.verifyEmail('a@example.com', 'Olena', LINK, language);
    expect(mail.subject).toBe('Confirm your email to receive your 10 000 EUR bonus');
    expect(mail.body).toBe(
      `Hello Olena,\n\nconfirm your email address to activate your account and receive your welcome bonus of 10 000 EUR:\n${LINK}\n\nThe link is valid for 48 hours.\n\nGrowth Partners`,
    );
  });

  it('keeps the English mails word for word when no language is given', () => {
    expect(mails.accountExists('a@example.com', 'Olena', 'L', 'R')).toEqual({
      to: 'a@example.com',
      kind: 'account_exists',
      subject: 'You already have a Growth Partners account',
      body: 'Hello Olena,\n\nsomeone (perhaps you) tried to create an account with this email, but you already have one. Sign in here:\nL\n\nForgot your password? Choose a new one here:\nR\n\nIf it was not you, ignore this mail: nothing has changed.\n\nGrowth Partners',
    });
    expect(mails.resetPassword('a@example.com', 'Olena', 'L')).toEqual({
      to: 'a@example.com',
      kind: 'reset_password',
      subject: 'Reset your password',
      body: 'Hello Olena,\n\nyou asked to reset your password. Choose a new one here:\nL\n\nThe link is valid for 1 hour and works once. If you did not ask for it, ignore this mail.\n\nGrowth Partners',
    });
  });

  it.each(SERVER_LANGUAGES)('has every mail in %s, with the name and every link filled in', (language) => {
    const written = [
      mails.verifyEmail('a@example.com', 'Olena', 'https://x.test/verify', language),
      mails.accountExists('a@example.com', 'Olena', 'https://x.test/login', 'https://x.test/reset', language),
      mails.resetPassword('a@example.com', 'Olena', 'https://x.test/reset', language),
    ];
    const english = [
      mails.verifyEmail('a@example.com', 'Olena', 'https://x.test/verify'),
      mails.accountExists('a@example.com', 'Olena', 'https://x.test/login', 'https://x.test/reset'),
      mails.resetPassword('a@example.com', 'Olena', 'https://x.test/reset'),
    ];
    written.forEach((mail, index) => {
      expect(mail.body).toContain('Olena');
      expect(mail.body).toContain('Growth Partners');
      for (const link of english[index]!.body.match(/https:\S+/g)!) expect(mail.body).toContain(`\n${link}\n`);
      expect(`${mail.subject}${mail.body}`).not.toMatch(/\{\{|\}\}/);
      if (language !== 'en') expect(mail.subject).not.toBe(english[index]!.subject);
    });
  });

  it('puts names in as they are: no HTML escaping, no second round of interpolation', () => {
    const mail = mails.resetPassword('a@example.com', '<Ann> & {{link}} $t(resetPassword.subject)', 'L', 'cz');
    expect(mail.body).toContain('Dobrý den, <Ann> & {{link}} $t(resetPassword.subject),');
  });
});
