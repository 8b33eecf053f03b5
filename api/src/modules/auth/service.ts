import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { auth } from 'shared-api/src/contracts';
import { loginFailures, users } from '../../db/schema';
import { AppError, conflict, tooManyRequests, unauthorized } from '../../errors';
import { grantWelcomeBonus } from '../bonus/ledger';
import { mails } from '../mail/templates';
import { findUserByEmail, getUser, userResponse, type UserRow } from '../users/repository';
import { consumeEmailToken, createEmailToken } from './email-tokens';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords';
import { issueRefreshToken, revokeAllSessions, rotateRefreshToken } from './refresh-tokens';

export const INVALID_CREDENTIALS = 'Invalid credentials';
/** The one answer to forgot-password and resend-verification, whether or not the email is known. */
export const MAIL_SENT_IF_KNOWN = 'If an account exists for this email, we have sent a message to it.';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Sign-in, sessions and the mailed-link flows, on the app's database, mailer and token settings. */
export function authService(app: FastifyInstance) {
  const { db, config, mailer, accessTokens } = app;
  const refreshPolicy = { ttlDays: config.refreshTokenTtlDays, maxAgeDays: config.refreshTokenMaxAgeDays };
  const link = (lang: string, page: string, token: string) => `${config.publicUrl}/${lang}/auth/${page}?token=${encodeURIComponent(token)}`;

  async function session(user: UserRow) {
    const [accessToken, refreshToken] = await Promise.all([
      accessTokens.sign({ userId: user.id, role: user.role }),
      issueRefreshToken(db, user.id, refreshPolicy),
    ]);
    return { user: await userResponse(db, user), tokens: { accessToken, refreshToken, expiresIn: accessTokens.ttlSeconds } };
  }

  async function sendVerification(user: UserRow) {
    const token = await createEmailToken(db, user.id, 'verify_email');
    await mailer.send(mails.verifyEmail(user.email, user.firstName, link(user.preferredLanguage, 'verify-email', token)));
  }

  return {
    async register(body: z.output<typeof auth.registerBody>) {
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        [user] = (await db
          .insert(users)
          .values({
            email: body.email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone || null,
            acceptsMarketing: body.acceptMarketing,
            preferredLanguage: body.language,
          })
          .returning()) as [UserRow];
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', 'An account with this email already exists');
        throw error;
      }
      await sendVerification(user);
      return session(user);
    },

    async login(email: string, password: string, address: string) {
      const hourAgo = new Date(Date.now() - 3_600_000);
      const [failures] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, hourAgo)));
      if ((failures?.n ?? 0) >= config.loginFailuresPerHour) {
        throw tooManyRequests('Too many failed sign-ins for this account. Please try again later.');
      }
      const user = await findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password);
      if (!user || !valid) {
        await db.insert(loginFailures).values({ email, address });
        throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
      }
      return session(user);
    },

    async refresh(refreshToken: string) {
      const rotated = await rotateRefreshToken(db, refreshToken, refreshPolicy);
      const user = await getUser(db, rotated.userId);
      return {
        accessToken: await accessTokens.sign({ userId: user.id, role: user.role }),
        refreshToken: rotated.refreshToken,
        expiresIn: accessTokens.ttlSeconds,
      };
    },

    /** Confirms the email and grants the welcome bonus, once. */
    async verifyEmail(token: string) {
      const user = await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'verify_email');
        const [verified] = await tx.update(users).set({ isEmailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
        const bonusGranted = await grantWelcomeBonus(tx, userId);
        return { row: verified!, bonusGranted };
      });
      return { user: await userResponse(db, user.row), bonusGranted: user.bonusGranted };
    },

    async resendVerification(email: string) {
      const user = await findUserByEmail(db, email);
      if (user && !user.isEmailVerified) await sendVerification(user);
    },

    async forgotPassword(email: string) {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const token = await createEmailToken(db, user.id, 'reset_password');
      await mailer.send(mails.resetPassword(user.email, user.firstName, link(user.preferredLanguage, 'reset-password', token)));
    },

    /** Sets a new password from a mailed link and ends every session of the client. */
    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const userId = await consumeEmailToken(tx, token, 'reset_password');
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await revokeAllSessions(tx, userId);
      });
    },

    async changePassword(userId: string, currentPassword: string, newPassword: string) {
      const user = await getUser(db, userId);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, 'WRONG_PASSWORD', 'The current password is not correct', { currentPassword: 'The current password is not correct' });
      }
      const passwordHash = await hashPassword(newPassword);
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}
