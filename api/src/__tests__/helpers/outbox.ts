import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';

/** The token in the newest mail of a kind sent to an address. */
export async function tokenFromMail(db: Database, to: string, kind: 'verify_email' | 'reset_password'): Promise<string> {
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(desc(mailOutbox.createdAt));
  const mail = mails.find((m) => m.kind === kind);
  const token = mail?.body.match(/[?&]token=([^\s&]+)/)?.[1];
  if (!token) throw new Error(`No ${kind} mail with a token for ${to}`);
  return decodeURIComponent(token);
}

export async function mailsTo(db: Database, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
}
