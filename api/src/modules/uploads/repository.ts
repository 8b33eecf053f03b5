import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uploads, users } from '../../db/schema';
import { notFound } from '../../errors';

export type UploadRow = typeof uploads.$inferSelect;
type NewUpload = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>;

const uploadNotFound = () => notFound('File not found', 'UPLOAD_NOT_FOUND');

/** Stores a file; an avatar also becomes its owner's picture, in the same transaction. */
export async function storeUpload(db: Database, upload: NewUpload): Promise<UploadRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(uploads).values(upload).returning();
    if (upload.kind === 'avatar') await tx.update(users).set({ avatarUploadId: row!.id, updatedAt: new Date() }).where(eq(users.id, upload.ownerId));
    return row!;
  });
}

/** A client's own file (or anyone's, for an admin: no `ownerId`); another client's file is 'not found'. */
export async function getUpload(db: Database, id: string, ownerId?: string): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(ownerId === undefined ? eq(uploads.id, id) : and(eq(uploads.id, id), eq(uploads.ownerId, ownerId)));
  if (!row) throw uploadNotFound();
  return row;
}

/** An avatar, which anyone with its link may see. */
export async function getAvatar(db: Database, id: string): Promise<UploadRow> {
  const [row] = await db.select().from(uploads).where(and(eq(uploads.id, id), eq(uploads.kind, 'avatar')));
  if (!row) throw uploadNotFound();
  return row;
}
