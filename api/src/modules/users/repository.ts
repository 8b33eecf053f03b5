import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { users as contract } from 'shared-api/contracts';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { userResponse, type UserRow } from '../accounts/repository';

type ProfilePatch = z.output<typeof contract.profilePatch>;

export async function profileResponse(db: Database, user: UserRow) {
  return {
    ...(await userResponse(db, user)),
    companyName: user.companyName,
    vatId: user.vatId,
    billingAddress: user.billingAddress ?? null,
    avatarUrl: user.avatarUploadId ? `/files/avatars/${user.avatarUploadId}` : null,
  };
}

/** Changes only the fields a patch sends; an emptied phone, VAT id or company name is stored as none. */
export async function updateProfile(db: Database, userId: string, patch: ProfilePatch): Promise<UserRow> {
  const { phone, vatId, companyName, ...names } = patch;
  const [updated] = await db
    .update(users)
    .set({
      ...names,
      ...(phone !== undefined && { phone: phone || null }),
      ...(vatId !== undefined && { vatId: vatId || null }),
      ...(companyName !== undefined && { companyName: companyName || null }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}

export async function updatePreferences(db: Database, userId: string, preferences: z.output<typeof contract.preferences>): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({
      preferredLanguage: preferences.language,
      preferredCurrency: preferences.currency,
      acceptsMarketing: preferences.marketing,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}
