import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server the site sends its mail to during the tests, and a small HTTP endpoint the
 * test workers read it from: GET /mails?to=address.
 */
export async function startMailbox() {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const recipient of session.envelope.rcptTo) mails.push({ to: recipient.address.toLowerCase(), subject: parsed.subject ?? '', text: parsed.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const reader = http.createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails.filter((mail) => mail.to === to)));
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  const readerPort = (reader.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    readUrl: `http://127.0.0.1:${readerPort}/mails`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise((resolve) => reader.close(resolve));
    },
  };
}

/** The newest mail to an address that `matches` (`what` names it in the error), waiting for it to arrive. */
export async function mailTo(to: string, what: string, matches: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
  const base = process.env.E2E_MAILBOX_URL;
  if (!base) throw new Error('E2E_MAILBOX_URL is not set: the e2e global setup did not run');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${base}?to=${encodeURIComponent(to)}`)).json()) as ReceivedMail[];
    const mail = mails.reverse().find(matches);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${what} mail reached ${to}`);
}

/** The link in the newest mail to an address whose text contains `page` (e.g. 'verify-email'). */
export async function linkFromMail(to: string, page: string, timeoutMs = 10_000): Promise<string> {
  const linkIn = (mail: ReceivedMail) => mail.text.match(new RegExp(`https?://\\S*/auth/${page}\\?token=\\S+`))?.[0];
  return linkIn(await mailTo(to, page, (mail) => Boolean(linkIn(mail)), timeoutMs))!;
}
