import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { emailTokens } from '../../db/schema';
import { badRequest } from '../../errors';
import { hashToken, newOpaqueToken } from './opaque-tokens';

type Executor = Database | Transaction;
export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 48 * 3_600_000,
  reset_password: 3_600_000,
};

export async function createEmailToken(db: Executor, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.insert(emailTokens).values({ userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]) });
  return token;
}

/** Marks a mailed token used and returns its client; a used, expired or unknown token is refused. */
export async function consumeEmailToken(tx: Transaction, token: string, purpose: EmailTokenPurpose): Promise<string> {
  const [row] = await tx
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .for('update');
  if (!row) throw badRequest('INVALID_TOKEN', 'This link is invalid or has expired');
  await tx.update(emailTokens).set({ usedAt: new Date() }).where(eq(emailTokens.id, row.id));
  return row.userId;
}
