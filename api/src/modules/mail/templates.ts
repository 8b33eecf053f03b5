import type { Mail } from './mailer';

/** The mails the accounts flows send; links lead to the shell's pages in the client's language. */
export const mails = {
  verifyEmail(to: string, firstName: string, link: string): Mail {
    return {
      to,
      kind: 'verify_email',
      subject: 'Confirm your email to receive your 10 000 EUR bonus',
      body: `Hello ${firstName},\n\nconfirm your email address to activate your account and receive your welcome bonus of 10 000 EUR:\n${link}\n\nThe link is valid for 48 hours.\n\nGrowth Partners`,
    };
  },
  /** Someone signed up with an e-mail that has an account: its owner is told, the sign-up says nothing. */
  accountExists(to: string, firstName: string, loginLink: string, resetLink: string): Mail {
    return {
      to,
      kind: 'account_exists',
      subject: 'You already have a Growth Partners account',
      body: `Hello ${firstName},\n\nsomeone (perhaps you) tried to create an account with this email, but you already have one. Sign in here:\n${loginLink}\n\nForgot your password? Choose a new one here:\n${resetLink}\n\nIf it was not you, ignore this mail: nothing has changed.\n\nGrowth Partners`,
    };
  },
  resetPassword(to: string, firstName: string, link: string): Mail {
    return {
      to,
      kind: 'reset_password',
      subject: 'Reset your password',
      body: `Hello ${firstName},\n\nyou asked to reset your password. Choose a new one here:\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for it, ignore this mail.\n\nGrowth Partners`,
    };
  },
};
