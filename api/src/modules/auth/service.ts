import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { auth } from 'shared-api/contracts';
import { offerForTermsLanguage } from 'shared-domain';
import { mailOutbox, users } from '../../db/schema';
import { AppError, forbidden, unauthorized } from '../../errors';
import { grantWelcomeBonus } from '../bonus/ledger';
import { mails } from '../mail/templates';
import { findUserByEmail, getUser, userResponse, type UserRow } from '../accounts/repository';
import { consumeEmailToken, createEmailToken } from './email-tokens';
import { passwordHasher } from './passwords';
import { issueRefreshToken, revokeAllSessions, rotateRefreshToken } from './refresh-tokens';
import type { SignInSource } from './sign-in-guard';

/** The promotion's terms as published: stored with the client's acceptance. */
export const PROMO_TERMS_VERSION = '2026-11';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const ACCOUNT_DISABLED = 'This account is disabled. Please contact us.';
/** The one answer to forgot-password and resend-verification, whether or not the email is known. */
export const MAIL_SENT_IF_KNOWN = 'If an account exists for this email, we have sent a message to it.';
/** The one answer to a sign-up, whether or not the email already has an account. */
export const REGISTRATION_MAIL_SENT = 'We have sent a confirmation link to your email. Open it to activate your account.';

/** Mails of one kind an address gets per hour at most, however many addresses ask: no mail-bombing. */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

/** Sign-in, sessions and the mailed-link flows, on the app's database, mailer and token settings. */
export function authService(app: FastifyInstance) {
  const { db, config, mailer, accessTokens, liveSessions, signInGuard } = app;
  const passwords = passwordHasher(config.passwordHashMemoryKib);
  const refreshPolicy = { ttlDays: config.refreshTokenTtlDays, maxAgeDays: config.refreshTokenMaxAgeDays };
  const link = (lang: string, page: string, token?: string) =>
    `${config.publicUrl}/${lang}/auth/${page}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

  /** A new session for the client: a refresh-token family and an access token that names it. */
  async function startSession(user: UserRow) {
    const { refreshToken, sessionId } = await issueRefreshToken(db, user.id, refreshPolicy);
    const accessToken = await accessTokens.sign({ userId: user.id, role: user.role, sessionId });
    return { accessToken, refreshToken, expiresIn: accessTokens.ttlSeconds };
  }

  /** Whether an address may get another mail of a kind this hour. */
  async function mayMail(to: string, kind: string): Promise<boolean> {
    const [row] = await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, kind), gt(mailOutbox.createdAt, new Date(Date.now() - 3_600_000))));
    return (row?.n ?? 0) < MAILS_PER_ADDRESS_PER_HOUR;
  }

  async function sendVerification(user: UserRow) {
    const token = await createEmailToken(db, user.id, 'verify_email');
    await mailer.send(mails.verifyEmail(user.email, user.firstName, link(user.preferredLanguage, 'verify-email', token), user.preferredLanguage));
  }

  return {
    /**
     * Creates the account and mails the confirmation link; for an e-mail that has an account, mails
     * its owner instead. Both answer the same, in about the same time (the password is hashed either way).
     */
    async register(body: z.output<typeof auth.registerBody>) {
      const passwordHash = await passwords.hash(body.password);
      const [created] = await db
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone || null,
          acceptsMarketing: body.acceptMarketing,
          preferredLanguage: body.language,
          // The offer of the terms the client accepted: their language's reading of spec 9.
          bonusOffer: offerForTermsLanguage(body.language),
          termsVersion: PROMO_TERMS_VERSION,
          termsAcceptedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning();
      app.inBackground('the sign-up mail', async () => {
        if (created) return sendVerification(created);
        const owner = await findUserByEmail(db, body.email);
        if (!owner || !(await mayMail(owner.email, 'account_exists'))) return;
        const lang = owner.preferredLanguage;
        await mailer.send(mails.accountExists(owner.email, owner.firstName, link(lang, 'login'), link(lang, 'forgot-password'), lang));
      });
      return { email: body.email, message: REGISTRATION_MAIL_SENT };
    },

    async login(email: string, password: string, source: SignInSource) {
      const user = await findUserByEmail(db, email);
      await signInGuard.assertAllowed(email, user?.id, source);
      const valid = await passwords.verify(user?.passwordHash ?? (await passwords.dummyHash()), password);
      if (!user || !valid) {
        await signInGuard.recordFailure(email, source);
        throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
      }
      if (user.disabledAt) throw forbidden(ACCOUNT_DISABLED, 'ACCOUNT_DISABLED');
      await signInGuard.trust(user.id, source);
      return { user: await userResponse(db, user), tokens: await startSession(user) };
    },

    async refresh(refreshToken: string) {
      const rotated = await rotateRefreshToken(db, refreshToken, refreshPolicy);
      const user = await getUser(db, rotated.userId);
      if (user.disabledAt) {
        await revokeAllSessions(db, user.id);
        throw unauthorized(ACCOUNT_DISABLED, 'ACCOUNT_DISABLED');
      }
      return {
        accessToken: await accessTokens.sign({ userId: user.id, role: user.role, sessionId: rotated.sessionId }),
        refreshToken: rotated.refreshToken,
        expiresIn: accessTokens.ttlSeconds,
      };
    },

    /** Confirms the email, grants the welcome bonus once, and signs the client in (the link proves the address). */
    async verifyEmail(token: string, source: SignInSource) {
      const { row, bonusGranted } = await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'verify_email');
        const [verified] = await tx.update(users).set({ isEmailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
        return { row: verified!, bonusGranted: await grantWelcomeBonus(tx, userId) };
      });
      await signInGuard.trust(row.id, source);
      return { user: await userResponse(db, row), bonusGranted, tokens: await startSession(row) };
    },

    resendVerification(email: string) {
      app.inBackground('the verification mail', async () => {
        const user = await findUserByEmail(db, email);
        if (user && !user.isEmailVerified && (await mayMail(user.email, 'verify_email'))) await sendVerification(user);
      });
    },

    forgotPassword(email: string) {
      app.inBackground('the password-reset mail', async () => {
        const user = await findUserByEmail(db, email);
        if (!user || !(await mayMail(user.email, 'reset_password'))) return;
        const token = await createEmailToken(db, user.id, 'reset_password');
        await mailer.send(mails.resetPassword(user.email, user.firstName, link(user.preferredLanguage, 'reset-password', token), user.preferredLanguage));
      });
    },

    /** Sets a new password from a mailed link and ends every session of the client. */
    async resetPassword(token: string, password: string) {
      const passwordHash = await passwords.hash(password);
      await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'reset_password');
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await revokeAllSessions(tx, userId);
      });
      await liveSessions.forget();
    },

    /** Checks the current password (guarded like a sign-in), sets the new one and ends the client's other sessions. */
    async changePassword(request: { userId: string; sessionId: string; currentPassword: string; newPassword: string; source: SignInSource }) {
      const user = await getUser(db, request.userId);
      await signInGuard.assertAllowed(user.email, user.id, request.source);
      if (!(await passwords.verify(user.passwordHash, request.currentPassword))) {
        await signInGuard.recordFailure(user.email, request.source);
        throw new AppError(400, 'WRONG_PASSWORD', 'The current password is not correct', { currentPassword: 'The current password is not correct' });
      }
      const passwordHash = await passwords.hash(request.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await revokeAllSessions(tx, user.id, { except: request.sessionId });
      });
      await liveSessions.forget();
    },
  };
}
