import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** What the mail is for, e.g. verify_email, reset_password, lead. */
  kind: string;
}

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then sent; without, it stays in the
 * outbox and its links go to the log, so every flow works on a fresh clone.
 */
export function createMailer(db: Database, options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }) {
  const { smtpUrl } = options;
  // nodemailer is loaded with the first mail sent over SMTP, not when the process starts.
  let transport: Promise<Transporter> | undefined;
  const smtp = (url: string) => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));

  return {
    async send(mail: Mail): Promise<void> {
      const [entry] = await db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.body, kind: mail.kind })
        .returning({ id: mailOutbox.id });
      if (!smtpUrl) {
        const links = mail.body.match(/https?:\/\/\S+/g) ?? [];
        options.log.info({ mailKind: mail.kind, links }, `Mail kept in the outbox (no SMTP_URL): ${mail.subject}`);
        return;
      }
      try {
        await (await smtp(smtpUrl)).sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.body });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, entry!.id));
      } catch (error) {
        options.log.error({ err: error, mailKind: mail.kind }, 'Mail could not be sent; it stays in the outbox');
        await db.update(mailOutbox).set({ error: String(error) }).where(eq(mailOutbox.id, entry!.id));
      }
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
