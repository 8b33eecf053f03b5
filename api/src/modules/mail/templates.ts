import { translator } from '../../locales';
import type { Mail } from './mailer';

/**
 * The mails the accounts flows send, in the client's language (src/locales/<lang>/mail.json; an
 * unknown language is English); links lead to the shell's pages in that language.
 */
export const mails = {
  verifyEmail(to: string, firstName: string, link: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    return { to, kind: 'verify_email', subject: t('verifyEmail.subject'), body: t('verifyEmail.body', { firstName, link }) };
  },
  /** Someone signed up with an e-mail that has an account: its owner is told, the sign-up says nothing. */
  accountExists(to: string, firstName: string, loginLink: string, resetLink: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    return { to, kind: 'account_exists', subject: t('accountExists.subject'), body: t('accountExists.body', { firstName, loginLink, resetLink }) };
  },
  resetPassword(to: string, firstName: string, link: string, language = 'en'): Mail {
    const t = translator(language, 'mail');
    return { to, kind: 'reset_password', subject: t('resetPassword.subject'), body: t('resetPassword.body', { firstName, link }) };
  },
};
