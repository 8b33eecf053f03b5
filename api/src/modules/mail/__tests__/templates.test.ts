import type { Order } from 'shared-api/contracts/orders';
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

describe('the order confirmation mail', () => {
  const order: Order = {
    id: 'o1',
    number: 'GP-20261122-3F9A1C07B2',
    date: '2026-11-22T10:00:00Z',
    status: 'pending',
    subtotal: 2980,
    bonusApplied: 596,
    bonusOffer: 'percentage',
    cashPayment: 2384,
    vat: { treatment: 'standard', rateBasisPoints: 2100, amount: 500.64, reverseCharge: false },
    total: 2884.64,
    currency: 'EUR',
    cancellable: true,
    items: [{ serviceId: 's1', title: 'Technical SEO audit', unitPrice: 1490, quantity: 2, totalPrice: 2980, customOptions: {} }],
    invoice: null,
    payment: { method: 'bank_transfer', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', beneficiary: 'Growth Partners Europe S.L.', reference: 'RF14GP202611223F9A1C07B2' },
  };
  const link = 'https://x.test/en/account/orders/o1';

  it('lists the order, its VAT and total, and how to pay it', () => {
    const mail = mails.orderPlaced('a@example.com', 'Olena', order, link);
    expect(mail).toMatchObject({ to: 'a@example.com', kind: 'order_placed', subject: 'Your order GP-20261122-3F9A1C07B2: payment details' });
    for (const line of [
      'Hello Olena,',
      'Technical SEO audit × 2: €2,980.00',
      'Subtotal: €2,980.00',
      'Bonus applied (welcome bonus, up to 20 % of the order): − €596.00',
      'Net amount: €2,384.00',
      'VAT 21%: €500.64',
      'Amount due: €2,884.64',
      'Payment by bank transfer',
      'Beneficiary: Growth Partners Europe S.L.',
      'IBAN: ES91 2100 0418 4502 0005 1332',
      'BIC: CAIXESBBXXX',
      'Payment reference: RF14GP202611223F9A1C07B2',
      link,
    ]) {
      expect(mail.body.split('\n')).toContain(line);
    }
    expect(mail.body).not.toContain('Reverse charge');
  });

  it('states reverse charge when the client accounts for the VAT', () => {
    const reverse = { ...order, vat: { treatment: 'reverse_charge' as const, rateBasisPoints: 0, amount: 0, reverseCharge: true }, total: 2384 };
    expect(mails.orderPlaced('a@example.com', 'Olena', reverse, link).body).toContain(
      '\nReverse charge – VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC)\nAmount due: €2,384.00\n',
    );
  });

  it.each(SERVER_LANGUAGES.filter((language) => language !== 'en'))('is written in %s, with every placeholder filled', (language) => {
    const mail = mails.orderPlaced('a@example.com', 'Olena', order, link, language);
    const english = mails.orderPlaced('a@example.com', 'Olena', order, link);
    expect(mail.subject).toContain(order.number);
    expect(mail.subject).not.toBe(english.subject);
    for (const expected of ['Olena', 'RF14GP202611223F9A1C07B2', 'ES91 2100 0418 4502 0005 1332', 'CAIXESBBXXX', 'Technical SEO audit', `\n${link}\n`]) expect(mail.body).toContain(expected);
    expect(`${mail.subject}${mail.body}`).not.toMatch(/\{\{|\}\}/);
    expect(mail.body).not.toContain('Payment reference');
  });
});

describe('the mails to sales about leads', () => {
  const LEADS = 'https://site.test/en/admin/leads';
  const lead = { fullName: 'Marta López', email: 'marta@example.com', phone: '+34 600 000 111', message: 'We need more leads.\nSoon.', language: 'es' };

  it('writes a contact request with who wrote, how to reach them, their message and the way to every lead, and no name in its subject', () => {
    expect(mails.leadToSales('sales@example.com', lead, LEADS)).toEqual({
      to: 'sales@example.com',
      kind: 'lead',
      subject: 'Contact request from the website',
      body: `A visitor wrote through the contact form.\n\nName: Marta López\nEmail: marta@example.com\nPhone: +34 600 000 111\nLanguage: Spanish\n\nWe need more leads.\nSoon.\n\nEvery lead is in the back office:\n${LEADS}`,
    });
  });

  it("names a quote's service and says when no phone was given", () => {
    const mail = mails.leadToSales('sales@example.com', { ...lead, phone: undefined, service: 'Technical SEO audit' }, LEADS);
    expect(mail.subject).toBe('Quote request: Technical SEO audit');
    expect(mail.body).toMatch(/^A visitor asked for a quote for Technical SEO audit\.\n/);
    expect(mail.body).toContain('\nPhone: not given\n');
  });

  it('writes a callback request: whom to call, the number and when', () => {
    expect(mails.callbackToSales('sales@example.com', { name: 'Petr', phone: '+420 777 111 222', preferredTime: 'mornings', language: 'cz' }, LEADS)).toEqual({
      to: 'sales@example.com',
      kind: 'callback',
      subject: 'Callback request',
      body: `A visitor asked to be called back.\n\nName: Petr\nPhone: +420 777 111 222\nPreferred time: mornings\nLanguage: Czech\n\nEvery lead is in the back office:\n${LEADS}`,
    });
  });

  it.each(SERVER_LANGUAGES.filter((language) => language !== 'en'))('is written in %s when sales read it, with every detail and placeholder filled', (language) => {
    const written = [
      mails.leadToSales('s@example.com', lead, LEADS, language),
      mails.leadToSales('s@example.com', { ...lead, service: 'Technical SEO audit' }, LEADS, language),
      mails.callbackToSales('s@example.com', { name: 'Petr', phone: '+420 777 111 222', language: 'ua' }, LEADS, language),
    ];
    const english = [mails.leadToSales('s@example.com', lead, LEADS), mails.leadToSales('s@example.com', { ...lead, service: 'Technical SEO audit' }, LEADS), mails.callbackToSales('s@example.com', { name: 'Petr', phone: '+420 777 111 222', language: 'ua' }, LEADS)];
    written.forEach((mail, index) => {
      expect(mail.subject).not.toBe(english[index]!.subject);
      expect(mail.body.split('\n')[0]).not.toBe(english[index]!.body.split('\n')[0]);
      expect(mail.body).toContain(`\n${LEADS}`);
      expect(`${mail.subject}${mail.body}`).not.toMatch(/\{\{|\}\}|sales\./);
    });
    expect(written[0]!.body).toContain('We need more leads.\nSoon.');
    expect(written[1]!.subject).toContain('Technical SEO audit');
    expect(written[2]!.body).toContain('+420 777 111 222');
  });
});
