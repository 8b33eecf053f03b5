import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';

const MAIL_WAIT_MS = 5_000;

/** The mails sent to an address, newest first, once one of the kind is there (mail goes out after the answer). */
async function waitForMail(db: Database, to: string, kind: string) {
  const until = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(desc(mailOutbox.createdAt));
    if (mails.some((mail) => mail.kind === kind) || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token in the newest mail of a kind sent to an address. */
export async function tokenFromMail(db: Database, to: string, kind: 'verify_email' | 'reset_password'): Promise<string> {
  const mail = (await waitForMail(db, to, kind)).find((m) => m.kind === kind);
  const token = mail?.body.match(/[?&]token=([^\s&]+)/)?.[1];
  if (!token) throw new Error(`No ${kind} mail with a token for ${to}`);
  return decodeURIComponent(token);
}

/** The mails sent to an address, after waiting for one of the kind. */
export async function mailsTo(db: Database, to: string, kind: string) {
  return waitForMail(db, to, kind);
}
