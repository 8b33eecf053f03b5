import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema';
import { mailsTo } from '../../../__tests__/helpers/outbox';
import { createTestApp, register, type TestApp } from '../../../__tests__/helpers/test-app';

/** An SMTP server that accepts every mail and keeps what it was sent (the DATA part of each). */
async function startSmtpServer(): Promise<{ url: string; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data: string | undefined;
    socket.write('220 smtp.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === '.') {
            received.push(data);
            data = undefined;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 smtp.test\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The outbox row of the newest mail of a kind to an address, once it has been sent or has failed. */
async function settledMail(t: TestApp, to: string, kind: string) {
  const until = Date.now() + 5_000;
  for (;;) {
    const [mail] = (await mailsTo(t.db, to, kind)).filter((row) => row.kind === kind);
    if ((mail && (mail.sentAt || mail.error)) || Date.now() > until) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('mail over SMTP (SMTP_URL)', () => {
  it('sends the mail and marks it sent in the outbox', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const email = 'olena.smtp@example.com';
      expect((await register(t, { email })).statusCode).toBe(202);
      const mail = await settledMail(t, email, 'verify_email');
      expect(mail).toMatchObject({ error: null, sentAt: expect.any(Date) });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain(`To: ${email}`);
      expect(smtp.received[0]).toContain('Subject: Confirm your email to receive your 10 000 EUR bonus');
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('keeps a mail the server cannot take in the outbox, with the reason, and still answers the request', async () => {
    // A port nothing listens on: the connection is refused.
    const closed = await startSmtpServer();
    await closed.close();
    const t = await createTestApp({ env: { SMTP_URL: closed.url } });
    try {
      const email = 'olena.smtp@example.com';
      expect((await register(t, { email })).statusCode).toBe(202);
      const mail = await settledMail(t, email, 'verify_email');
      expect(mail).toMatchObject({ sentAt: null, error: expect.stringContaining('ECONNREFUSED') });
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
      expect(row?.body).toContain('/verify-email?token=');
    } finally {
      await t.close();
    }
  });
});
